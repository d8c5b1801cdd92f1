/// The words around a `present` asked for from a lifecycle callback
/// (`Transitions/Planner+LifecyclePresent`): the Swift line that asks (with what the tool
/// assumes of a `DispatchQueue.main.async` around it), the short lead of the presentation's
/// later phases, and the step's end. A phase holds them as told notes.
enum LifecyclePresentNote: NoteFamily {
  /// `Home.swift:14: ` in front of the explanation of a present written in Swift; `deferred`
  /// when the call is inside `DispatchQueue.main.async` (inferred [I]).
  case swiftLine(String?, deferred: Bool)
  /// `Home.viewDidAppear, present(Onboarding): ` in front of every phase after the first.
  case phaseLead(source: String, callback: LifecycleCallback, presented: String)
  /// The step's last `after` phase, once the presents its callbacks asked for are played
  /// (§3.2).
  case stepOver

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The words in English.
  var english: String {
    switch self {
    case .swiftLine(let line, let deferred):
      guard let line else { return "" }
      guard deferred else { return "\(line): " }
      return "\(line) (inside DispatchQueue.main.async): the block runs on a later turn of "
        + "the main run loop; no source says whether UIKit's answer then differs, so "
        + "TransitionScope answers as for a call made in the callback itself (inferred [I]). "
    case .phaseLead(let source, let callback, let presented):
      return "\(source).\(callback.rawValue), present(\(presented)): "
    case .stepOver:
      return "The step is over, with the presents its controllers' lifecycle callbacks asked "
        + "for (§3.2). The window stays like this until the next step."
    }
  }

  /// The words in Simplified Chinese, API names as they are.
  var chinese: String {
    switch self {
    case .swiftLine(let line, let deferred):
      guard let line else { return "" }
      guard deferred else { return "\(line)：" }
      return "\(line)（在 `DispatchQueue.main.async` 中）：这个 block 在主 run loop 之后的某个周期"
        + "才执行；没有资料说明 UIKit 那时的回答是否不同，所以 TransitionScope 按在回调里直接调用"
        + "来回答（推断 [I]）。"
    case .phaseLead(let source, let callback, let presented):
      return "在 \(source).\(callback.rawValue) 中调用的 `present(\(presented))`："
    case .stepOver:
      return "这一步结束了，它的控制器在生命周期回调里要求的 present 也都已完成 (§3.2)。"
        + "window 保持这个样子，直到下一步。"
    }
  }
}
