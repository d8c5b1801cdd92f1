extension Planner {
  /// What a `code` step's lines start from: the dismissal questions the scene handed it.
  func codeNotes(_ spec: StepSpec) -> CodeStepNotes {
    var notes = CodeStepNotes()
    notes.dismissalCalls = spec.dismissalCalls
    return notes
  }

  /// a `code` line's dismissal asks the presented controller's `transitioningDelegate`
  /// for its animator (and interaction controller) as a `dismiss:` step does, the same kept
  /// object. `dismiss` on a controller that presents another dismisses that one (D-1), so the
  /// question is the one of the controller that leaves. True when the app was asked; the
  /// caller puts the answer away once the dismissal has run.
  mutating func askDismissalDelegate(
    _ name: String, _ notes: CodeStepNotes, _ recorder: inout StepRecorder
  ) -> Bool {
    guard animator == nil, delegateAnswer == nil else { return false }
    let leaving = world[name]?.presented ?? name
    guard let call = notes.dismissalCalls[leaving] else { return false }
    var spec = StepSpec(action: .dismiss(leaving, interactiveCancelled: false))
    spec.appCall = call
    askApp(spec, &recorder)
    return true
  }
}
