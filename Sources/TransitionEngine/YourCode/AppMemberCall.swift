/// A `code:` line that calls a member of the app's own Swift on a controller (issue 32):
/// `Home.showDetails(for: Item)` (a method of the files' class, or of an extension of
/// `UIViewController`), `Shell.current = Child` (a stored property with `willSet` / `didSet`),
/// or `Shell.addChild(Child)` on a class that overrides `addChild(_:)`. The reader keeps the
/// line when the declarations have the member; the planner runs it when the line runs.
public struct AppMemberCall: Hashable, Sendable {
  /// The controller the member is called on.
  public var receiver: CodeName
  /// The method or property name.
  public var member: String
  /// Each argument's label (nil for `_`) and the controller it names; for an assignment, the
  /// one value assigned, unlabelled.
  public var arguments: [(label: String?, value: CodeName)] {
    zip(labels, values).map { ($0, $1) }
  }
  /// The arguments' labels, in order.
  public var labels: [String?]
  /// The controllers the arguments name, in order.
  public var values: [CodeName]
  /// True for `Receiver.member = Value`.
  public var isAssignment: Bool

  public init(
    receiver: CodeName, member: String, labels: [String?], values: [CodeName],
    isAssignment: Bool
  ) {
    self.receiver = receiver
    self.member = member
    self.labels = labels
    self.values = values
    self.isAssignment = isAssignment
  }

  /// The same call with every name as `resolve` gives it (a `perform` block's `source`).
  public func resolved(_ resolve: (CodeName) -> String) -> AppMemberCall {
    var copy = self
    copy.receiver.text = resolve(receiver)
    copy.values = values.map { CodeName(resolve($0), location: $0.location) }
    return copy
  }
}
