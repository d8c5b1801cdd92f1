extension Planner {
  /// P-13: the lines of one run-loop turn, in order, each meeting what the earlier ones began;
  /// then, each in a later turn, the completion blocks of the calls UIKit let through (D-5).
  /// False when UIKit raised and the block stops.
  mutating func runTurn(
    _ lines: [CodeLine], _ notes: inout CodeStepNotes, _ recorder: inout StepRecorder
  ) -> Bool {
    var turn = RunLoopTurn()
    var later: [CodeLine] = []
    for line in lines {
      if let (warning, text) = turnRefusal(line, turn, notes) {
        recorder.warnings.append(warning)
        recorder.capture(&world, .line(line), "`\(line.text)`: " + text)
        continue
      }
      let dismissing = dismissalLinks(line, notes)
      let warnings = recorder.warnings.count
      guard let text = performCode(line, &notes, &recorder) else { return false }
      if !text.isEmpty {
        recorder.capture(&world, .line(line), "`\(line.text)`: " + text)
      }
      guard recorder.warnings.count == warnings else { continue }
      if let begun = dismissing ?? presentationLinks(line, notes) { turn.note(begun) }
      if !line.completion.isEmpty { later.append(line) }
    }
    for line in later {
      let first = recorder.phases.count
      guard runTurn(line.completion, &notes, &recorder) else { return false }
      recorder.prefix(
        at: first, PhaseNote(.completionBlockRuns(line: line.location.line, code: line.text)))
    }
    return true
  }

  /// An animated `dismiss` line: the presentation it takes away, read before it runs.
  private func dismissalLinks(_ line: CodeLine, _ notes: CodeStepNotes) -> RunLoopTurn.Begun? {
    guard case .dismiss(let name, true) = line.statement,
      let (base, _) = dismissalBase(for: notes.resolve(name)),
      let presenter = world[base]?.presenting
    else { return nil }
    return RunLoopTurn.Begun(line: line, isDismissal: true, presenter: presenter, presented: base)
  }

  /// An animated `present` line UIKit let through: the presentation it began.
  private func presentationLinks(_ line: CodeLine, _ notes: CodeStepNotes) -> RunLoopTurn.Begun? {
    guard case .present(let name, _, true) = line.statement,
      let presenter = world[notes.resolve(name)]?.presenting
    else { return nil }
    return RunLoopTurn.Begun(
      line: line, isDismissal: false, presenter: presenter, presented: notes.resolve(name))
  }

  /// P-13, N-19: what UIKit refuses because an earlier line of the same turn began a
  /// presentation or dismissal that has not animated yet: the warning it logs and the
  /// sentence explaining it. Nil when the line meets nothing of the turn.
  private func turnRefusal(_ line: CodeLine, _ turn: RunLoopTurn, _ notes: CodeStepNotes)
    -> (String, String)?
  {
    switch line.statement {
    case .present(let presentedName, let sourceName, _):
      let presented = notes.resolve(presentedName)
      let source = notes.resolve(sourceName)
      let style = notes.styles[presented] ?? .automatic
      let presenter = resolvePresenter(from: source, style: style, custom: nil).0
      guard let earlier = turn.blocking(presenter: presenter) else { return nil }
      let (v, p, s) = (world.describe(presented), world.describe(presenter), world.describe(source))
      let warning =
        world.environment.ios >= 13
        ? "Attempt to present \(v) on \(p) (from \(s)) while a presentation is in progress."
        : "Warning: Attempt to present \(v) on \(p) while a presentation is in progress."
      return (warning, presentRefusal(presented, presenter, earlier))
    case .push(_, let navName, _), .setViewControllers(_, let navName, _):
      let nav = notes.resolve(navName)
      guard world[nav]?.kind == .navigation, let earlier = turn.latest else { return nil }
      let warning =
        "pushViewController:animated: called on \(world.describe(nav)) while an existing "
        + "transition or presentation is occurring; the navigation stack will not be updated."
      return (warning, pushRefusal(nav, earlier))
    default:
      return nil
    }
  }

  private func presentRefusal(
    _ presented: String, _ presenter: String, _ earlier: RunLoopTurn.Begun
  )
    -> String
  {
    let held =
      earlier.isDismissal
      ? "\(earlier.presenter) keeps presenting \(earlier.presented) until that dismissal "
        + "completes (D-6)"
      : "\(earlier.presenter) is already busy presenting \(earlier.presented) (§3.1)"
    return "refused. This line runs in the same run-loop turn as line "
      + "\(earlier.line.location.line) (`\(earlier.line.text)`), before any animation "
      + "(P-13): the \(earlier.what) has only begun, and \(held). So UIKit logs the warning "
      + "shown above and \(presented) never appears: this call sends no callbacks and runs no "
      + "completion block. Present \(presented) in the completion block instead: "
      + "`\(earlier.line.text) {` … `}` (D-5). No source gives the exact wording UIKit logs "
      + "here since iOS 13; TransitionScope prints the first check of §3.1 (Q-37, inferred). "
      + turnOrderNote(earlier)
  }

  private func pushRefusal(_ nav: String, _ earlier: RunLoopTurn.Begun) -> String {
    "dropped. This line runs in the same run-loop turn as line \(earlier.line.location.line) "
      + "(`\(earlier.line.text)`), before any animation (P-13), while the \(earlier.what) is "
      + "occurring; UIKit does not update \(nav)'s stack then (N-19) and logs the warning shown "
      + "above: the stack stays as it was, and this call sends no callbacks. Push in the "
      + "completion block of line \(earlier.line.location.line) instead: "
      + "`\(earlier.line.text) {` … `}` (D-5). " + turnOrderNote(earlier)
  }

  /// Why the earlier line's phases come first although UIKit animates it after the turn.
  private func turnOrderNote(_ earlier: RunLoopTurn.Begun) -> String {
    "TransitionScope draws line \(earlier.line.location.line)'s transition before this line "
      + "only because it plays each line's transition to its end in turn; the tree and "
      + "callbacks are what UIKit ends with."
  }
}
