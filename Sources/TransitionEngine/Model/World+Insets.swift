extension World {
  /// The safe-area insets a controller's view gets from the window and its ancestors: the
  /// window's insets handed down the parent chain by `childInsets`. Walks up only as far as
  /// the nearest controller whose insets are known (`insetsCache`), so a deep chain is walked
  /// once, not at every question; the answer is always that of `uncachedInsets(of:)`.
  mutating func insets(of name: String) -> Insets {
    refreshInsetsCache()
    var chain: [(child: String, parent: String)] = []
    var current = name
    var known: Insets?
    var reachedTop = false
    // No further than there are controllers: a cycle is answered without the cache.
    while chain.count <= controllers.count {
      if let cached = insetsCache[current] {
        known = cached
        break
      }
      guard let parent = controllers[current]?.parent else {
        reachedTop = true
        break
      }
      chain.append((current, parent))
      current = parent
    }
    let cacheable = known != nil || reachedTop
    var insets = known ?? windowInsets
    if known == nil, reachedTop, controllers[current] != nil {
      insetsCache.store(insets, for: current, parent: nil, parentView: nil)
    }
    for link in chain.reversed() {
      insets = childInsets(link.child, in: link.parent, insets: insets)
      if cacheable {
        insetsCache.store(
          insets, for: link.child, parent: link.parent, parentView: controllers[link.parent]?.view)
      }
    }
    return insets
  }

  /// `insets(of:)` worked out from scratch: walks up the parent chain once (no further than
  /// there are controllers), then hands the insets down it, without recursion.
  func uncachedInsets(of name: String) -> Insets {
    var chain: [(child: String, parent: String)] = []
    var current = name
    while chain.count <= controllers.count, let parent = controllers[current]?.parent {
      chain.append((current, parent))
      current = parent
    }
    var insets = windowInsets
    for link in chain.reversed() {
      insets = childInsets(link.child, in: link.parent, insets: insets)
    }
    return insets
  }

  /// Forgets the cached insets that the writes since the last question may have changed.
  /// A controller's write can change its own insets and those below it (its parent link, kind,
  /// view, frame option, children); a navigation controller's or a stack member's write can
  /// change whether the tab bar controller above hides its bar (N-8, TB-12), so the insets
  /// below its parent and grandparent go too. A view's new frame changes the insets of the
  /// children of the controller whose root view it is; a new environment changes everything.
  mutating func refreshInsetsCache() {
    let written = controllers.takeWritten()
    let resized = forest.takeResized()
    guard insetsCache.environment == environment, let written, let resized else {
      insetsCache.reset(for: environment)
      return
    }
    guard !insetsCache.isEmpty else { return }
    for name in written {
      insetsCache.forget(name)
      guard let parent = controllers[name]?.parent else { continue }
      insetsCache.forget(parent)
      if let grandparent = controllers[parent]?.parent { insetsCache.forget(grandparent) }
    }
    for view in resized { insetsCache.forget(view: view) }
  }
}
