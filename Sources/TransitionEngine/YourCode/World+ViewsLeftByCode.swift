extension World {
  /// K-5: a view the app's code left under a superview by hand (`addSubview`,
  /// `insertSubview`, or `removeFromParent()` that leaves the view in place, K-2), or left in
  /// a container whose children the app's code changed by hand (N-2, TB-2, SV-1), goes
  /// wherever that superview goes. When a later transition (a pop, a dismiss, a rotation, …) brings it
  /// into the window while its controller is in no controller tree, the view is shown without
  /// a controller: nobody forwards appearance callbacks to it. Marks every such controller
  /// in the window once, and returns the sentences that tell the user, for the explanation of
  /// the phase where it is first seen.
  mutating func markViewsLeftByCode() -> [CodeLineText] {
    let changedContainers = appMistakes.contains {
      if case .containerContent = $0 { return true }
      return false
    }
    guard !viewsLeftByCode.isEmpty || changedContainers else { return [] }
    var sentences: [CodeLineText] = []
    for owner in owners(under: window)
    where !appMistakes.contains(.viewWithoutController(owner)) && !isInControllerTree(owner) {
      guard let cause = causeOfViewWithoutController(owner) else { continue }
      markAppMistake(.viewWithoutController(owner))
      markAppMistake(.appearanceOutOfStep(owner))
      let state = controllers[owner]?.appearance.rawValue ?? "disappeared"
      sentences.append(
        CodeLineText(ViewsLeftNote.noController(owner: owner, cause: cause, state: state)))
    }
    return sentences + markCarriedAlongByCode()
  }

  /// K-5: a controller in the controller tree whose view rides inside a view the app's code
  /// left under another controller's view comes and goes with that view, but UIKit tells it
  /// only what the controller tree forwards. Marks it out of step once its state and its
  /// view's presence in the window disagree (appeared out of the window, disappeared in it),
  /// and returns the sentences that say so.
  private mutating func markCarriedAlongByCode() -> [CodeLineText] {
    var sentences: [CodeLineText] = []
    for (view, left) in viewsLeftByCode.sorted(by: { $0.key < $1.key })
    where forest.superview(of: view) == left.superview {
      guard let holder = forest.node(view)?.owner else { continue }
      let host = owningController(of: left.superview)
      for name in forest.subtree(of: view).compactMap(\.owner)
      where isInControllerTree(name) && !appMistakes.contains(.appearanceOutOfStep(name)) {
        let inWindow = isInWindow(name)
        guard let state = controllers[name]?.appearance,
          state == (inWindow ? .disappeared : .appeared)
        else { continue }
        markAppMistake(.appearanceOutOfStep(name))
        sentences.append(
          CodeLineText(
            ViewsLeftNote.carried(
              name: name, inWindow: inWindow, host: host, holder: holder == name ? nil : holder,
              state: state.rawValue)))
      }
    }
    return sentences
  }

  /// Why `name`'s view is where it is, when the app's code is the reason: walking up from the
  /// view to the first view of a controller in the controller tree, a view the code left
  /// there, or that controller's content changed by hand (N-2, TB-2, SV-1). Nil otherwise.
  private func causeOfViewWithoutController(_ name: String) -> ViewsLeftNote.Cause? {
    guard let start = controllers[name]?.view else { return nil }
    var current: ViewID? = start
    while let view = current, view != window {
      let owner = forest.node(view)?.owner
      if view != start, let owner, isInControllerTree(owner) {
        guard appMistakes.contains(.containerContent(owner)) else { return nil }
        return .letGo(container: owner, name: name)
      }
      if let left = viewsLeftByCode[view], forest.superview(of: view) == left.superview {
        return leftCause(name, owner ?? name, left)
      }
      current = forest.superview(of: view)
    }
    return nil
  }

  /// The app's code left `holder`'s view (which is or holds `name`'s) under a superview.
  private func leftCause(_ name: String, _ holder: String, _ left: ViewLeftByCode)
    -> ViewsLeftNote.Cause
  {
    let host = owningController(of: left.superview)
    let rider = holder == name ? nil : holder
    if left.removedFromParent { return .leftAfterRemove(name: name, holder: rider, host: host) }
    return .putByHand(holder: rider, host: host)
  }
}
