import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// N-24, TB-14: `className` is a navigation or tab bar controller of the files (or inherits
  /// from one) whose `viewDidLoad`, its own or a superclass's of the files, sets
  /// `delegate = self` or `self.delegate = self` as one of its statements. Read from the
  /// declarations; nothing runs. An assignment inside a branch is not read (whether it runs
  /// is the world's to say).
  public func setsOwnDelegate(ofClass className: String) -> Bool {
    guard
      isKind(className, of: "UINavigationController") == true
        || isKind(className, of: "UITabBarController") == true
    else { return false }
    var current = types[className]
    var seen = 0
    while let type = current, seen < 100 {
      if let body = type.method("viewDidLoad")?.body,
        body.statements.contains(where: Self.assignsSelfAsDelegate)
      {
        return true
      }
      current = type.superclass
      seen += 1
    }
    return false
  }

  /// N-24, TB-14: the containers a controller of class `className` makes itself the delegate
  /// of in its `viewDidLoad`, `viewWillAppear` or `viewDidAppear` (its own or a superclass's
  /// of the files), as the common wiring
  /// does: `navigationController?.delegate = self` (`.navigation`),
  /// `tabBarController?.delegate = self` (`.tab`), with `self.`, `?`, `!` or neither. Read
  /// from the declarations; an assignment inside a branch is not read.
  public func setsParentDelegate(ofClass className: String) -> [ControllerKind] {
    var kinds: [ControllerKind] = []
    var current = types[className]
    var seen = 0
    while let type = current, seen < 100 {
      for method in Self.parentDelegateHooks {
        for item in type.method(method)?.body?.statements ?? [] {
          if let kind = Self.parentDelegateAssignment(item), !kinds.contains(kind) {
            kinds.append(kind)
          }
        }
      }
      current = type.superclass
      seen += 1
    }
    return kinds
  }

  /// The callbacks whose top-level statements are read: the view has loaded by the time any
  /// of them runs, which is what the planner checks.
  private static let parentDelegateHooks = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

  /// The container whose delegate the statement sets to `self`, or nil.
  private static func parentDelegateAssignment(_ item: CodeBlockItemSyntax) -> ControllerKind? {
    var text = item.item.trimmedDescription.filter { !$0.isWhitespace }
    if text.hasPrefix("self.") { text.removeFirst(5) }
    for (property, kind) in [
      ("navigationController", ControllerKind.navigation), ("tabBarController", .tab),
    ] {
      for unwrap in ["?", "!", ""] where text == property + unwrap + ".delegate=self" {
        return kind
      }
    }
    return nil
  }

  /// `delegate = self` or `self.delegate = self`, spaces aside.
  private static func assignsSelfAsDelegate(_ item: CodeBlockItemSyntax) -> Bool {
    let text = item.item.trimmedDescription.filter { !$0.isWhitespace }
    return text == "delegate=self" || text == "self.delegate=self"
  }
}
