/// One controller line of `_printHierarchy` and its place in the containment and presentation
/// trees.
public struct DumpController: Hashable, Sendable {
  /// Class and address as printed.
  public var object: DumpObject
  /// `state: …`, nil where the line had none the reader knows.
  public var state: DumpAppearance?
  /// The view as printed; nil for `(view not loaded)` or a line without one.
  public var view: DumpObject?
  /// False for `(view not loaded)`.
  public var viewLoaded: Bool
  /// True when the view was printed in the iOS 17+ form with a colon (`<UIView: 0x…>`).
  public var viewHasColon: Bool
  /// False when the line said ` not in the window`.
  public var inWindow: Bool
  /// True for a `+` line: presented, not a child.
  public var isPresented: Bool
  /// `presented with: <…>`; nil for `(null)` or none.
  public var presentedWith: DumpObject?
  /// True for `presented with: (null)`: a controller detached from every tree.
  public var presentedWithNull: Bool
  /// Depth as read (the receiver is 0).
  public var depth: Int
  /// Index of the parent in `Dump.controllers` (a `|` line).
  public var parent: Int?
  /// Index of the presenting controller in `Dump.controllers` (a `+` line).
  public var presenter: Int?
  /// Children in order, then the controller it presented.
  public var children: [Int] = []
  /// 1-based line in the file (the first, when an author wrapped it).
  public var line: Int
}
