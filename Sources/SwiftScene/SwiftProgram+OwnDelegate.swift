import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// N-24, TB-14: `className` is a navigation or tab bar controller of the files (or inherits
  /// from one) whose `viewDidLoad`, its own or a superclass's of the files, sets its
  /// `delegate` as one of its statements (`ownDelegate(ofClass:)`).
  public func setsOwnDelegate(ofClass className: String) -> Bool {
    ownDelegate(ofClass: className) != nil
  }

  /// N-24, TB-14: what a navigation or tab bar controller of class `className` makes its own
  /// delegate in its `viewDidLoad` (its own or a superclass's of the files), as an expression
  /// in the controller's scope: `self` for `delegate = self`, `self.NAME` for
  /// `delegate = NAME` (or `self.delegate = self.NAME`) when NAME is a stored property with a
  /// default value or a computed one, and the value an earlier statement of `viewDidLoad`
  /// assigns NAME when it has no default (UIKit then asks the object NAME holds). Nil when
  /// `viewDidLoad` sets none of these. Read from the declarations; nothing runs. An assignment
  /// inside a branch is not read (whether it runs is the world's to say).
  public func ownDelegate(ofClass className: String) -> String? {
    guard
      isKind(className, of: "UINavigationController") == true
        || isKind(className, of: "UITabBarController") == true
    else { return nil }
    return firstDelegate(ofClass: className, hooks: ["viewDidLoad"]) { Self.assigned($0, to: "") }
  }

  /// N-24, TB-14: the containers a controller of class `className` makes itself (or an object
  /// it holds) the delegate of in its `viewDidLoad`, `viewWillAppear` or `viewDidAppear` (its
  /// own or a superclass's of the files), as the common wiring does:
  /// `navigationController?.delegate = self` (`.navigation`), `tabBarController?.delegate =
  /// self` (`.tab`), with `self.`, `?`, `!` or neither, or `= self.NAME` as
  /// `ownDelegate(ofClass:)` reads it. Read from the declarations; an assignment inside a
  /// branch is not read.
  public func setsParentDelegate(ofClass className: String) -> [ControllerKind] {
    [ControllerKind.navigation, .tab].filter { parentDelegate(ofClass: className, $0) != nil }
  }

  /// The expression the container of `kind` gets as its delegate from a controller of class
  /// `className` (`setsParentDelegate(ofClass:)`): `self`, or `self.NAME`.
  public func parentDelegate(ofClass className: String, _ kind: ControllerKind) -> String? {
    let property = kind == .tab ? "tabBarController" : "navigationController"
    return firstDelegate(ofClass: className, hooks: Self.parentDelegateHooks) { item in
      for unwrap in ["?", "!", ""] {
        if let value = Self.assigned(item, to: property + unwrap + ".") { return value }
      }
      return nil
    }
  }

  /// The callbacks whose top-level statements are read: the view has loaded by the time any
  /// of them runs, which is what the planner checks.
  private static let parentDelegateHooks = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

  /// The first delegate `assignment` finds among the top-level statements of the `hooks` of
  /// `className` and its superclasses of the files, as an expression in its scope.
  private func firstDelegate(
    ofClass className: String, hooks: [String], _ assignment: (CodeBlockItemSyntax) -> String?
  ) -> String? {
    var current = types[className]
    var seen = 0
    while let type = current, seen < 100 {
      for hook in hooks {
        let statements = Array(type.method(hook)?.body?.statements ?? [])
        for (index, item) in statements.enumerated() {
          guard let value = assignment(item) else { continue }
          if value == "self" { return value }
          if let held = held(value, type, before: statements[..<index]) { return held }
        }
      }
      current = type.superclass
      seen += 1
    }
    return nil
  }

  /// `self.NAME` when NAME (written `NAME` or `self.NAME`) is a property of `type` with a
  /// default value or a getter; else the last value an earlier statement assigns it; nil
  /// for anything else (a call, a new object written in place).
  private func held(_ value: String, _ type: SwiftType, before: ArraySlice<CodeBlockItemSyntax>)
    -> String?
  {
    let name = value.hasPrefix("self.") ? String(value.dropFirst(5)) : value
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      name.first?.isLetter == true || name.first == "_"
    else { return nil }
    if type.computed[name] != nil { return "self." + name }
    guard let stored = type.stored.first(where: { $0.name == name }) else { return nil }
    if stored.initial != nil { return "self." + name }
    for item in before.reversed() {
      if let assigned = Self.assignedValue(item, to: name)
        ?? Self.assignedValue(item, to: "self." + name)
      {
        return assigned
      }
    }
    return nil
  }

  /// The right-hand side of `PREFIXdelegate = VALUE` (spaces aside), or nil.
  private static func assigned(_ item: CodeBlockItemSyntax, to prefix: String) -> String? {
    for written in [prefix, "self." + prefix] {
      if let value = assignedValue(item, to: written + "delegate") {
        return value.filter { !$0.isWhitespace }
      }
    }
    return nil
  }

  /// The right-hand side of `target = VALUE` as written, or nil when `item` assigns anything
  /// else.
  private static func assignedValue(_ item: CodeBlockItemSyntax, to target: String) -> String? {
    guard case .expr(let expression) = item.item,
      let sequence = expression.as(SequenceExprSyntax.self)
    else { return nil }
    let parts = Array(sequence.elements)
    guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
      parts[0].trimmedDescription.filter({ !$0.isWhitespace }) == target
    else { return nil }
    return parts[2].trimmedDescription
  }
}
