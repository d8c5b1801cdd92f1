import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// `update(_:)`, `finish()` and `cancel()` on a `UIPercentDrivenInteractiveTransition`
  /// (or a subclass the files declare) forward to the transition context's
  /// `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` and
  /// `cancelInteractiveTransition()`. Nil for anything else.
  func percentDrivenCall(_ object: SwiftObject, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    guard program.isPercentDriven(object.type), object.type.method(method) == nil else {
      return nil
    }
    let forwarded: String
    switch method {
    case "update": forwarded = "updateInteractiveTransition"
    case "finish": forwarded = "finishInteractiveTransition"
    case "cancel": forwarded = "cancelInteractiveTransition"
    case "pause":
      notModelled("pause() hands an interruptible animator to the finger; not modelled")
      return .void
    default: return nil
    }
    _ = interactionCall(forwarded, arguments)
    return .void
  }

  /// `UIPercentDrivenInteractiveTransition()`: UIKit's class itself, as an object whose
  /// `update`/`finish`/`cancel` drive the context. Nil for other names.
  func makePercentDriven(_ type: String) -> SwiftValue? {
    guard type == SwiftProgram.percentDrivenClass else { return nil }
    return .object(SwiftObject(type: SwiftType(name: type, source: source)))
  }

  /// the pan handler of a percent-driven interaction, wherever it lives (the presented
  /// or pushed controller, a helper, the interactor subclass): run with the recognizer's
  /// state `.changed`, then with the state the finger lets go in, as the step's
  /// `interactive:` says. Its calls to the interactor become the context's calls, at its lines.
  func runPercentDrivenHandler(_ handler: FunctionDeclSyntax, of type: SwiftType, cancelled: Bool) {
    guard let statements = handler.body?.statements, !stopped else { return }
    guard case .object(let object) = instantiate(type, SwiftArguments()) else { return }
    let saved = source
    source = type.source
    defer { source = saved }
    current = Syntax(handler)
    bindInteractors(object)
    let parameters = handler.signature.parameterClause.parameters.map(\.innerName)
    _ = invoke(
      body: statements, parameters: parameters,
      arguments: [gesture(.member("changed"), type.source)], on: object, source: type.source)
    let state = Self.endState(handler, cancel: cancelled)
    wantsCancel = cancelled
    _ = invoke(
      body: statements, parameters: parameters,
      arguments: [gesture(.member(state), type.source)], on: object, source: type.source)
    wantsCancel = nil
  }

  /// A stored property the app fills in elsewhere (`var interactor: Interactor?`, set in
  /// `prepare(for:sender:)`) and whose declared type is a percent-driven class: the step's
  /// interaction controller stands in for it, and a phase says so.
  private func bindInteractors(_ object: SwiftObject) {
    for (name, _) in object.type.stored {
      guard case .null? = object.fields[name], let declared = object.type.annotations[name]
      else { continue }
      let bare = declared.filter { $0 != "?" && $0 != "!" }
      if let type = program.types[bare], program.isPercentDriven(type),
        case .object(let made) = instantiate(type, SwiftArguments())
      {
        object.fields[name] = .object(made)
      } else if let made = makePercentDriven(bare) {
        object.fields[name] = made
      } else {
        continue
      }
      notModelled(
        "\(object.type.name).\(name) is set by the app outside these files; the tool takes it "
          + "to be the step's interaction controller (\(bare))")
    }
  }

  /// The recognizer the handler gets: its `state` is known, the rest is the user's finger.
  private func gesture(_ state: SwiftValue, _ source: SwiftSource) -> SwiftValue {
    let object = SwiftObject(type: SwiftType(name: "UIPanGestureRecognizer", source: source))
    object.fields["state"] = state
    return .object(object)
  }
}

extension SwiftProgram {
  static let percentDrivenClass = "UIPercentDrivenInteractiveTransition"

  /// UIKit's percent-driven class, or a class of the files that inherits it (through other
  /// classes of the files, a few levels at most).
  func isPercentDriven(_ type: SwiftType) -> Bool {
    var current: SwiftType? = type
    for _ in 0..<8 {
      guard let checked = current else { return false }
      if checked.name == Self.percentDrivenClass
        || checked.inherited.contains(where: { $0.hasSuffix(Self.percentDrivenClass) })
      {
        return true
      }
      current = checked.inherited.lazy.compactMap { self.types[$0] }.first
    }
    return false
  }

  /// the gesture handler of a percent-driven interaction: a method of any type in the
  /// files that takes one gesture recognizer and calls `update` and `finish` or `cancel`.
  /// The interactor's own class first, then the others by name; nil when there is none.
  func percentDrivenHandler() -> (type: SwiftType, handler: FunctionDeclSyntax)? {
    let ordered = types.values.sorted { left, right in
      let (a, b) = (isPercentDriven(left), isPercentDriven(right))
      return a != b ? a : left.name < right.name
    }
    for type in ordered where !Self.isCustomInteraction(type) {
      guard let handler = Self.gestureHandler(type), let body = handler.body else { continue }
      let names = Set(
        body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          // Swift 2's `updateInteractiveTransition(_:)` is today's `update(_:)`.
          if case .identifier(let name) = token.tokenKind {
            return LegacySpelling.interactorCall(name)
          }
          return nil
        })
      if names.contains("update") && (names.contains("finish") || names.contains("cancel")) {
        return (type, handler)
      }
    }
    return nil
  }
}
