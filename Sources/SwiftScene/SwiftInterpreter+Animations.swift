import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// `UIView.animate…`, `UIView.transition(with:…)`, keyframes, `DispatchQueue.main.async`,
  /// `UIViewPropertyAnimator.runningPropertyAnimator`: animation blocks run at once (UIKit runs
  /// them at the call and animates to their values), completions after the method returns.
  func staticCall(
    _ type: String, _ method: String, _ arguments: SwiftArguments, _ statementLevel: Bool
  ) -> SwiftValue {
    if type == "CATransaction", let value = transactionCall(method, arguments) { return value }
    if method == "init", program.types[type]?.isDeclared == true {
      // `self.init()` in a static method, `Self.init()`, `Fade.init()`: a new instance.
      return construct(type, arguments, SwiftScope(parent: program.globals))
    }
    if let custom = program.types[type],
      let function = custom.method(method, labels: arguments.labels),
      function.isStatic, let body = function.body
    {
      // A static method, the type's own or a protocol extension's default, with `self` the type.
      let parameters = function.signature.parameterClause.parameters
      return invoke(
        body: body.statements, parameters: parameters.map(\.innerName),
        arguments: bind(parameters, arguments) ?? arguments.values, on: nil,
        selfValue: .member(type))
    }
    switch method {
    case "animate", "animateKeyframes", "transition", "addKeyframe", "perform":
      if method == "transition", arguments["from"] != nil { return viewTransition(arguments) }
      if let animations = arguments.animations {
        _ = animating(.viewAnimation) { call(animations, []) }
      }
      if let completion = arguments.completion {
        completions.append((completion, .bool(true)))
      }
      return .void
    case "performWithoutAnimation":
      if let block = arguments.closures.first { _ = animating(nil) { call(block, []) } }
      return .void
    case "runningPropertyAnimator":
      let box = PropertyAnimatorBox()
      if let animations = arguments.animations {
        _ = animating(.propertyAnimator) { call(animations, []) }
      }
      if let completion = arguments.completion {
        box.completions.append(completion)
      }
      box.started = true
      startedAnimators.append(box)
      return .propertyAnimator(box)
    case "async", "asyncAfter":
      if let block = arguments.closures.first { later.append(block) }
      return .void
    default:
      if statementLevel { notModelled("\(type).\(method) is not modelled") }
      return .unknown("\(type).\(method)")
    }
  }

  /// `UIViewPropertyAnimator`'s blocks and start.
  func animatorCall(_ box: PropertyAnimatorBox, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue
  {
    switch method {
    case "addAnimations":
      guard let block = arguments.closures.first else { return .void }
      if box.started {
        _ = animating(.propertyAnimator) { call(block, []) }
      } else {
        box.animations.append(block)
      }
    case "addCompletion":
      if let block = arguments.closures.first { box.completions.append(block) }
    case "startAnimation", "continueAnimation", "pauseAnimation":
      // An inactive animator that is paused or continued becomes active: its blocks run.
      guard !box.started else { return .void }
      box.started = true
      startedAnimators.append(box)
      let blocks = box.animations
      box.animations = []
      for block in blocks { _ = animating(.propertyAnimator) { call(block, []) } }
    default:
      notModelled("UIViewPropertyAnimator.\(method) is not modelled")
    }
    return .void
  }
}

extension SwiftInterpreter {
  /// Runs `body` as the block of an animation of `kind` (nil: none): the lines it records
  /// carry the kind, which decides what a cancelled interaction does to them.
  func animating(_ kind: CodeAnimation?, _ body: () -> SwiftValue) -> SwiftValue {
    let saved = animationKind
    animationKind = kind
    defer { animationKind = saved }
    return body()
  }
}
