import TransitionEngine
import Yams

extension SwiftStepReader {
  /// PC-1: a custom presentation whose `transitioningDelegate` may vend the developer's own
  /// presentation controller. Only the question is written down: the planner asks the
  /// delegate when the presentation starts, with the world as it is then, and the controller
  /// it vends decides the step's `custom` presentation (docs/ARCHITECTURE.md, "Where the app's
  /// code runs"). Nothing runs here; the declarations say whether a `custom:` key conflicts.
  func presentationController(for step: inout StepSpec, map: MappingReader) throws(SceneError) {
    // A class that may set `.custom` on itself is asked in the planner (§5), which asks the
    // delegate only when the style it answers is `custom`.
    guard case .present(var spec) = step.action,
      spec.style == .custom || spec.styleQuestion?.asksPresentation == true,
      let node = map.optional("transitioningDelegate"), context.windowSize != nil
    else { return }
    let source = try expressionSource(node)
    let swift = try context.swift(at: node)
    if let error = swift.syntaxError(in: source) {
      throw SceneError(
        path: reader.path, line: error.line, column: error.column, message: error.message)
    }
    if spec.style == .custom, let written = map.optional("custom"),
      let vended = swift.declaredPresentationController(expression: source)
    {
      throw reader.error(
        "'custom' describes a presentation controller, but the transitioningDelegate already "
          + "vends \(vended) from presentationController(forPresented:presenting:source:); "
          + "keep one of them", at: written)
    }
    context.asksApp = true
    let text = try reader.string(node, for: "a Swift expression")
    // UIKit asks the delegate for the presentation controller first: that question builds the
    // object (with the animator question's `self`), and the animator question, asked next by
    // the planner, goes to the same object (PC-1, X-1).
    let key = "presented " + spec.controller.name
    spec.presentationCall = AppCall(
      role: .presentationController,
      expression: AppExpression(
        text: text, file: source.file, lineOffset: source.lineOffset,
        columnOffset: source.columnOffset),
      selfType: context.delegateSelves[spec.controller.name].flatMap { context.classes[$0] },
      kept: AppKeptObject(key: key, fresh: true))
    if step.appCall?.kept?.key == key { step.appCall?.kept = AppKeptObject(key: key, fresh: false) }
    step.action = .present(spec)
  }
}
