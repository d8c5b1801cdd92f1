/// While a present asked for from a lifecycle callback is planned: the refusal UIKit gives it
/// whatever the world looks like now (the callback fired earlier, during another transition),
/// and the presenters whose presentation began earlier in the same run-loop turn (P-12).
struct LifecycleCheck {
  /// `notInWindow` or `inProgress`, decided when the callback fired (LifecycleOutcome).
  var forced: LifecycleOutcome?
  var busy: Set<String> = []

  /// §3.1 check 1 for a present from a callback.
  func inProgress(on presenter: String) -> Bool {
    forced == .inProgress || busy.contains(presenter)
  }

  /// §3.1 check 3 for a present from a callback.
  var notInWindow: Bool { forced == .notInWindow }
}

extension Planner {
  /// Presents from lifecycle callbacks in one step, at most: a scene can chain controllers
  /// that present from their viewDidAppear, and a chain must end (a valid scene never hangs).
  static let maxLifecyclePresents = 16

  /// P-10–P-12: the presents the step's callbacks asked for, played once the step's own work
  /// has ended (UIKit starts a presentation on a later run-loop turn, P-9), each as a
  /// `present:` sub-transition. The callbacks of one transition make one turn; a presentation
  /// they start makes the next turn's callbacks.
  /// Returns true when there was one.
  @discardableResult
  mutating func presentFromLifecycle(_ recorder: inout StepRecorder) -> Bool {
    let played = !world.lifecycle.requests.isEmpty
    var budget = Self.maxLifecyclePresents
    while !world.lifecycle.requests.isEmpty {
      let turn = world.lifecycle.requests
      world.lifecycle.requests = []
      var busy: Set<String> = []
      for request in turn {
        guard budget > 0 else {
          world.lifecycle.requests = []
          recorder.warnings.append(DriverNote.lifecyclePresentLimit(Self.maxLifecyclePresents))
          return played
        }
        budget -= 1
        if let presenter = presentFromCallback(request, busy: busy, &recorder) {
          busy.insert(presenter)
        }
      }
    }
    return played
  }

  /// P-10–P-12: plays the presents the step's callbacks asked for, then the step's last
  /// `after` phase; the transition's own `after` before them is named `transition ended`.
  mutating func endWithLifecyclePresents(_ recorder: inout StepRecorder) {
    guard presentFromLifecycle(&recorder) else { return }
    // P-12: the step's own `after` is no longer its last phase; it becomes `transition ended`
    // so that `after` names one phase of the step.
    recorder.renameLastAfter(to: .transitionEnded)
    let over = LifecyclePresentNote.stepOver
    recorder.capture(&world, .after, note: PresentStory.note(over.english, over.chinese))
  }

  /// One present from a callback through the ordinary `present` path; returns the presenter
  /// when the presentation began.
  private mutating func presentFromCallback(
    _ request: LifecycleRequest, busy: Set<String>, _ recorder: inout StepRecorder
  ) -> String? {
    let spec = request.hook.present
    let name = spec.controller.name
    let forced = request.outcome == .notInWindow || request.outcome == .inProgress
    lifecycleCheck = LifecycleCheck(forced: forced ? request.outcome : nil, busy: busy)
    defer { lifecycleCheck = LifecycleCheck() }
    let before = world[name]?.presenting
    var sub = StepRecorder()
    sub.isInnerCall = true
    _ = present(spec, animated: request.hook.animated, &sub)
    let presenter = world[name]?.presenting
    let callback = request.hook.callback
    let secondInTurn =
      !forced && !busy.isEmpty && sub.warnings.last?.hasSuffix("in progress.") == true
    let why =
      secondInTurn
      ? PresentationNote.secondInTurn(source: request.source, callback: callback, presented: name)
      : PresentationNote.lifecycle(
        outcome: request.outcome, source: request.source, callback: callback, presented: name)
    let line = request.hook.swiftLineNote
    let lead = ToldNote(
      english: line.english + why.english + " ", chinese: line.chinese + why.chinese + " ")
    let phaseLead = LifecyclePresentNote.phaseLead(
      source: request.source, callback: callback, presented: name)
    let short = ToldNote(english: phaseLead.english, chinese: phaseLead.chinese)
    let lines = request.hook.swiftLine.map { [$0] } ?? []
    recorder.append(sub.phases, as: .present) { index, phase in
      var notes = phase.notes
      notes.prepend(
        note: PhaseNote(
          .told(index == 0 ? lead : short), role: .happened, controllers: [request.source],
          lines: lines))
      return notes
    }
    recorder.warnings += sub.warnings
    if let error = sub.error { recorder.error = error }
    return presenter != nil && before == nil ? presenter : nil
  }
}
