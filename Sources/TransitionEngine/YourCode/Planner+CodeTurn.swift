extension Planner {
  /// P-13: the lines of one run-loop turn, in order, each meeting what the earlier ones began;
  /// then, each in a later turn, the completion blocks of the calls UIKit let through (D-5).
  /// False when UIKit raised and the block stops.
  mutating func runTurn(
    _ lines: [CodeLine], _ notes: inout CodeStepNotes, _ recorder: inout StepRecorder
  ) -> Bool {
    var turn = RunLoopTurn()
    var later: [CodeLine] = []
    var pending = lines[...]
    while let line = pending.popFirst() {
      if case .appMember(let call) = line.statement {
        // Issue 32: the app's member runs now; its UIKit calls are the next lines.
        pending = ArraySlice(appMemberLines(call, line, notes, &recorder) + pending)
        continue
      }
      if let (warning, text) = turnRefusal(line, turn, notes) {
        recorder.warnings.append(warning)
        recorder.capture(&world, .line(line), note: CodeLineText(text).note(code: line.text))
        continue
      }
      let dismissing = dismissalLinks(line, notes)
      let warnings = recorder.warnings.count
      guard let text = performCode(line, &notes, &recorder) else { return false }
      if !text.isEmpty {
        recorder.capture(&world, .line(line), note: text.note(code: line.text))
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
  /// note explaining it. Nil when the line meets nothing of the turn.
  private func turnRefusal(_ line: CodeLine, _ turn: RunLoopTurn, _ notes: CodeStepNotes)
    -> (String, CodeNote)?
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
      return (warning, .presentRefused(presented: presented, earlier: earlier.told))
    case .push(_, let navName, _), .setViewControllers(_, let navName, _):
      let nav = notes.resolve(navName)
      guard world[nav]?.kind == .navigation, let earlier = turn.latest else { return nil }
      let warning =
        "pushViewController:animated: called on \(world.describe(nav)) while an existing "
        + "transition or presentation is occurring; the navigation stack will not be updated."
      return (warning, .pushDropped(nav: nav, earlier: earlier.told))
    default:
      return nil
    }
  }
}

extension RunLoopTurn.Begun {
  /// The earlier call as the refusal's note names it.
  var told: CodeNote.Earlier {
    CodeNote.Earlier(
      line: line.location.line, code: line.text, isDismissal: isDismissal,
      presenter: presenter, presented: presented)
  }
}
