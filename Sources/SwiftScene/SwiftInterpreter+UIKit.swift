import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// `base.method(…)`: UIKit's calls that change the transition, the developer's methods, and
  /// `not modelled` for the rest.
  func callMethod(
    _ base: SwiftValue, _ method: String, _ arguments: SwiftArguments, statementLevel: Bool
  ) -> SwiftValue {
    if let run = presentationRun, let handled = run.call(base, method, arguments, self, line: place)
    {
      return handled
    }
    if let run = controllerRun, let handled = run.call(base, method, arguments, self) {
      return handled
    }
    noteLayerAnimationAdded(method, arguments)
    if let value = geometryCall(base, method, arguments) { return value }
    if let value = convertCall(base, method, arguments) { return value }
    if let value = extensionCall(base, method, arguments) { return value }
    if let value = transformCall(base, method, arguments) { return value }
    if let value = sequenceCall(base, method, arguments) { return value }
    if let value = arrayCall(base, method, arguments) { return value }
    switch base {
    case .context: return contextCall(method, arguments)
    case .view(let view):
      if makesWorldViews, let reordered = reorderCall(view, method, arguments) { return reordered }
      return viewCall(view, method, arguments)
    case .subviews(let parent): return subviewsCall(parent, method, arguments)
    case .controller(let name): return controllerCall(name, method, arguments)
    case .madeView(let what):
      if method == "snapshotView" { return .madeView("a snapshot") }
      if statementLevel { notModelled("\(what) is not part of the model") }
      return .void
    case .member(let type): return staticCall(type, method, arguments, statementLevel)
    case .propertyAnimator(let box): return animatorCall(box, method, arguments)
    case .object(let object):
      if let forwarded = percentDrivenCall(object, method, arguments) { return forwarded }
      guard let function = object.type.method(method, labels: arguments.labels),
        let body = function.body
      else {
        if let handled = uikitSelfCall(object, method, arguments) { return handled }
        if let view = worldView(base) {
          // X-14: UIKit's own view methods on a view of the files' class.
          return callMethod(.view(view), method, arguments, statementLevel: statementLevel)
        }
        if statementLevel {
          notModelled(
            object.type.isDeclared
              ? "\(object.type.name) has no method \(method) in the files"
              : "\(object.type.name).\(method) is not modelled; its value is unknown")
        }
        return .unknown("\(object.type.name).\(method)")
      }
      let parameters = function.signature.parameterClause.parameters
      return invoke(
        body: body.statements, parameters: parameters.map(\.innerName),
        arguments: bind(parameters, arguments) ?? arguments.values, on: object)
    case .null:
      return .null
    default:
      if statementLevel { notModelled("a call on \(base.summary) the tool does not model") }
      return .unknown("\(base.summary).\(method)(…)")
    }
  }

  /// X-2..X-5: the transition context's calls.
  private func contextCall(_ method: String, _ arguments: SwiftArguments) -> SwiftValue {
    let key = arguments.values.first.flatMap { value -> String? in
      if case .member(let name) = value { return name }
      return nil
    }
    switch method {
    case "view":
      // X-3: view(forKey:) may be nil; the engine knows when, and says so at the line that
      // uses it.
      let side = key == "to" ? "toView" : key == "from" ? "fromView" : nil
      guard let side, world?.transition?.nilViews.contains(side) != true else { return .null }
      return .view(side == "toView" ? .toView : .fromView)
    case "viewController":
      return key == "to" ? .controller("toVC") : key == "from" ? .controller("fromVC") : .null
    case "completeTransition":
      let argument = arguments.values.first ?? .bool(true)
      if case .bool(let finished) = argument {
        // The engine decides `!transitionWasCancelled` itself, as for the line dialect.
        let written = current?.trimmedDescription ?? ""
        emit(
          .completeTransition(
            written.contains("transitionWasCancelled") ? .notCancelled : .literal(finished)))
      } else {
        notModelled("the tool cannot know the argument; it assumes true")
        emit(.completeTransition(.literal(true)))
      }
      return .void
    case "finalFrame", "initialFrame":
      return contextFrame(method, arguments)
    default:
      if interactionCall(method, arguments) { return .void }
      notModelled("transitionContext.\(method) is not modelled")
      return .void
    }
  }

  /// The hierarchy calls on a view of the transition.
  private func viewCall(_ view: CodeView, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue
  {
    let first = arguments.values.first
    switch method {
    case "addSubview", "bringSubviewToFront":
      guard let child = worldView(first) else { return madeViewSkipped(first, view, false) }
      emit(.addSubview(child, into: view))
    case "insertSubview":
      guard let child = worldView(first) else {
        if case .number(0)? = arguments["at"] { return madeViewSkipped(first, view, true) }
        return madeViewSkipped(first, view, false)
      }
      let second = arguments.values.count > 1 ? arguments.values[1] : .null
      let sibling = worldView(second).map { SwiftValue.view($0) } ?? second
      switch (arguments.labels.count > 1 ? arguments.labels[1] : nil, sibling) {
      case ("belowSubview", .view(let sibling)):
        emit(.insertSubview(child, into: view, .below(sibling)))
      case ("aboveSubview", .view(let sibling)):
        emit(.insertSubview(child, into: view, .above(sibling)))
      case ("at", .number(let index)) where index >= 0 && index < 1_000:
        emit(.insertSubview(child, into: view, .index(Int(index))))
      default:
        notModelled("the sibling is not a view of the transition; the place is not modelled")
      }
    case "sendSubviewToBack":
      guard let child = worldView(first) else { return madeViewSkipped(first, view, true) }
      emit(.insertSubview(child, into: view, .index(0)))
    case "removeFromSuperview":
      emit(.removeFromSuperview(view))
    case "snapshotView":
      snapshotCount += 1
      emit(.snapshot(snapshotCount, of: view))
      return .view(.snapshot(snapshotCount))
    case "layoutIfNeeded", "setNeedsLayout":
      return .void
    default:
      notModelled("\(view).\(method) is not modelled")
    }
    return .void
  }

  private func madeViewSkipped(_ value: SwiftValue?, _ parent: CodeView, _ atBack: Bool)
    -> SwiftValue
  {
    if let run = presentationRun, run.added(value, into: parent, atBack: atBack, line: place) {
      return .void
    }
    notModelled(
      "\(value?.summary ?? "nothing") is not a view of the transition; views the code makes "
        + "(snapshots, dimming views) are not drawn")
    return .void
  }
}
