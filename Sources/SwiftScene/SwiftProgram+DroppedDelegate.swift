import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// N-24, TB-14: a top-level statement of `viewDidLoad` (for a navigation or tab bar
  /// controller of class `className`, `kind` nil) or of `viewDidLoad`, `viewWillAppear` or
  /// `viewDidAppear` (for a controller that sets its container's of `kind`) that makes the
  /// delegate a new object written in place: `delegate = Fader()`,
  /// `navigationController?.delegate = Fader()`. UIKit's `delegate` is weak and nothing else
  /// holds that object, so the delegate is nil (Swift warns the instance will be immediately
  /// deallocated). Nil when no such line is there, or when an assignment `ownDelegate` or
  /// `parentDelegate` reads comes first. Declarations only; nothing runs.
  public func droppedDelegate(ofClass className: String, parent kind: ControllerKind?)
    -> DroppedDelegate?
  {
    let prefixes: [String]
    let hooks: [String]
    if let kind {
      guard parentDelegate(ofClass: className, kind) == nil else { return nil }
      let property = kind == .tab ? "tabBarController" : "navigationController"
      prefixes = ["?", "!", ""].map { property + $0 + "." }
      hooks = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
    } else {
      guard
        isKind(className, of: "UINavigationController") == true
          || isKind(className, of: "UITabBarController") == true,
        ownDelegate(ofClass: className) == nil
      else { return nil }
      prefixes = [""]
      hooks = ["viewDidLoad"]
    }
    let targets = Set(prefixes.flatMap { [$0 + "delegate", "self." + $0 + "delegate"] })
    var current = types[className]
    var seen = 0
    while let type = current, seen < 100 {
      for hook in hooks {
        for item in type.method(hook)?.body?.statements ?? [] {
          guard let made = Self.madeInPlace(item, targets) else { continue }
          let source = self.source(containing: item) ?? type.source
          return DroppedDelegate(
            setter: nil, className: made,
            place: "\(source.name):\(source.location(of: item).line)",
            code: SwiftInterpreter.oneLine(item.trimmedDescription))
        }
      }
      current = type.superclass
      seen += 1
    }
    return nil
  }

  /// The class of `Type()` / `Type.init()` when `item` is `TARGET = Type(…)` for one of
  /// `targets` (spaces aside); nil otherwise.
  private static func madeInPlace(_ item: CodeBlockItemSyntax, _ targets: Set<String>) -> String? {
    guard case .expr(let expression) = item.item,
      let sequence = expression.as(SequenceExprSyntax.self)
    else { return nil }
    let parts = Array(sequence.elements)
    guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
      targets.contains(parts[0].trimmedDescription.filter { !$0.isWhitespace }),
      let call = parts[2].as(FunctionCallExprSyntax.self)
    else { return nil }
    var callee = call.calledExpression
    if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
      let base = access.base
    {
      callee = base
    }
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true
    else { return nil }
    return name
  }
}
