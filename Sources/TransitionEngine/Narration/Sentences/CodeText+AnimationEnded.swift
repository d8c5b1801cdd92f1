extension CodeText {
  /// ` Then UIKit calls the animator's animationEnded(true) .`, from the phase's events
  /// (its Chinese is `ChineseSentence.animationEnded`).
  static func animationEnded(_ events: [LifecycleEvent]) -> String {
    for case .animator(let call) in events {
      if case .animationEnded = call { return " Then UIKit calls the animator's \(call) (X-5)." }
    }
    return ""
  }
}
