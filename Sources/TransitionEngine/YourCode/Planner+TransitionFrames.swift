extension Planner {
  /// the geometry the step's transition context will hand the animator, as
  /// the world already decides it when UIKit asks the delegate (before anything moves). A push
  /// or pop runs in the navigation controller's wrapper view with the to-view at the
  /// content bounds; a tab switch in the tab's wrapper view (TB-1, TB-4) with the to-view at
  /// its bounds; a presentation in a new container (T-1, T-2) with the to-view at
  /// frameOfPresentedViewInContainerView (PC-4, `presentFrames`); a dismissal in the
  /// presentation's container. The controller whose view leaves the window ends at zero
  /// . Nil for any other step, and unknown parts stay out.
  func transitionFrames(of action: StepAction, present: PresentSpec?) -> TransitionFrames? {
    let roles = roles(of: action)
    switch action {
    case .push, .pop, .popToRoot:
      guard let nav = roles["navigationController"], let wrapper = world[nav]?.chrome.wrapper,
        let from = roles["fromVC"], let to = roles["toVC"]
      else { return nil }
      guard var frames = wrapperFrames(wrapper, from: from) else { return nil }
      let bounds = contentBounds(of: nav)
      frames.final["toVC"] = bounds
      frames.views["toView"] = bounds
      if world[to] != nil { frames.sameViews = ["toVC", "fromVC"] }
      return frames
    case .select:
      // TB-1: the wrapper's frame is the transition view's bounds, and the new tab's view is
      // laid out at the wrapper's bounds (Planner.select). TB-7: a tab reached through the
      // More navigation controller is not the controller the roles name; its frames stay
      // unknown.
      guard let tab = roles["tabBarController"], let wrapper = world[tab]?.chrome.wrapper,
        let from = roles["fromVC"], let to = roles["toVC"], from != to,
        world[tab]?.moreTabs == nil || !world.showsMoreItem(tab),
        var frames = wrapperFrames(wrapper, from: from),
        let bounds = world.forest.node(wrapper)?.layoutFrame.bounds
      else { return nil }
      frames.final["toVC"] = bounds
      frames.views["toView"] = bounds
      frames.sameViews = ["toVC", "fromVC"]
      return frames
    case .present(let written):
      return presentFrames(present ?? written)
    case .dismiss(let name, _):
      guard let presentation = world.presentations[name], world[name]?.presented == nil,
        let container = world.forest.node(presentation.container)?.layoutFrame
      else { return nil }
      var frames = TransitionFrames()
      frames.container = container
      frames.containerInWindow = plainFrameInWindow(presentation.container)
      frames.final["fromVC"] = .zero
      if let moving = world.movingView(of: presentation),
        let frame = world.forest.node(moving)?.layoutFrame
      {
        frames.initial["fromVC"] = frame
        frames.views["fromView"] = frame
        if moving == world[name]?.view {
          frames.sameViews.insert("fromVC")
        } else if let own = viewFrame(of: name) {
          // V's view inside the wrapper that moves (a sheet's card, a popover).
          frames.views["view fromVC"] = own
          frames.views["view " + name] = own
        }
        noteStart("fromView", moving, in: presentation.container, &frames)
      }
      let grabbing = PresentationRules.grabsPresentersView(
        presentation.style, custom: presentation.custom)
      frames.isPresentation = false
      if !grabbing { frames.nilViews.insert("toView") }
      if grabbing, let frame = viewFrame(of: presentation.presenter) {
        frames.views["toView"] = frame
        frames.sameViews.insert("toVC")
      }
      return frames
    default:
      return nil
    }
  }

  /// A push's, pop's or tab switch's container (the wrapper) and the from-view in it, which
  /// ends at zero; the to-controller starts at zero.
  private func wrapperFrames(_ wrapper: ViewID, from: String) -> TransitionFrames? {
    guard let container = world.forest.node(wrapper)?.layoutFrame else { return nil }
    var frames = TransitionFrames()
    frames.container = container
    frames.containerInWindow = plainFrameInWindow(wrapper)
    frames.initial["toVC"] = .zero
    frames.final["fromVC"] = .zero
    if let view = world[from]?.view, let frame = world.forest.node(view)?.layoutFrame {
      frames.initial["fromVC"] = frame
      frames.views["fromView"] = frame
      noteStart("fromView", view, in: wrapper, &frames)
    }
    return frames
  }

  /// Whether the view of `key` starts in the container, and whether it has a transform.
  func noteStart(
    _ key: String, _ view: ViewID, in container: ViewID, _ frames: inout TransitionFrames
  ) {
    if world.forest.superview(of: view) == container { frames.inContainer.insert(key) }
    if world.forest.node(view)?.transform != .identity { frames.transformed.insert(key) }
  }

  /// The frame of a controller's view, if it has one in the forest.
  func viewFrame(of controller: String) -> Rect? {
    world[controller]?.view.flatMap { world.forest.node($0)?.layoutFrame }
  }

  /// The frame of `view` in the window's coordinates, when it is in the window and no view
  /// from it up to the window has a transform other than identity; nil otherwise.
  func plainFrameInWindow(_ view: ViewID) -> Rect? {
    guard let node = world.forest.node(view), node.transform == .identity else { return nil }
    var frame = view == world.window ? node.layoutFrame.bounds : node.layoutFrame
    var current = view == world.window ? nil : world.forest.superview(of: view)
    var steps = 0
    while let ancestor = current, ancestor != world.window, steps < 100_000 {
      guard let up = world.forest.node(ancestor), up.transform == .identity else { return nil }
      frame = frame.offsetBy(dx: up.layoutFrame.x, dy: up.layoutFrame.y)
      current = world.forest.superview(of: ancestor)
      steps += 1
    }
    guard view == world.window || current == world.window else { return nil }
    return frame
  }
}
