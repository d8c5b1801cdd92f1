/// The safe-area insets `World.insets(of:)` found, kept until a write that can change them, so
/// that a chain thousands of controllers deep is walked about once, not at every step.
///
/// A controller's insets follow from its parent's insets and the link between them: the
/// parent's kind, its view's frame, the child's own frame option, the tab bar a tab parent
/// hides or shows (its selected navigation controller and that one's stack), a split's columns,
/// and the environment. So an entry is stored only while its parent's is stored (or for a
/// controller with no parent), and forgetting an entry forgets every entry stored below it.
/// `World.refreshInsetsCache()` forgets what the writes since the last question may have
/// changed.
struct InsetsCache {
  /// Insets by controller name.
  private var entries: [String: Insets] = [:]
  /// The controllers stored as children of the key, as they were when stored (duplicates and
  /// names stored again since are possible: forgetting them twice costs nothing).
  private var storedChildren: [String: [String]] = [:]
  /// The controller whose root view each view was when a child's insets were worked out
  /// from that view's frame.
  private var watchedViews: [ViewID: String] = [:]
  /// The environment every entry was worked out in.
  private(set) var environment: Environment?
  /// False keeps nothing, so that every question is worked out from scratch (for tests that
  /// compare the two).
  var isEnabled = true

  var isEmpty: Bool { entries.isEmpty }

  subscript(name: String) -> Insets? { entries[name] }

  /// Keeps a controller's insets, worked out from `parent`'s (nil for a controller with no
  /// parent) and the frame of `parentView`, the parent's root view.
  mutating func store(_ insets: Insets, for name: String, parent: String?, parentView: ViewID?) {
    guard isEnabled else { return }
    entries[name] = insets
    if let parent { storedChildren[parent, default: []].append(name) }
    if let parentView, let parent { watchedViews[parentView] = parent }
  }

  /// Forgets a controller's insets and everything stored below it.
  mutating func forget(_ name: String) {
    var stack = [name]
    while let next = stack.popLast() {
      entries[next] = nil
      if let children = storedChildren.removeValue(forKey: next) { stack += children }
    }
  }

  /// Forgets what a change of this view's frame may change: the insets of the children of
  /// the controller whose root view it is.
  mutating func forget(view: ViewID) {
    if let owner = watchedViews[view] { forget(owner) }
  }

  /// Forgets everything, for a new environment.
  mutating func reset(for environment: Environment) {
    self = InsetsCache(environment: environment, isEnabled: isEnabled)
  }
}
