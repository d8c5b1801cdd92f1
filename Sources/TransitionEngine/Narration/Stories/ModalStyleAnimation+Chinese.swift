/// The Chinese (zh-Hans) sentences of the transition styles the posts teach (coverVertical,
/// crossDissolve), written from the same values as `startSentence` and `midwaySentence`; nil
/// for flipHorizontal and partialCurl, which have none yet.
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
    case .flipHorizontal, .partialCurl:
      return nil
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
    case .flipHorizontal, .partialCurl:
      return nil
    }
  }
}
