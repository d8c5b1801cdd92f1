extension Planner {
  /// the geometry the step's transition context will hand the animator, as
  /// the world already decides it when UIKit asks the delegate (before anything moves). A push
  /// or pop runs in the navigation controller's wrapper view with the to-view at the
  /// content bounds; a full-screen or custom presentation in a new container the size of the
  /// window (T-1, T-2) with the to-view at frameOfPresentedViewInContainerView (PC-4); a
  /// dismissal in the presentation's container. The controller whose view leaves the window
  /// ends at zero. Nil for any other step, and unknown parts stay out.
  func transitionFrames(of action: StepAction, present: PresentSpec?) -> TransitionFrames? {
    let roles = roles(of: action)
    switch action {
    case .push, .pop, .popToRoot:
      guard let nav = roles["navigationController"], let wrapper = world[nav]?.chrome.wrapper,
        let container = world.forest.node(wrapper)?.layoutFrame,
        let from = roles["fromVC"], let to = roles["toVC"]
      else { return nil }
      let bounds = contentBounds(of: nav)
      var frames = TransitionFrames()
      frames.container = container
      frames.final["toVC"] = bounds
      frames.initial["toVC"] = .zero
      frames.final["fromVC"] = .zero
      frames.views["toView"] = bounds
      if let frame = viewFrame(of: from) {
        frames.initial["fromVC"] = frame
        frames.views["fromView"] = frame
      }
      if world[to] != nil { frames.sameViews = ["toVC", "fromVC"] }
      return frames
    case .present(let written):
      let spec = present ?? written
      let from = spec.from
      let custom = spec.style == .custom ? spec.custom ?? CustomPresentation() : nil
      guard
        spec.style == .fullScreen || spec.style == .overFullScreen
          || custom?.presentsInFullscreen == true
      else { return nil }
      let window = world.windowBounds
      var frames = TransitionFrames()
      frames.container = window
      let final = custom.map { $0.frame(in: window) ?? window } ?? window
      frames.final["toVC"] = final
      frames.initial["toVC"] = .zero
      frames.views["toView"] = final
      frames.sameViews = ["toVC"]
      let grabbing = PresentationRules.grabsPresentersView(spec.style, custom: custom)
      if let frame = viewFrame(of: from) {
        frames.initial["fromVC"] = frame
        frames.final["fromVC"] = grabbing ? .zero : frame
        if grabbing {
          frames.views["fromView"] = frame
          frames.sameViews.insert("fromVC")
        }
      }
      return frames
    case .dismiss(let name, _):
      guard let presentation = world.presentations[name], world[name]?.presented == nil,
        let container = world.forest.node(presentation.container)?.layoutFrame
      else { return nil }
      var frames = TransitionFrames()
      frames.container = container
      frames.final["fromVC"] = .zero
      if let moving = world.movingView(of: presentation),
        let frame = world.forest.node(moving)?.layoutFrame
      {
        frames.initial["fromVC"] = frame
        frames.views["fromView"] = frame
        if moving == world[name]?.view { frames.sameViews.insert("fromVC") }
      }
      let grabbing = PresentationRules.grabsPresentersView(
        presentation.style, custom: presentation.custom)
      if grabbing, let frame = viewFrame(of: presentation.presenter) {
        frames.views["toView"] = frame
        frames.sameViews.insert("toVC")
      }
      return frames
    default:
      return nil
    }
  }

  /// The frame of a controller's view, if it has one in the forest.
  private func viewFrame(of controller: String) -> Rect? {
    world[controller]?.view.flatMap { world.forest.node($0)?.layoutFrame }
  }
}
