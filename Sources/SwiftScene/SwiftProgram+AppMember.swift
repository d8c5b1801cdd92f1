import SwiftSyntax
import TransitionEngine

/// Where a `code:` line's call of the app's own member is declared (issue 32): the class (or
/// a class of the files it inherits) that declares it, or an extension of `UIViewController`.
struct AppMemberDeclaration {
  /// The type whose declaration or extension holds the member.
  let owner: SwiftType
  /// The method, or nil for a property's observers.
  let method: FunctionDeclSyntax?
  /// The observers of the property, for an assignment.
  let observers: [AccessorDeclSyntax]
  /// True for an extension of UIKit's `UIViewController`.
  let isExtension: Bool
}

extension SwiftProgram {
  /// The declaration `call` reaches on a controller of `className` (nil: a plain
  /// `UIViewController`), or nil when the files declare none. Declarations only.
  func appMember(_ call: AppMemberCall, ofClass className: String?) -> AppMemberDeclaration? {
    var current = className.flatMap { types[$0] }
    var depth = 0
    while let type = current, type.isDeclared, depth < SwiftInterpreter.depthLimit {
      if call.isAssignment, let observers = type.observers[call.member] {
        return AppMemberDeclaration(
          owner: type, method: nil, observers: observers, isExtension: false)
      }
      if !call.isAssignment, let method = Self.method(type, call) {
        return AppMemberDeclaration(owner: type, method: method, observers: [], isExtension: false)
      }
      current = type.superclass
      depth += 1
    }
    guard !call.isAssignment, let uikit = types["UIViewController"], !uikit.isDeclared,
      let method = Self.method(uikit, call)
    else { return nil }
    return AppMemberDeclaration(owner: uikit, method: method, observers: [], isExtension: true)
  }

  /// The method of `type` with the call's name and labels, with a body.
  private static func method(_ type: SwiftType, _ call: AppMemberCall) -> FunctionDeclSyntax? {
    type.methods[call.member]?.first { $0.argumentLabels == call.labels && $0.body != nil }
  }

  /// `HomeViewController.showDetails(for:)` and `Home.swift:12`: what a note names.
  func describe(_ declaration: AppMemberDeclaration, _ call: AppMemberCall) -> (String, String) {
    let node: Syntax? =
      declaration.method.map(Syntax.init)
      ?? declaration.observers.first.map(
        Syntax.init)
    let place =
      node.flatMap { node in
        source(containing: node).map { "\($0.name):\($0.location(of: node).line)" }
      } ?? declaration.owner.source.name
    let labels = call.labels.map { ($0 ?? "_") + ":" }.joined()
    let name =
      call.isAssignment
      ? "\(declaration.owner.name).\(call.member) (its "
        + declaration.observers.map(\.accessorSpecifier.text).joined(separator: " and ") + ")"
      : "\(declaration.owner.name).\(call.member)(\(labels))"
    return (name, place)
  }
}
