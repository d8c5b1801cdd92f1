/// The outcome of checking a `present` call: go ahead with a resolved presenter, or stop.
enum PresentDecision {
  case proceed(presenter: String, placement: PresentationPlacement)
  /// UIKit logs this and ignores the call (§3.1).
  case warning(String)
  /// UIKit raises this exception (§3.1).
  case exception(String)
}

extension Planner {
  /// §3: who actually presents, and whether UIKit lets the call through. Exceptions are
  /// checked first, then the logged refusals in UIKit's order (§3.1).
  func decidePresentation(
    of spec: ControllerSpec, from source: String, style: PresentationStyle,
    custom: CustomPresentation?, transition: ModalTransitionStyle
  ) -> PresentDecision {
    let presented = spec.name
    let v = world.describe(presented)
    if let existing = world[presented] {
      if let presenter = existing.presenting {
        return .exception(
          "NSInvalidArgumentException: Application tried to present modally a view controller "
            + "\(v) that is already being presented by \(world.describe(presenter)).")
      }
      if let parent = existing.parent {
        return .exception(
          "NSInvalidArgumentException: Application tried to present modally a view controller "
            + "\(v) that has a parent view controller \(world.describe(parent)).")
      }
      if presented == world.rootName {
        return .exception(
          "NSInvalidArgumentException: Application tried to present modally a view controller "
            + "\(v) that is the window's root view controller.")
      }
    }
    let (presenter, placement) = resolvePresenter(from: source, style: style, custom: custom)
    if presenter == presented || source == presented || world.isAncestor(presented, of: source) {
      return .exception(
        "NSInvalidArgumentException: Application tried to present modal view controller on "
          + "itself. Presenting controller is \(v).")
    }
    // HI-2, HI-3: a new controller tree that lists existing controllers as children.
    if let refusal = adoptionRefusal(of: spec, anchor: presenter) {
      return .exception(refusal)
    }
    // M-8: partialCurl needs a full-screen presentation from a full-screen presenter.
    let presenterCoversScreen = presenter == world.rootName || world[presenter]?.presenting != nil
    if transition == .partialCurl && (style != .fullScreen || !presenterCoversScreen) {
      return .exception(
        "NSInvalidArgumentException: Application tried to present UIModalTransitionStylePartialCurl "
          + "to or from non-fullscreen view controller \(world.describe(presenter)).")
    }
    // M-6, M-17: a popover's missing anchor is raised later, from will-begin
    // (Planner.raiseFromWillBegin), after these checks.
    let p = world.describe(presenter)
    let s = world.describe(source)
    let modern = world.environment.ios >= 13
    let prefix =
      modern
      ? "Attempt to present \(v) on \(p) (from \(s))" : "Warning: Attempt to present \(v) on \(p)"
    // §3.1 check 1, X-8: an animator that never called completeTransition keeps its
    // transition running, and UIKit refuses every later presentation.
    // P-10, P-11, P-12: a present from a lifecycle callback meets the transition that was
    // running when the callback fired, or one begun earlier in the same run-loop turn.
    if !world.unfinishedTransitions.isEmpty || lifecycleCheck.inProgress(on: presenter) {
      return .warning("\(prefix) while a presentation is in progress.")
    }
    if let busy = world[presenter]?.presented {
      return .warning("\(prefix) which is already presenting \(world.describe(busy)).")
    }
    if !world.isInWindow(presenter) || lifecycleCheck.notInWindow {
      return .warning("\(prefix) whose view is not in the window hierarchy.")
    }
    return .proceed(presenter: presenter, placement: placement)
  }

  /// P-2 / P-3 / P-6: the presenter and where the container goes.
  func resolvePresenter(
    from source: String, style: PresentationStyle, custom: CustomPresentation?
  ) -> (String, PresentationPlacement) {
    if PresentationRules.usesCurrentContext(style, custom: custom) {
      // P-3: the first controller up the parent chain that defines the presentation context.
      var current: String? = source
      var steps = 0
      while let candidate = current, steps <= world.controllers.count {
        if world[candidate]?.definesPresentationContext == true {
          // Its view's superview hosts the container; without one the call is refused later
          // (already presenting, or not in the window).
          let superview = world[candidate]?.view.flatMap { world.forest.superview(of: $0) }
          return (candidate, .context(superview: superview ?? world.window))
        }
        current = world[candidate]?.parent
        steps += 1
      }
    }
    // P-2: a controller that covers the screen: the outermost container of the source, which
    // is the window's root or a presented controller.
    return (world.containmentRoot(of: source), .window)
  }

  /// The modal transition style in force (P-5: a context that provides its style wins).
  func transitionStyle(
    for presented: String, requested: ModalTransitionStyle?, presenter: String
  ) -> ModalTransitionStyle {
    if world[presenter]?.definesPresentationContext == true,
      world[presenter]?.options.providesPresentationContextTransitionStyle == true,
      let style = world[presenter]?.options.modalTransitionStyle
    {
      return style
    }
    return requested ?? world[presented]?.options.modalTransitionStyle ?? .coverVertical
  }
}
