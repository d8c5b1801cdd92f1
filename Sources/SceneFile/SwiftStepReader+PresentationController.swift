import SwiftScene
import TransitionEngine
import Yams

extension SwiftStepReader {
  /// PC-1: a custom presentation whose `transitioningDelegate` vends the developer's own
  /// presentation controller: its overrides decide the step's `custom` presentation.
  func presentationController(for step: inout StepSpec, map: MappingReader) throws(SceneError) {
    guard case .present(var spec) = step.action, spec.style == .custom,
      let node = map.optional("transitioningDelegate"), let size = context.windowSize
    else { return }
    let text = try reader.string(node, for: "a Swift expression")
    let quoted: Bool
    if case .scalar(let scalar) = node {
      quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
    } else {
      quoted = false
    }
    let source = SwiftSource(
      name: reader.path, text: text, lineOffset: (node.mark?.line ?? 1) - 1,
      columnOffset: (node.mark?.column ?? 1) - 1 + (quoted ? 1 : 0))
    let vended: CustomPresentation?
    do {
      vended = try context.swift.presentationController(
        expression: source, container: Rect(x: 0, y: 0, width: size.width, height: size.height))
    } catch {
      throw SceneError(
        path: reader.path, line: error.line, column: error.column, message: error.message)
    }
    guard let vended else { return }
    if let written = map.optional("custom") {
      throw reader.error(
        "'custom' describes a presentation controller, but the transitioningDelegate already "
          + "vends \(vended.code?.className ?? "one") from presentationController(forPresented:"
          + "presenting:source:); keep one of them", at: written)
    }
    spec.custom = vended
    step.action = .present(spec)
  }
}
