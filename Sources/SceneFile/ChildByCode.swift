/// A child controller a controller's own `viewDidLoad` adds with the containment calls
/// (`addChild(_:)`, `view.addSubview(child.view)`, `child.didMove(toParent: self)`, K-1): the
/// scene gives it the same place as a child its `container:` declares under `children:`.
public struct ChildByCode: Sendable {
  /// The child's class: one of the files' (its overrides run too) or UIKit's.
  public var className: String
  /// True when `className` is a class of the Swift files.
  public var isFilesClass: Bool
  /// The name the Swift gave it (`chart` in `addChild(chart)`), when it is a plain name.
  public var variable: String?
  /// `Dashboard.swift:12`: the `addChild(_:)` line.
  public var line: String

  public init(className: String, isFilesClass: Bool, variable: String?, line: String) {
    self.className = className
    self.isFilesClass = isFilesClass
    self.variable = variable
    self.line = line
  }
}
