extension SwiftSiteReader {
  static func isUnknown(_ ref: ControllerRef) -> Bool {
    if case .unknown = ref { return true }
    return false
  }

  /// The text of a target the file alone cannot follow: an unknown expression, or a call
  /// (`module.toPresent()`) that may be the function's parameter turned into a controller.
  static func unfollowed(_ target: ControllerRef?) -> String? {
    switch target {
    case .unknown(let text)?, .made(_, _, let text)?: return text
    case .routed(_, let call)?: return unfollowed(call)
    default: return nil
    }
  }

  /// True when the parameter is what the function shows: the parameter itself, or a call on
  /// it (`module?.toPresent()`) unless the parameter is a router, coordinator or factory that
  /// makes the controller (`router.makeController()`: code the caller cannot name).
  static func showsItself(_ text: String, parameter: String, scope: Scope) -> Bool {
    if text == parameter { return true }
    guard let index = scope.parameters.firstIndex(of: parameter),
      index < scope.parameterTypes.count
    else { return false }
    let type = scope.parameterTypes[index]
    return !["Router", "Coordinator", "Factory", "Builder"].contains { type.hasSuffix($0) }
  }

  /// `module` in `module?.toPresent()`: the name the expression starts with.
  static func rootName(_ text: String) -> String {
    String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }
}
