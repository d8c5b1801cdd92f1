extension World {
  /// K-5: a controller the app's own code left outside the controller tree while its view
  /// stays in the window (`viewWithoutController`) takes along what hangs from it: children
  /// later added to it and controllers it presents (§3.1: presenting from a detached
  /// controller goes ahead) are outside the tree too, and no appearance callbacks are
  /// forwarded to them from the window's root. Called before every snapshot, so the marks
  /// follow the first mistake wherever it spreads.
  mutating func markWhatHangsFromDetachedControllers() {
    let detached = Set(
      appMistakes.compactMap { mistake -> String? in
        if case .viewWithoutController(let name) = mistake { return name }
        return nil
      })
    guard !detached.isEmpty else { return }
    for owner in owners(under: window) where !detached.contains(owner) {
      guard hangsFrom(detached, owner) else { continue }
      markAppMistake(.viewWithoutController(owner))
      markAppMistake(.appearanceOutOfStep(owner))
    }
  }

  /// True when a parent or presenter chain from `name` reaches one of `names` before it ends
  /// (a controller in the controller tree reaches the root instead).
  private func hangsFrom(_ names: Set<String>, _ name: String) -> Bool {
    var current = name
    var steps = 0
    while steps <= controllers.count {
      if names.contains(current) { return true }
      if current == rootName { return false }
      guard let next = controllers[current]?.parent ?? controllers[current]?.presenting else {
        return false
      }
      current = next
      steps += 1
    }
    return false
  }

  /// §3.1: the line UIKit logs when the presenter hangs from no window's root.
  func detachedPresenterWarning(_ presenter: String) -> String? {
    guard !isInControllerTree(presenter) else { return nil }
    return "Presenting view controllers on detached view controllers is discouraged "
      + "\(describe(presenter))."
  }
}
