extension World {
  /// `beginAppearanceTransition`: fires `viewWillAppear` / `viewWillDisappear` on each
  /// controller, parents before children (K-5; the order between parent and child is Q-14).
  /// A controller whose view is not loaded yet loads it right before its own `viewWillAppear`
  /// (LC-1: `viewDidLoad` always precedes `viewWillAppear`; a container's child after the
  /// container's `viewWillAppear` [I]).
  mutating func beginAppearance(_ names: [String], appearing: Bool, animated: Bool) {
    for name in names {
      if appearing { loadViewIfNeeded(name) }
      controllers[name]?.appearance = appearing ? .appearing : .disappearing
      controllers[name]?.appearanceAnimated = animated
      emit(
        name,
        appearing ? .viewWillAppear(animated: animated) : .viewWillDisappear(animated: animated))
    }
  }

  /// §13: `viewIsAppearing` once the view is in the hierarchy and its superview has laid it
  /// out, in the same CATransaction as `viewWillAppear` (before the first animation frame);
  /// callers send it right after adding the to-view. Shown for iOS 13+ profiles only (§15.5:
  /// an iOS 17 API back-deployed to iOS 13). LC-2: each controller's own layout pass
  /// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) follows its `viewIsAppearing`, as
  /// WWDC23's appearance diagram draws it; parents before children (LC-2 [I]).
  /// L-3 [I]: on iOS 26 profiles a controller laid out during a transition gets
  /// `updateProperties()` right before that layout pass (Q-27: the position relative to
  /// `viewIsAppearing` and the call without an explicit request are unconfirmed).
  mutating func viewIsAppearing(_ names: [String], animated: Bool) {
    for name in names {
      if environment.ios >= 13 { emit(name, .viewIsAppearing(animated: animated)) }
      if environment.ios >= 26 { emit(name, .updateProperties) }
      layoutPass(name)
    }
  }

  /// `viewIsAppearing` for views that never left the window and keep their size, as when an
  /// interactive transition is cancelled: no layout pass follows (LC-2 [I]).
  mutating func viewIsAppearingInPlace(_ names: [String], animated: Bool) {
    guard environment.ios >= 13 else { return }
    for name in names { emit(name, .viewIsAppearing(animated: animated)) }
  }

  /// LC-2, LC-4: the layout pass of a controller's view (added to the window, or resized):
  /// `viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`.
  mutating func layoutPass(_ name: String) {
    emit(name, .viewWillLayoutSubviews)
    emit(name, .viewDidLayoutSubviews)
  }

  /// `endAppearanceTransition`: fires `viewDidAppear` / `viewDidDisappear` according to the
  /// state each controller is in.
  mutating func endAppearance(_ names: [String]) {
    for name in names {
      guard let state = controllers[name]?.appearance else { continue }
      switch state {
      case .appearing, .appeared:
        controllers[name]?.appearance = .appeared
        emit(name, .viewDidAppear(animated: controllers[name]?.appearanceAnimated ?? false))
      case .disappearing, .disappeared:
        controllers[name]?.appearance = .disappeared
        emit(name, .viewDidDisappear(animated: controllers[name]?.appearanceAnimated ?? false))
      }
    }
  }

  /// The controllers whose views left or joined the window when a layout changed (`before`
  /// were on screen, `after` are): disappearance and appearance together, will-callbacks
  /// first, then viewIsAppearing, then did-callbacks [I for the exact order].
  mutating func appearanceForRelayout(before: [String], after: [String], animated: Bool) {
    let leaving = before.filter { !after.contains($0) }
    let entering = after.filter { !before.contains($0) }
    beginAppearance(leaving, appearing: false, animated: animated)
    beginAppearance(entering, appearing: true, animated: animated)
    viewIsAppearing(entering, animated: animated)
    endAppearance(leaving)
    endAppearance(entering)
  }

  /// `willMove(toParent:)`.
  mutating func willMove(_ name: String, toParent parent: String?) {
    emit(name, .willMove(toParent: parent.map { ControllerID($0) }))
  }

  /// `didMove(toParent:)`.
  mutating func didMove(_ name: String, toParent parent: String?) {
    emit(name, .didMove(toParent: parent.map { ControllerID($0) }))
  }
}
