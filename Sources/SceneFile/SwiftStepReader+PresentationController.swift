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
    let source = try expressionSource(node)
    let vended: CustomPresentation?
    do {
      vended = try context.swift.presentationController(
        expression: source, container: Rect(x: 0, y: 0, width: size.width, height: size.height),
        containers: context.containerSizes)
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
    // M-7: a see-through background the code gives the presented view is what the picture
    // draws, unless the scene says otherwise.
    if let background = vended.code?.presentedBackground,
      spec.controller.options.background == .opaque
    {
      spec.controller.options.background = background
      spec.controller.options.backgroundLine = vended.code?.backgroundLine
    }
    step.action = .present(spec)
  }
}
