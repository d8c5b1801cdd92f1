import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// `base.name`: what UIKit or the developer's type gives.
  func member(_ base: SwiftValue, _ name: String) -> SwiftValue {
    if let geometry = geometryMember(base, name) { return geometry }
    if let extended = extensionMember(base, name) { return extended }
    switch base {
    case .context:
      switch name {
      case "containerView": return .view(.containerView)
      // known from the step's interaction; a transition that is not interactive is never
      // cancelled.
      case "transitionWasCancelled": return .bool(inputs.cancelled ?? false)
      case "isInteractive": return .bool(inputs.cancelled != nil)
      case "isAnimated": return .bool(true)
      default: return .unknown("transitionContext.\(name)")
      }
    case .controller(let controller):
      return controllerMember(controller, name) ?? .unknown("\(controller).\(name)")
    case .view(let view):
      return windowMember(view, name) ?? worldViewMember(view, name)
        ?? (makesWorldViews ? viewFrameMember(view, name) : nil)
        ?? .unknown("\(base.summary).\(name)")
    case .object(let object):
      if let value = object.fields[name] { return value }
      if let controller = object.worldName, let value = worldMember(controller, name) {
        return value
      }
      if let view = worldView(base),
        let value = worldViewMember(view, name)
          ?? (makesWorldViews ? viewFrameMember(view, name) : nil)
      {
        return value
      }
      if let getter = object.type.computed[name] {
        return invoke(body: getter, parameters: [], arguments: [], on: object)
      }
      return .unknown("\(object.type.name).\(name)")
    case .member(let type):
      return staticMember(type, name)
    case .array(let values):
      switch name {
      case "count": return .number(Double(values.count))
      case "first": return values.first ?? .null
      case "last": return values.last ?? .null
      case "isEmpty": return .bool(values.isEmpty)
      default:
        if let index = Int(name), index >= 0, index < values.count { return values[index] }
        return .unknown("an array's \(name)")
      }
    case .null: return .null
    default: return .unknown("\(base.summary).\(name)")
    }
  }

  /// `CGAffineTransform.identity`, `UITransitionContextViewKey.to`, `.present`…
  private func staticMember(_ type: String, _ written: String) -> SwiftValue {
    // Swift 2's `UIModalPresentationStyle.OverFullScreen` is `.overFullScreen`.
    let name = type.hasPrefix("UI") ? LegacySpelling.caseName(written) : written
    if let screen = screenMember(type, name) { return screen }
    if let application = applicationMember(type, name) { return application }
    if type == "CGAffineTransform" && name == "identity" { return .transform(.identity) }
    // `CGRect.zero`: a rect of zeros whose parts can be set (`frame.size = …`).
    if name == "zero", let zero = makeGeometry(type, SwiftArguments()) { return zero }
    if name == "identity" { return .transform(.identity) }
    if let custom = program.types[type], let getter = custom.computed[name] {
      // A static getter, the type's own or a protocol extension's default (`Fade.default`),
      // runs with `self` the type.
      guard custom.staticComputed.contains(name) else { return .unknown("\(type).\(name)") }
      return invoke(body: getter, parameters: [], arguments: [], on: nil, selfValue: .member(type))
    }
    if let custom = program.types[type], let initial = custom.staticStored[name] {
      return staticStoredValue(custom, name, initial)
    }
    return .member(name)
  }

  /// A static stored property's value: built from its initializer the first time it is read
  /// (Swift's lazy globals), then the program's for every later read and step.
  private func staticStoredValue(
    _ type: SwiftType, _ name: String, _ initial: ExprSyntax
  ) -> SwiftValue {
    let key = "\(type.name).\(name)"
    if let kept = program.staticValues[key] { return kept }
    // A static whose initializer reads itself is a crash in Swift; here it stays unknown.
    program.staticValues[key] = .unknown(key)
    // `static let shared = Self()`: `Self` is the type the property belongs to.
    let scope = SwiftScope(parent: program.globals)
    scope.names["self"] = .member(type.name)
    let value = eval(initial, scope)
    program.staticValues[key] = value
    return value
  }

  /// Where the statement running now starts.
  var here: TransitionEngine.SourceLocation {
    current.map { source.location(of: $0) } ?? TransitionEngine.SourceLocation(line: 1, column: 1)
  }

  /// The view properties the model keeps (X-14 adds a made view's frame and background).
  static let viewProperties: Set<String> = [
    "alpha", "transform", "isHidden", "frame", "backgroundColor",
  ]

  /// `target = value`.
  func assign(_ target: ExprSyntax, _ value: SwiftValue, _ scope: SwiftScope) {
    // `_ = value`: evaluated for its effects, nothing assigned.
    if target.is(DiscardAssignmentExprSyntax.self) { return }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      let text = reference.baseName.text
      if scope.assign(text, value) { return }
      if let object = scope.selfObject {
        if assignObserved(object, text, value) { return }
        object.fields[text] = value
        return
      }
      if let selfValue = implicitSelf(scope) {
        // `alpha = 0` inside `extension UIView`: the view's own property.
        assignMember(selfValue, text, value)
        return
      }
      scope.names[text] = value
      return
    }
    var targetExpression = target
    if let chain = target.as(OptionalChainingExprSyntax.self) {
      targetExpression = chain.expression
    }
    guard let access = targetExpression.as(MemberAccessExprSyntax.self),
      let baseSyntax = access.base
    else {
      notModelled("an assignment the tool does not model")
      return
    }
    if makesWorldViews, presentationRun == nil, assignFramePart(access, value, scope) { return }
    assignMember(eval(baseSyntax, scope), access.declName.baseName.text, value)
  }

  /// `base.property = value`.
  private func assignMember(_ base: SwiftValue, _ property: String, _ value: SwiftValue) {
    if let run = presentationRun, run.assign(base, property, value, self) { return }
    if let run = controllerRun, run.assign(base, property, self) { return }
    switch base {
    case .object(let object):
      if assignObserved(object, property, value) { return }
      object.fields[property] = value
      // a view of the files' class the code made shows what is set on it.
      if let view = worldView(base), Self.viewProperties.contains(property) {
        setViewProperty(view, property, value)
      }
    case .view(let view): setViewProperty(view, property, value)
    case .controller(let name) where assignControllerProperty(name, property, value): break
    case .controller(let name): setControllerProperty(name, property, value)
    case .null: break
    default:
      notModelled("\(base.summary)'s \(property) is not part of the model.")
    }
  }

  /// UIKit's view properties that the picture shows: alpha and transform.
  private func setViewProperty(_ view: CodeView, _ property: String, _ value: SwiftValue) {
    if setMadeViewProperty(view, property, value) { return }
    if makesWorldViews, setViewFrame(view, property, value) { return }
    if case .containerView = view {
      notModelled("the containerView's own \(property) is not part of the model")
      return
    }
    switch (property, value) {
    case ("alpha", .number(let alpha)) where alpha.isFinite:
      emit(.setProperty(view, .alpha(min(1, max(0, alpha)))))
    case ("transform", .transform(let transform)):
      emit(.setProperty(view, .transform(transform)))
    case ("transform", .member("identity")):
      emit(.setProperty(view, .transform(.identity)))
    case ("isHidden", .bool(let hidden)):
      emit(.setProperty(view, .hidden(hidden)))
    case ("alpha", .unknown(let what)), ("transform", .unknown(let what)),
      ("isHidden", .unknown(let what)):
      notModelled("the tool cannot know the value (\(what)); \(view) keeps its \(property)")
    default:
      notModelled(
        property == "frame" || property == "center" || property == "bounds"
          ? "Frames the code sets are not drawn; the view keeps the frame UIKit gives it."
          : "\(view)'s \(property) is not part of the model.")
    }
  }

  /// Runs a method or getter body with `self` and parameters bound.
  func invoke(
    body: CodeBlockItemListSyntax, parameters: [String], arguments: [SwiftValue],
    on object: SwiftObject?, source methodSource: SwiftSource? = nil, selfValue: SwiftValue? = nil
  ) -> SwiftValue {
    guard depth < Self.depthLimit else {
      if !stopped {
        stopped = true
        notModelled("calls nest deeper than \(Self.depthLimit) (recursion); the run stops here")
      }
      return .unknown("a recursive call")
    }
    depth += 1
    defer { depth -= 1 }
    let saved = source
    let savedCurrent = current
    if let methodSource {
      source = methodSource
    } else if let owner = program.source(containing: body) {
      // An inherited method or an extension's is in its own file.
      source = owner
    } else if let object {
      source = object.type.source
    }
    defer {
      source = saved
      current = savedCurrent
    }
    let scope = SwiftScope(parent: program.globals, selfObject: object)
    if let selfValue { scope.names["self"] = selfValue }
    for (index, name) in parameters.enumerated() {
      scope.names[name] = index < arguments.count ? arguments[index] : .unknown(name)
    }
    // A single-expression getter or function returns its expression.
    if body.count == 1, let only = body.first, case .expr(let expression) = only.item,
      !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
    {
      current = Syntax(only)
      return eval(expression, scope)
    }
    if case .returned(let value) = run(body, scope) { return value }
    return .void
  }
}
