/// The Chinese (zh-Hans) sentences of the four transition styles (coverVertical,
/// crossDissolve, flipHorizontal, partialCurl), written from the same values as
/// `startSentence` and `midwaySentence` and citing the same rules.
extension ModalStyleAnimation {
  /// `startSentence(presented:presenter:)` in Chinese.
  func chineseStartSentence(presented: String, presenter: String) -> String? {
    switch transition {
    case .coverVertical:
      return presenting
        ? "它从屏幕底边之下开始 (coverVertical, MT-1)。"
        : "\(presented) 将滑回下方 (coverVertical, MT-1)。"
    case .crossDissolve:
      return presenting
        ? "它从最终的 frame 开始，完全透明：alpha 0 (crossDissolve, MT-2)。"
        : (self.presenter != nil
          ? "\(presenter) 的视图回来时完全透明（alpha 0），在 \(presented) 淡出的同时淡入 "
            + "(crossDissolve, MT-2)。"
          : "\(presented) 将在 \(presenter) 的视图之上淡出 (crossDissolve, MT-2)。")
    case .flipHorizontal:
      return presenting
        ? "它从最终的 frame 开始，是书页的背面，侧面朝前：transform "
          + "\(Transform.horizontalScale(0).description) (flipHorizontal, MT-3)。"
          + ModalStyleAnimation.chineseFlipCaveat
        : "书页将翻回去，\(presented) 这一面先转 (flipHorizontal, MT-3)。"
          + ModalStyleAnimation.chineseFlipCaveat
    case .partialCurl:
      return presenting
        ? "它放在 \(presenter) 的视图之下、最终的 frame 上：向上卷起的书页把它露出来 "
          + "(partialCurl, MT-4)。" + ModalStyleAnimation.chineseCurlCaveat
        : "\(presenter) 的视图回到最上面，仍然卷着，将在 \(presented) 之上展开 "
          + "(partialCurl, MT-4)。" + ModalStyleAnimation.chineseCurlCaveat
    }
  }

  /// `midwaySentence(at:presented:presenter:)` in Chinese.
  func chineseMidwaySentence(at progress: Double, presented: String, presenter: String)
    -> String?
  {
    let shown = min(max(presenting ? progress : 1 - progress, 0), 1)
    let percent = "\(Int((progress * 100).rounded()))%"
    switch transition {
    case .coverVertical:
      return presenting
        ? "\(presented) 从屏幕下方向上滑入，已完成 \(percent) (coverVertical, MT-1)。"
        : "\(presented) 向下滑出 container，已完成 \(percent) (coverVertical, MT-1)。"
    case .crossDissolve:
      let fade = Transform.format(shown)
      return "\(presented) 的 alpha 为 \(fade)"
        + (self.presenter != nil
          ? "，\(presenter) 的为 \(Transform.format(1 - shown)) (crossDissolve, MT-2)。"
          : "；\(presenter) 的视图保持不变 (crossDissolve, MT-2)。")
    case .flipHorizontal:
      let degrees = Int((180 * (presenting ? progress : 1 - progress)).rounded())
      let front = shown < 0.5 ? presenter : presented
      let edgeOn = abs(shown - 0.5) < 0.0001
      return "书页绕竖直轴转过了 \(degrees)°："
        + (edgeOn
          ? "两面都侧对观者，水平缩放为 cos 90° = 0，所以两个视图都看不见；它们在这里交换 "
            + "(flipHorizontal, MT-3，推断)。"
          : "\(front) 这一面朝向观者，横向缩放 |cos \(degrees)°| (flipHorizontal, MT-3，推断)。")
    case .partialCurl:
      let lift = Transform.format(TransitionAnimation.partialCurlLift * shown)
      return "\(presenter) 的书页已卷起它高度的 \(lift)，画成绕顶边的缩短；\(presented) 在下面"
        + "露出 (partialCurl, MT-4，推断)。"
    }
  }

  /// `flipCaveat` in Chinese.
  static let chineseFlipCaveat =
    "UIKit 用 Core Animation 在 3D 中翻转视图，没有哪个视图 dump 显示过中间的值；"
    + "TransitionScope 把翻转画成平面的，即 cos θ 的水平缩放，两个视图在 90° 时交换（推断）。"

  /// `curlCaveat` in Chinese.
  static let chineseCurlCaveat =
    "卷页是 Core Animation 的效果，没有哪个视图 dump 显示过它；TransitionScope 用书页绕顶边的"
    + "缩短来代替，最后卷起 \(Transform.format(TransitionAnimation.partialCurlLift))（推断）。"

  /// `zoomSentence(_:)` in Chinese (N-12).
  static func chineseZoomSentence(_ presented: String) -> String {
    "\(presented) 是以 zoom 进来的，zoom 取代了 transition style；没有 dump 显示它动画的视图，"
      + "所以这里什么都不动 (N-12)。"
  }
}
