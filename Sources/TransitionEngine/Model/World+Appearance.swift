extension World {
  /// `beginAppearanceTransition`: fires `viewWillAppear` / `viewWillDisappear` on each
  /// controller, parents before children (K-5; the order between parent and child is Q-14).
  mutating func beginAppearance(_ names: [String], appearing: Bool, animated: Bool) {
    for name in names {
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
  /// an iOS 17 API back-deployed to iOS 13).
  mutating func viewIsAppearing(_ names: [String], animated: Bool) {
    guard environment.ios >= 13 else { return }
    for name in names { emit(name, .viewIsAppearing(animated: animated)) }
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

  /// `willMove(toParent:)`.
  mutating func willMove(_ name: String, toParent parent: String?) {
    emit(name, .willMove(toParent: parent.map { ControllerID($0) }))
  }

  /// `didMove(toParent:)`.
  mutating func didMove(_ name: String, toParent parent: String?) {
    emit(name, .didMove(toParent: parent.map { ControllerID($0) }))
  }
}
