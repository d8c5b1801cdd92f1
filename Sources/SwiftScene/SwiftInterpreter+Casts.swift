import SwiftSyntax

/// `as?`, `as!` and `is` as Swift answers them: from the classes and conformances the files
/// declare and the class each scene controller has (SwiftCast.swift).
extension SwiftInterpreter {
  /// The value of `value as? type` (and the other casts). A cast that fails gives nil (`as?`),
  /// false (`is`) or the app's crash (`as!`); one the tool cannot decide keeps the value and
  /// says so.
  func cast(_ value: SwiftValue, _ kind: SwiftCast, to type: String) -> SwiftValue {
    // `as` is checked by the compiler: it always succeeds.
    guard kind != .plain else { return value }
    let answer = isKind(value, type)
    switch (kind, answer) {
    case (.check, let known?): return .bool(known)
    case (.check, nil): return .unknown("a type check")
    case (_, false?) where kind == .optional: return .null
    case (_, false?):
      notModelled(
        "`as! \(type)` fails here: \(describe(value)) does not inherit or adopt it, so Swift "
          + "stops the app (a failed forced cast crashes it); TransitionScope stops running the "
          + "code")
      stopped = true
      return .unknown("a failed forced cast")
    case (_, true?): return value
    case (_, nil):
      if case .controller(let role) = value {
        notModelled(
          "the tool cannot know \(role)'s class, so whether `\(kind.text) \(type)` succeeds; "
            + "it takes the cast as succeeding")
      }
      return value
    }
  }

  /// Whether `value` is a `type`: nil when neither the files, the scene nor UIKit's class
  /// table says.
  private func isKind(_ value: SwiftValue, _ type: String) -> Bool? {
    switch value {
    case .null: return false
    case .object(let object): return program.isKind(object.type.name, of: type)
    case .controller(let role):
      guard let name = controllerClass(role) else { return nil }
      return program.isKind(name, of: type)
    case .member("UIWindowScene"):
      // The value `connectedScenes` and `window.windowScene` give: the app's window scene.
      if ["UIWindowScene", "UIScene", "UIResponder", "NSObject"].contains(type) { return true }
      // A class of UIKit's table (a view, a controller) or of the files is not a scene.
      let known = SwiftProgram.uikitSuperclass[type] != nil || program.types[type] != nil
      return known ? false : nil
    case .view, .madeView:
      // A view's own class may be a subclass the tool does not know: only `yes` is sure.
      return program.isKind("UIView", of: type) == true ? true : nil
    default: return nil
    }
  }

  /// The class a cast on the controller `role` sees: the scene's class of a controller the
  /// step names, else the world's controller's (a role of the call such as a pop's `fromVC`,
  /// or a controller reached through the world). A controller without `class:` is UIKit's
  /// class of its kind and adopts none of the app's protocols (issue 32); nil for a
  /// `container:` without `class:` (an app class the scene does not name) or a controller
  /// the world does not know.
  func controllerClass(_ role: String) -> String? {
    inputs.controllerClasses[role] ?? world?.controller(role)?.castClass
  }

  /// `fromVC's class UIViewController`, for messages.
  private func describe(_ value: SwiftValue) -> String {
    switch value {
    case .controller(let role):
      return controllerClass(role).map { "\(role)'s class \($0)" } ?? role
    case .object(let object): return "the class \(object.type.name)"
    default: return value.summary
    }
  }
}
