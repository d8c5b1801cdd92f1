extension Planner {
  /// T-1, T-2, PC-4: a presentation's geometry as the world decides it when UIKit
  /// asks the transitioning delegate for an animator, in every style whose transition runs
  /// it. The container is a new UITransitionView as big as its superview's bounds: the window,
  /// or for a current-context style the superview of the context controller's view (T-1,
  /// T-2, P-3). The to-view ends at frameOfPresentedViewInContainerView of the style in force
  /// the frame the presentation itself then uses (`PresentationGeometry.finalFrame`):
  /// the window (M-1), the context controller's view's frame (M-2), the sheet's card (M-4,
  /// M-10), the popover (M-6, M-17), the vended controller's frame (PC-4). The presenting
  /// controller starts where its view is and, when the style takes its view (T-4), ends at
  /// zero. Nil when the present will not go ahead as written (no presenter in the window, a
  /// popover without an anchor, an alert controller): its frames stay unknown.
  func presentFrames(_ written: PresentSpec) -> TransitionFrames? {
    // §5: the presented class's own styles, read from its declarations (no code runs).
    let spec = askSelfStyles(written)
    let name = spec.controller.name
    let (_, requested) = requestedStyle(spec)
    guard !requested.isAlertController else { return nil }
    let options = world[name]?.options ?? spec.controller.options
    let anchor = spec.popoverAnchor
    let style = styleInForce(spec)
    guard style != .popover || anchor != nil else { return nil }
    let (presenter, placement) = resolvePresenter(
      from: spec.from, style: style, custom: spec.custom)
    guard world.isInWindow(presenter), world[presenter]?.presented == nil else { return nil }
    let superview: ViewID
    switch placement {
    case .window: superview = world.window
    case .context(let contextSuperview): superview = contextSuperview
    }
    // T-2: the container's frame is its superview's bounds (Planner.makeContainer).
    let bounds = world.forest.node(superview)?.layoutFrame.bounds ?? world.windowBounds
    var frames = TransitionFrames()
    frames.container = bounds
    frames.containerInWindow = plainFrameInWindow(superview).map {
      Rect(x: $0.x, y: $0.y, width: bounds.width, height: bounds.height)
    }
    let presenterView = world[presenter]?.view
    let presenterFrame = presenterView.flatMap { world.forest.node($0)?.layoutFrame }
    let final = PresentationGeometry(environment: world.environment, container: bounds)
      .finalFrame(
        style: style, preferredSize: options.preferredContentSize, contextFrame: presenterFrame,
        custom: spec.custom, anchor: anchor.flatMap { world.anchorFrame($0, source: spec.from) },
        sheet: spec.sheet ?? SheetConfiguration())
    frames.final["toVC"] = final
    frames.initial["toVC"] = .zero
    frames.views["toView"] = final
    // the to-view is the presented view: a sheet's card, a popover's view or the vended
    // controller's wrapper (PC-3) hold V's view; otherwise it is V's view.
    let wrapped =
      PresentationRules.isCard(style) || style == .popover
      || (style == .custom && spec.custom?.wrapsPresentedView == true)
    if wrapped {
      // World.addContent: V's view fills the wrapper's content, at zero in its own superview.
      frames.views["view toVC"] = final.bounds
      frames.views["view " + name] = final.bounds
    } else {
      frames.sameViews = ["toVC"]
    }
    let grabbing = PresentationRules.grabsPresentersView(style, custom: spec.custom)
    frames.isPresentation = true
    if !grabbing { frames.nilViews.insert("fromView") }
    if let presenterFrame, let presenterView {
      frames.initial["fromVC"] = presenterFrame
      frames.final["fromVC"] = grabbing ? .zero : presenterFrame
      if grabbing {
        // T-4: the presenter's view is moved into the container at the same frame, since
        // the container's frame is its old superview's bounds.
        frames.views["fromView"] = presenterFrame
        frames.sameViews.insert("fromVC")
        frames.inContainer.insert("fromView")
        if world.forest.node(presenterView)?.transform != .identity {
          frames.transformed.insert("fromView")
        }
      }
    }
    return frames
  }

  /// §5, A-3: the style the presentation will have, as `Planner.present` decides it.
  private func styleInForce(_ spec: PresentSpec) -> PresentationStyle {
    let (_, requested) = requestedStyle(spec)
    let options = world[spec.controller.name]?.options ?? spec.controller.options
    return PresentationRules.inForce(
      requested, environment: world.environment, adaptiveNone: options.adaptiveNone,
      hasAnchor: spec.popoverAnchor != nil)
  }

  /// X-2, P-2, P-3: `viewController(forKey: .from)` of a presentation is the presenting
  /// controller UIKit resolves (the source's outermost container, or the controller that
  /// defines the context), not the controller `present` was called on.
  func presentingController(_ written: PresentSpec) -> String {
    let spec = askSelfStyles(written)
    return resolvePresenter(from: spec.from, style: styleInForce(spec), custom: spec.custom).0
  }
}
