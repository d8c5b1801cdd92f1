extension Planner {
  /// T-6: a sheet dragged down and released: `completeTransition(false)`.
  mutating func cancelDismissal(
    top: String, presenter: String, leaving: [String], returning: [String], grabbing: Bool,
    final: Rect, zoom: Bool = false, _ recorder: inout StepRecorder
  ) {
    world.emit(
      .presentationController(of: ControllerID(top), .dismissalTransitionDidEnd(completed: false)))
    askDismissalHook(of: top, completed: false)  // PC-6
    if let moving = world.presentations[top].flatMap({ world.movingView(of: $0) }) {
      world.forest.setFrame(moving, final)
    }
    if grabbing, let presenterView = world[presenter]?.view {
      world.forest.removeFromSuperview(presenterView)
    }
    world.beginAppearance(returning, appearing: false, animated: true)
    world.beginAppearance(leaving, appearing: true, animated: true)
    world.viewIsAppearingInPlace(leaving, animated: true)
    world.endAppearance(returning)
    world.endAppearance(leaving)
    recorder.capture(
      &world, .cancelled, note: PhaseNote(.sheet(.releasedEarly(events: world.events, zoom: zoom))))
    if let container = world.presentations[top]?.container { world.forest.setRole(container, nil) }
    recorder.capture(&world, .after, note: stillPresented(top, recorder))
  }
}
