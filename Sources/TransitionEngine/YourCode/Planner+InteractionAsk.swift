extension Planner {
  /// X-7, §13.1 step 4: UIKit asks for an interaction controller once the delegate
  /// returned an animator, on every transition, a gesture driving it or not. The event carries
  /// the app's answer when its Swift gave one; the line dialect's delegate, whose methods the
  /// tool cannot see, is shown asked only on an interactive step, as before.
  /// PC-1: the delegate's presentation controller question, with the class of the one its
  /// Swift vended (`→ a CardPresentationController`); as before when none was vended.
  mutating func emitPresentationAsk(_ call: LifecycleEvent, presented: String) {
    if let vended = vendedPresentationClasses[presented] {
      world.emit(.answered(call, answer: "a \(vended)"))
    } else {
      world.emit(call)
    }
  }

  mutating func emitInteractionAsk(_ call: LifecycleEvent, _ interactive: Bool) {
    if let answer = delegateAnswer?.interactionAnswer {
      world.emit(.answered(call, answer: answer))
    } else if interactive {
      world.emit(call)
    }
  }
}
