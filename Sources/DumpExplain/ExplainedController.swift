import DumpReader

/// A controller of the dump with what the explanation made of it.
public struct ExplainedController: Hashable, Sendable {
  /// The address as printed, or a made-up `#N`.
  public var id: String
  public var className: String
  public var state: DumpAppearance?
  /// False for ` not in the window`.
  public var inWindow: Bool
  public var viewLoaded: Bool
  /// The view's class and address as `_printHierarchy` printed them.
  public var viewClass: String?
  public var viewAddress: String?
  /// True when the view was printed `<Class: 0x…>` with a colon (the iOS 17+ form).
  public var viewHasColonForm: Bool
  /// Index of its view in `Explanation.views`, when both dumps were given and the address
  /// matched.
  public var view: Int?
  /// Index of the parent controller.
  public var parent: Int?
  public var children: [Int]
  /// Index of the presenting controller (a `+` line).
  public var presenter: Int?
  /// True for a `+` line.
  public var isPresented: Bool
  /// True for a `+` line at the top with `presented with: (null)`: in no tree at all.
  public var isDetached: Bool
  /// The presentation controller's class (`presented with:`).
  public var presentedWith: String?
  /// The `UIModalPresentationStyle` name, `root`, or nil when it cannot be told.
  public var style: String?
  public var depth: Int
  public var path: String
  public var line: Int
}
