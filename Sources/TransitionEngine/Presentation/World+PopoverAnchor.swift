extension World {
  /// M-17: the rectangle, in window coordinates, a popover's anchor names; nil when it names
  /// nothing on screen (a bar button item with no navigation bar showing it).
  func anchorFrame(_ anchor: PopoverAnchor, source: String) -> Rect? {
    if let owner = anchor.viewOwner {
      guard let view = controllers[owner]?.view else { return nil }
      let frame = frameInWindow(view)
      if case .sourceView(_, let rect?) = anchor {
        // M-17 [C: DOC-sourceView]: sourceRect is in the source view's coordinates.
        return Rect(
          x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
      }
      return frame
    }
    guard let slot = anchor.barButtonSlot, let bar = navigationBarShowing(source) else {
      return nil
    }
    // M-17 [C: DOC-barButtonItem]: the arrow points at the item. Where the item sits in the
    // bar is not in the sources [I]: a 44-pt square 8 pt in from the bar's end.
    let frame = frameInWindow(bar)
    let side = 44.0
    let x = slot == .leftBarButtonItem ? frame.x + 8 : frame.maxX - 8 - side
    return Rect(x: x, y: frame.y, width: side, height: min(side, frame.height))
  }

  /// The navigation bar that shows `name`'s navigationItem: the bar of the navigation
  /// controller whose top child is `name` or one of its ancestors; nil when none does.
  func navigationBarShowing(_ name: String) -> ViewID? {
    var current: String? = name
    var steps = 0
    while let candidate = current, steps <= controllers.count {
      if let parent = controllers[candidate]?.parent, let nav = controllers[parent],
        nav.kind == .navigation
      {
        guard nav.topChild == candidate, let bar = nav.chrome.bar, isInWindow(parent) else {
          return nil
        }
        return forest.superview(of: bar) == nil ? nil : bar
      }
      current = controllers[candidate]?.parent
      steps += 1
    }
    return nil
  }
}
