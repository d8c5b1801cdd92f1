import SwiftSyntax

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

  /// `delegate = self` or `self.delegate = self`, spaces aside.
  private static func assignsSelfAsDelegate(_ item: CodeBlockItemSyntax) -> Bool {
    let text = item.item.trimmedDescription.filter { !$0.isWhitespace }
    return text == "delegate=self" || text == "self.delegate=self"
  }
}
