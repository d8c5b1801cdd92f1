import SwiftSyntax

/// A cast operator: `as`, `as?`, `as!` or `is`.
enum SwiftCast {
  case plain
  case optional
  case forced
  case check

  init(_ syntax: ExprSyntax) {
    if syntax.is(UnresolvedIsExprSyntax.self) {
      self = .check
      return
    }
    switch syntax.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.text {
    case "?": self = .optional
    case "!": self = .forced
    default: self = .plain
    }
  }

  /// The operator as written, for messages.
  var text: String {
    switch self {
    case .plain: return "as"
    case .optional: return "as?"
    case .forced: return "as!"
    case .check: return "is"
    }
  }
}

/// What the files and UIKit's documented class tree say a class is: its superclasses and the
/// protocols it adopts, so that `as?`, `as!` and `is` answer as Swift would.
extension SwiftProgram {
  /// UIKit's classes the app's code casts to or inherits from, with their superclass (Apple's
  /// class reference); NSObject is the root.
  static let uikitSuperclass: [String: String] = [
    "UIResponder": "NSObject", "UIViewController": "UIResponder", "UIView": "UIResponder",
    "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
    "UITableViewController": "UIViewController",
    "UICollectionViewController": "UIViewController",
    "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
    "UIPresentationController": "NSObject",
    "UISheetPresentationController": "UIPresentationController",
    "UIPopoverPresentationController": "UIPresentationController",
    "UIPercentDrivenInteractiveTransition": "NSObject", "UIStoryboardSegue": "NSObject",
    "UIViewPropertyAnimator": "NSObject", "UIGestureRecognizer": "NSObject",
    "UIPanGestureRecognizer": "UIGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
  ]

  /// The protocols UIKit's class reference lists for these classes that transitions use.
  static let uikitAdopts: [String: [String]] = [
    "UIPercentDrivenInteractiveTransition": ["UIViewControllerInteractiveTransitioning"],
    "UIViewPropertyAnimator": ["UIViewImplicitlyAnimating", "UIViewAnimating"],
  ]

  /// True when a value of class `name` is a `target`, false when it is not, nil when no source
  /// says (a UIKit class unknown to the table, or a UIKit protocol a UIKit class may adopt).
  func isKind(_ name: String, of target: String) -> Bool? {
    let wanted = Self.castTarget(target)
    guard !wanted.isEmpty else { return nil }
    let known = ancestry(of: Self.baseName(name))
    if wanted.allSatisfy({ known.names.contains($0) }) { return true }
    // A type of the files or a class of the table is known whole; UIKit's own protocols
    // adopted by a UIKit class the table does not list are not.
    let unknownTarget = wanted.contains { target in
      !known.names.contains(target) && declared[target] == nil
        && protocolParents[target] == nil && Self.uikitSuperclass[target] == nil
        && target != "NSObject"
    }
    if !known.complete || (unknownTarget && known.hasUIKitBase) { return nil }
    return false
  }

  /// `P & Q`, `any P`, `P?`, `Module.P` as the names to check.
  static func castTarget(_ written: String) -> [String] {
    written.split(separator: "&").map { part in
      var text = part.trimmingSpaces
      if text.hasPrefix("any ") { text = String(text.dropFirst(4)).trimmingSpaces }
      while text.hasSuffix("?") || text.hasSuffix("!") { text = String(text.dropLast()) }
      return baseName(text)
    }.filter { !$0.isEmpty }
  }

  /// Every class and protocol a class of `name` is, walking the files' declarations (with
  /// their extensions) and UIKit's table; `complete` is false past a superclass neither
  /// knows. Swift writes the superclass first, so only a first inherited name may be a class.
  private func ancestry(of name: String) -> (names: Set<String>, complete: Bool, hasUIKitBase: Bool)
  {
    var names: Set<String> = []
    var pending = [(name: name, mayBeClass: true)]
    var complete = true
    var hasUIKitBase = false
    var turns = 0
    while let next = pending.popLast(), turns < 1_000 {
      turns += 1
      guard names.insert(next.name).inserted else { continue }
      if let parents = protocolParents[next.name] {
        pending += parents.map { (Self.baseName($0), false) }
        continue
      }
      let type = declared[next.name]
      if let type {
        pending += type.inherited.enumerated().map { index, written in
          (Self.baseName(written), index == 0 && type.isDeclared)
        }
      }
      if let parent = Self.uikitSuperclass[next.name] {
        hasUIKitBase = true
        pending.append((parent, true))
        pending += (Self.uikitAdopts[next.name] ?? []).map { ($0, false) }
      } else if next.mayBeClass, next.name != "NSObject", type?.isDeclared != true {
        // A superclass neither the files nor the table know: what it adopts is unknown.
        complete = false
      }
    }
    return (names, complete, hasUIKitBase)
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String { Substring(self).trimmingSpaces }
}
