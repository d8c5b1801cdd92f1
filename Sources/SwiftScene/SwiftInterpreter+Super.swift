import SwiftSyntax
import TransitionEngine

/// `super` and initializers among the developer's own classes. `super.x` inside a class whose
/// superclass is in the files runs that superclass's `x` on the same object; `super` into one
/// of UIKit's classes stays UIKit's own behaviour (`super.viewDidLoad()` adds nothing the model
/// draws; `super.frameOfPresentedViewInContainerView` is the container's bounds, PC-4).
extension SwiftInterpreter {
  /// The developer's type (with what it inherits) whose declaration or extension holds `node`.
  func enclosingType(of node: some SyntaxProtocol) -> SwiftType? {
    var current = Syntax(node).parent
    while let node = current {
      if let declared = node.as(ClassDeclSyntax.self) { return program.types[declared.name.text] }
      if let declared = node.as(StructDeclSyntax.self) { return program.types[declared.name.text] }
      if let extended = node.as(ExtensionDeclSyntax.self) {
        return program.types[SwiftProgram.baseName(extended.extendedType.trimmedDescription)]
      }
      current = node.parent
    }
    return nil
  }

  /// `super.method(…)` and `super.init(…)`: the superclass's own code when it is in the files.
  func superCall(
    _ access: MemberAccessExprSyntax, _ method: String, _ arguments: SwiftArguments,
    _ scope: SwiftScope
  ) -> SwiftValue {
    guard let object = scope.selfObject else { return .void }
    guard let parent = enclosingType(of: access)?.superclass else {
      // UIKit's class: its own method, on the world's controller in a member call (issue 32).
      return method == "init" ? .void : uikitSelfCall(object, method, arguments) ?? .void
    }
    if method == "init" {
      runInit(parent, arguments, on: object)
      return .void
    }
    guard let function = parent.method(method, labels: arguments.labels), let body = function.body
    else { return uikitSelfCall(object, method, arguments) ?? .void }
    let parameters = function.signature.parameterClause.parameters
    return invoke(
      body: body.statements, parameters: parameters.map(\.innerName),
      arguments: bind(parameters, arguments) ?? arguments.values, on: object)
  }

  /// `super.property`: the superclass's getter when it is in the files, a stored property of
  /// the object, or UIKit's own value of a presentation controller's property.
  func superMember(_ access: MemberAccessExprSyntax, _ name: String, _ scope: SwiftScope)
    -> SwiftValue
  {
    guard let object = scope.selfObject else { return .unknown("super.\(name)") }
    if let parent = enclosingType(of: access)?.superclass, let getter = parent.computed[name] {
      return invoke(body: getter, parameters: [], arguments: [], on: object)
    }
    if let value = object.fields[name] { return value }
    if presentationRun != nil, let value = uikitPresentationProperty(name) { return value }
    return .unknown("super.\(name)")
  }

  /// UIKit's `UIPresentationController` values a subclass's `super.x` reads (PC-2..PC-5).
  func uikitPresentationProperty(_ name: String) -> SwiftValue? {
    switch name {
    // PC-4: the default frame is the container's bounds.
    case "frameOfPresentedViewInContainerView":
      return geometryMember(.view(.containerView), "bounds")
    // PC-5: shouldRemovePresentersView is false and shouldPresentInFullscreen true by default.
    case "shouldRemovePresentersView": return .bool(false)
    case "shouldPresentInFullscreen": return .bool(true)
    default:
      return PresentationControllerReader.uikitProperties.first { $0.0 == name }?.1
    }
  }

  /// Runs the initializer of `type` that a call with these arguments picks, on `object`: the
  /// labels decide, then the count. Inherited initializers come after the type's own.
  func runInit(_ type: SwiftType, _ arguments: SwiftArguments, on object: SwiftObject) {
    let labels = arguments.labels
    var chosen: (InitializerDeclSyntax, [SwiftValue])?
    for candidate in type.inits {
      if let bound = bind(candidate.signature.parameterClause.parameters, arguments) {
        chosen = (candidate, bound)
        break
      }
    }
    if chosen == nil,
      let candidate = type.inits.first(where: {
        $0.signature.parameterClause.parameters.count == labels.count
      })
    {
      chosen = (candidate, arguments.values)
    }
    guard let (initializer, values) = chosen, let body = initializer.body else { return }
    _ = invoke(
      body: body.statements,
      parameters: initializer.signature.parameterClause.parameters.map(\.innerName),
      arguments: values, on: object)
  }

  /// The arguments of a call in parameter order, with the defaults of the parameters the
  /// call leaves out (`init(duration: TimeInterval = 0.35)` called as `Fade()`); nil when the
  /// labels do not fit the parameters.
  func bind(_ parameters: FunctionParameterListSyntax, _ arguments: SwiftArguments)
    -> [SwiftValue]?
  {
    var values: [SwiftValue] = []
    var next = 0
    for parameter in parameters {
      if next < arguments.labels.count, arguments.labels[next] == parameter.callLabel {
        values.append(arguments.values[next])
        next += 1
      } else if let value = parameter.defaultValue?.value {
        // A default is written in the declaration's file and scope.
        let saved = source
        source = program.source(containing: value) ?? source
        values.append(eval(value, SwiftScope(parent: program.globals)))
        source = saved
      } else {
        return nil
      }
    }
    return next == arguments.labels.count ? values : nil
  }
}
