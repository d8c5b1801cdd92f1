import SwiftSyntax

extension SwiftSiteReader {
  /// `a.b` in `a.b.c = …`: the expression the member is set on (nil for a bare name).
  static func memberBase(_ expression: ExprSyntax) -> ExprSyntax? {
    ExpressionResolver.unwrapped(expression).as(MemberAccessExprSyntax.self)?.base
  }

  /// `setViewControllers([a, b], animated:)` or `viewControllers = [a, b]` on a navigation
  /// controller (`navigationController`, a property holding one, or the receiver of a
  /// navigation controller subclass's own call): a `setStack` site whose target is the new
  /// top. A tab bar controller's children are `setTabs`'s, not a stack.
  func stackSite(
    base: String, receiver: ExprSyntax?, array: ExprSyntax, at node: some SyntaxProtocol
  ) {
    guard let list = ExpressionResolver.unwrapped(array).as(ArrayExprSyntax.self),
      isNavigation(base, receiver)
    else { return }
    let elements = list.elements.map { resolver.resolve($0.expression) }
    guard let top = elements.last else { return }
    let variable = list.elements.last.map { Self.path($0.expression).joined(separator: ".") }
    site(.setStack, node, target: top, variable: variable, stack: Array(elements.dropLast()))
  }

  /// True when `base` names a navigation controller: its last word says so
  /// (`navigationController`, `navigation`, `rootNav`), or it holds one of the files'
  /// navigation classes or UIKit's. A bare call (a subclass setting up its own stack) is not.
  func isNavigation(_ base: String, _ receiver: ExprSyntax?) -> Bool {
    guard !base.isEmpty else { return false }
    if let receiver {
      switch resolver.resolve(receiver) {
      case .navigation: return true
      case .tab: return false
      case .type(let name):
        if resolver.navigationClasses.contains(name) || name.hasSuffix("NavigationController") {
          return true
        }
        if resolver.tabClasses.contains(name) || name.hasSuffix("TabBarController") {
          return false
        }
      default: break
      }
    }
    let last = (base.split(separator: ".").last.map(String.init) ?? base).lowercased()
    return last.contains("nav") && !last.contains("tab")
  }

  /// True when `base` names a tab bar controller: `tabBarController`, a property holding one
  /// (`tabs`, `mainTabBar`), one of the files' tab bar classes or UIKit's, or the owner
  /// itself when it is a tab bar controller class.
  func isTabBar(_ base: String, _ receiver: ExprSyntax?) -> Bool {
    if base.hasSuffix("tabBarController") { return true }
    if base.isEmpty {
      // A tab bar controller subclass selecting its own tab.
      return owner.map { resolver.tabClasses.contains($0) || $0.hasSuffix("TabBarController") }
        ?? false
    }
    if let receiver {
      switch resolver.resolve(receiver) {
      case .tab: return true
      case .type(let name):
        if resolver.tabClasses.contains(name) || name.hasSuffix("TabBarController") {
          return true
        }
      default: break
      }
    }
    let last = (base.split(separator: ".").last.map(String.init) ?? base).lowercased()
    return last.hasPrefix("tab") || last.hasSuffix("tabs") || last.contains("tabbar")
  }

  /// True when the name is a router's or coordinator's (`router`, `self.appRouter`,
  /// `ModalNavigationRouter`): its `present(_:animated:)` is the app's own method, a call of
  /// the files, not UIKit's.
  static func isRouter(_ name: String) -> Bool {
    let last = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
    return last.hasSuffix("router") || last.hasSuffix("coordinator")
  }

  /// True when `node` is in the `else` of an `if` that tests whether a navigation stack is
  /// empty (`navigationController.viewControllers.count == 0`, `.isEmpty`): a router's
  /// branch for the calls after its first.
  static func inNonEmptyBranch(_ node: some SyntaxProtocol) -> Bool {
    let start = Syntax(node).position
    var current = Syntax(node).parent
    while let here = current, !here.is(FunctionDeclSyntax.self) {
      if let branch = here.as(IfExprSyntax.self), let body = branch.elseBody,
        start >= body.position, start < body.endPosition
      {
        let test = branch.conditions.trimmedDescription.filter { !$0.isWhitespace }
        if test.contains("viewControllers.count==0") || test.contains("viewControllers.isEmpty") {
          return true
        }
      }
      current = here.parent
    }
    return false
  }
}
