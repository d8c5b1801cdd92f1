extension PresentationNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .lifecycle(let outcome, let source, let callback, let presented):
      return Self.chinese(outcome, source: source, callback: callback, presented: presented)
    case .secondInTurn(let source, let callback, let presented):
      return "\(source).\(callback.rawValue) 在同一个 run loop 周期里再次调用 present(\(presented))，"
        + "而同一个 presenter 上前一次 present 的呈现还没结束，所以 UIKit 拒绝，提示"
        + "\"… while a presentation is in progress.\"（P-12，§3.1 的第一项检查；推断 [I]）。"
    case .popoverPresents(let presented, let ignoredStyle):
      return "popover 的 presentation controller 自带动画控制器 "
        + "\(PopoverAnimation.animationControllerClass)（M-20；反编译 iOS 26.1 UIKit [D]）："
        + "\(presented) 从它的锚点弹出，从不从屏幕底部滑入"
        + (ignoredStyle.map { "；它的 modalTransitionStyle \($0) 被忽略（推断）" } ?? "")
        + "。中间各帧没有任何资料说明，所以画面从头到尾都把 popover 画在最终位置（未知）。"
    case .popoverDismisses(let presented):
      return "popover 自带的动画控制器 \(PopoverAnimation.animationControllerClass) 把 "
        + "\(presented) 收回到它的锚点（M-20 [D]）；中间各帧没有资料，所以画面让 popover "
        + "停在原位直到它消失（未知）。"
    case .popoverMidway(let presented):
      return "\(presented) 的 popover 画在它的最终位置：它自带动画的中间各帧未知（M-20）。"
    case .zoomRefused(let presented, let style):
      return "\(presented) 要求 zoom 转场，但哪些呈现样式接受 zoom 还没有定论，各资料说法不一"
        + "（Q-24）：TransitionScope 只对 fullScreen、overFullScreen、pageSheet 和 formSheet "
        + "做 zoom，所以以 \(style) 请求的呈现保留它自己的动画，也不隐藏任何源视图（推断）。 "
    case .pushBackMoves(let percent, let views, let inset):
      let moving = views.map { "\(Self.chineseName($0)) 位于 transform = \($0.transform)" }
      return " 背景缩后（push-back）随卡片移动"
        + (inset ? "（在 iOS 26 上卡片自身的内缩 M-13 也随它向全高的进度变化）" : "")
        + "，已完成 \(percent)%：" + moving.joined(separator: "，")
        + "（M-11；两个 transform 之间按直线插值是推断的）。"
    case .activityPopover(let presented, let className):
      return "\(presented) 是 \(className)：在 regular 宽度下，不管 app 设置了什么样式，"
        + "分享面板都是 popover，而且需要一个锚点（M-21，M-17）。 "
    case .activityCompact(let presented, let className, let style):
      return "\(presented) 是 \(className)：在 compact 宽度下按 app 设置的样式呈现，这里是 "
        + "\(style)；在 regular 宽度下它会是 popover（M-21）。 "
    case .systemController(let presented, let className, let style, let picker):
      return "\(presented) 是 \(className)，一个可能自己决定呈现方式的系统控制器；这一选择"
        + "没有建模，所以 TransitionScope 按场景的样式 \(style) 呈现它，唯一的区别是类名"
        + "（M-21，推断）。"
        + (picker
          ? " UIKit 的相机 picker 在 .automatic 下保持全屏，相册 picker 则是 sheet；"
            + "场景没有说明这里用的是哪一种来源。" : "") + " "
    case .adapts(let presented, let requested, let style, let presenter, let window):
      return
        (style == requested
        ? "\(presented) 以 \(requested) 请求的呈现不再自适应：它又是 \(style) 了（A-1，A-3）"
        : "\(presented) 以 \(requested) 请求的呈现现在自适应为 \(style)（A-1，A-3）")
        + (window.map {
          $0 == .removesPresenter
            ? "，因此 \(presenter) 的视图被移出 window"
            : "，因此 \(presenter) 的视图放回 window"
        } ?? "")
    case .sheetNavigationBar(let nav, let pad, let ios26):
      return "\(nav) 的 UINavigationBar 在卡片顶部高 56 pt，比全屏时的导航栏高 12 pt，"
        + "一份 iOS 14–16 的真机视图层级转储如此显示（N-17）"
        + (pad ? "；iPad 上的 56 pt 是由它与 50 pt 的 iPad 导航栏相差 6 pt 推断的 [I]" : "")
        + (ios26 ? "；iOS 26 的数值没有任何资料（Q-26），模型沿用 56" : "") + "。 "
    }
  }

  /// How the Chinese names a push-back view.
  private static func chineseName(_ view: PushBackView) -> String {
    guard let owner = view.owner else { return "根包装视图的 UIDropShadowView" }
    return owner.isEmpty ? "一张卡片" : "\(owner) 的卡片（它的 UIDropShadowView）"
  }

  /// Why a `present` from a lifecycle callback goes the way it does, in Chinese.
  private static func chinese(
    _ outcome: LifecycleOutcome, source: String, callback: LifecycleCallback, presented: String
  ) -> String {
    let call = "\(source).\(callback.rawValue) 调用 present(\(presented))"
    let rule = callback == .viewDidLoad ? "P-10" : "P-11"
    let q31 =
      callback == .viewWillAppear
      ? " viewWillAppear 会遇到哪种结果是推断的：没有找到日志，各资料说法不一（P-11，Q-31 [I]）；"
        + "TransitionScope 按同一时刻的 viewDidLoad 来回答。"
      : ""
    switch outcome {
    case .notInWindow:
      return "\(call) 时 window 第一次显示它的根控制器：视图还不在任何 window 里，所以 UIKit "
        + "拒绝，提示\"… whose view is not in the window hierarchy.\"（\(rule)，§3.1 的第三项"
        + "检查）；什么也没有呈现。修正方法是改在 viewDidAppear 里 present（P-12）。" + q31
    case .inProgress:
      return "\(call) 时还有一个呈现或 dismiss 正在进行，所以 UIKit 拒绝，提示"
        + "\"… while a presentation is in progress.\"（\(rule)，§3.1 的第一项检查；推断 [I]）；"
        + "什么也没有呈现。" + q31
    case .queued:
      return "\(call) 时导航转场正在进行。presenter（window 的根控制器，P-2）在屏幕上，所以 "
        + "UIKit 把这次调用排队，等转场结束（P-9）后再呈现（\(rule)；由 P-2、P-9 和 §3.1 "
        + "推断 [I]）。" + q31
    case .proceeds where callback == .viewDidAppear:
      return "\(call)：视图已在 window 中，显示它的转场也已结束，所以呈现照常进行（P-12）。"
        + "之后每次 viewDidAppear 都会再执行一次，除非 app 加以防范（代码里的标志位，或场景里的 "
        + "`once: true`）：dismiss 一个全屏呈现会再次向 \(source) 发送 viewDidAppear（M-9，§13.2）。"
    case .proceeds:
      return "\(call) 时没有任何 push、pop 或呈现在进行。没有资料涉及这种情况；presenter 上"
        + "没有在运行的操作，它的视图也在 window 中，所以 §3.1 的检查都通过，TransitionScope "
        + "在这一步的工作结束后呈现（推断 [I]）。" + q31
    }
  }
}
