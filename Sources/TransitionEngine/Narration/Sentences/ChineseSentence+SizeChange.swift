/// The Chinese (zh-Hans) sentences of a size change, written from the events as
/// `LifecycleSentence.sizeTransition`, `covered` and `afterSizeChange` write the English
/// (LC-3, LC-4, §7.1).
extension ChineseSentence {
  /// `LifecycleSentence.sizeTransition(_:)` in Chinese (LC-3).
  static func sizeTransition(_ events: [LifecycleEvent]) -> String {
    let sized = LifecycleSentence.controllers(in: events) {
      if case .viewWillTransition = $0 { return true }
      return false
    }
    guard !sized.isEmpty else { return "" }
    let traits = LifecycleSentence.controllers(in: events) {
      if case .willTransition = $0 { return true }
      return false
    }
    return "window 告诉它的根控制器，每个控制器再把消息传给它显示的子控制器，然后传给它 present "
      + "的控制器 (LC-3)："
      + (traits.isEmpty
        ? "" : "新 size class 的 willTransition(to:with:) 先到达 \(list(traits))，然后 ")
      + "viewWillTransition(to:with:) 依次到达 \(list(sized))。"
  }

  /// `LifecycleSentence.covered(_:in:)` in Chinese (LC-3, inferred).
  static func covered(_ names: [String], in events: [LifecycleEvent]) -> String {
    let sized = LifecycleSentence.controllers(in: events) {
      if case .viewWillTransition = $0 { return true }
      return false
    }
    let hidden = names.filter { sized.contains($0) }
    guard !hidden.isEmpty else { return "" }
    return "\(list(hidden)) 收到 viewWillTransition(to:with:)，尽管一次全屏的 presentation 已把"
      + "它的视图移出 window：消息沿控制器树传递，而不是沿视图（推断，LC-3）；这些视图回来时"
      + "才布局。"
  }

  /// `LifecycleSentence.afterSizeChange(_:)` in Chinese (§7.1, LC-4).
  static func afterSizeChange(_ events: [LifecycleEvent]) -> String {
    let traits = LifecycleSentence.controllers(in: events) {
      if case .traitCollectionDidChange = $0 { return true }
      return false
    }
    let laidOut = LifecycleSentence.controllers(in: events) { $0 == .viewWillLayoutSubviews }
    var text = ""
    if !traits.isEmpty {
      text += "接着 \(list(traits)) 收到 traitCollectionDidChange (§7.1)。"
    }
    for (name, place) in LifecycleSentence.traitHandlers(in: events) {
      text +=
        "它关注的 trait 变了，UIKit 调用 \(name) 在 \(place) 用 registerForTraitChanges 注册的"
        + "处理闭包；Apple 没有说明它在 traitCollectionDidChange 之前还是之后运行，本工具放在之后"
        + "（推断，A-5）。"
    }
    if !laidOut.isEmpty {
      text +=
        "每个按新尺寸布局的视图都让它的控制器收到 viewWillLayoutSubviews 和 "
        + "viewDidLayoutSubviews，父控制器在前：\(list(laidOut)) (LC-4)。"
    }
    return text
  }
}
