extension Planner {
  /// A `code:` line calling the app's own member (issue 32): the planner asks the app's code
  /// now, with the world as it is when the line runs, and the UIKit calls the member made
  /// (each a line of the app's file) take the line's place in the same run-loop turn (P-13).
  /// The line's own phase names the declaration that ran, or why it could not.
  mutating func appMemberLines(
    _ call: AppMemberCall, _ line: CodeLine, _ notes: CodeStepNotes,
    _ recorder: inout StepRecorder
  ) -> [CodeLine] {
    let resolved = call.resolved { notes.resolve($0) }
    // A name the line brings in is a new plain UIViewController, as for `addChild` (K-1).
    for value in resolved.values where world[value.text] == nil {
      world.instantiate(ControllerSpec(name: value.text, isBareName: true))
    }
    let expression = AppExpression(
      text: line.text, file: "", lineOffset: line.location.line - 1,
      columnOffset: line.location.column - 1)
    let answer =
      app?.answer(
        AppCall(role: .member(resolved), expression: expression),
        world: WorldAnswers(world: world, roles: [:])) ?? AppAnswer()
    guard let member = answer.member else {
      let reason = answer.failure ?? "the app's Swift does not declare it"
      recorder.warnings.append("\(line.place): \(line.text) could not run: \(reason)")
      recorder.capture(
        &world, .line(line),
        note: CodeLineText(AppMemberNote.failed(code: line.text, reason: reason)).note(
          code: line.text))
      return []
    }
    let lines = answer.perform?.lines ?? []
    recorder.capture(
      &world, .line(line),
      note: CodeLineText(
        AppMemberNote.runs(
          code: line.text, declaration: member.declaration, place: member.place,
          calls: lines.count)
      ).note(code: line.text))
    return lines
  }
}
