import SwiftSyntax

/// Core Animation's layer animations as apps use them to end a transition: a
/// `CABasicAnimation` (and its kin) is an object whose properties the code sets, and adding
/// one to a layer calls its `delegate`'s `animationDidStop(_:finished:)` when it ends, at its
/// duration: after the method UIKit called has returned, with the animations' completions.
/// The layer's own change is not drawn (its line stays `not modelled`).
extension SwiftInterpreter {
  /// The Core Animation classes made as objects.
  static let layerAnimationClasses: Set<String> = [
    "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup",
    "CATransition",
  ]

  /// `CABasicAnimation(keyPath: "opacity")`: an object of a stand-in type; nil for any other.
  func makeLayerAnimation(_ type: String) -> SwiftValue? {
    guard Self.layerAnimationClasses.contains(type) else { return nil }
    let standIn = SwiftType(name: type, source: source)
    standIn.inherited = [type]
    return .object(SwiftObject(type: standIn))
  }

  /// `layer.add(animation, forKey:)`: when the animation's delegate is an object of the files
  /// with `animationDidStop(_:finished:)`, that call is due when the animation ends.
  func noteLayerAnimationAdded(_ method: String, _ arguments: SwiftArguments) {
    guard method == "add", case .object(let animation)? = arguments.values.first,
      Self.layerAnimationClasses.contains(animation.type.name),
      case .object(let delegate)? = animation.fields["delegate"],
      delegate.type.method("animationDidStop", labels: [nil, "finished"])?.body != nil
    else { return }
    animationStops.append((delegate, .object(animation)))
  }

  /// Delivers the due `animationDidStop(_:finished: true)` calls; true when there were any.
  func deliverAnimationStops() -> Bool {
    guard !animationStops.isEmpty else { return false }
    let due = animationStops
    animationStops = []
    inCompletion = true
    for (delegate, animation) in due {
      guard let method = delegate.type.method("animationDidStop", labels: [nil, "finished"]),
        let body = method.body
      else { continue }
      _ = invoke(
        body: body.statements,
        parameters: method.signature.parameterClause.parameters.map(\.innerName),
        arguments: [animation, .bool(true)], on: delegate)
    }
    inCompletion = false
    return true
  }
}
