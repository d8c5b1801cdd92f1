extension Planner {
  /// `present(_:animated:completion:)` (§3, §5, §6, §13.1).
  mutating func present(_ spec: PresentSpec, animated: Bool, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    var spec = askPresentation(askSelfStyles(spec), &recorder)  // §5, PC-1
    let name = spec.controller.name
    let ios = world.environment.ios
    let (className, requested) = requestedStyle(spec)
    let adaptiveNone = world[name]?.options.adaptiveNone ?? spec.controller.options.adaptiveNone
    let anchor = spec.popoverAnchor
    let style = PresentationRules.inForce(
      requested, environment: world.environment, adaptiveNone: adaptiveNone,
      hasAnchor: anchor != nil)
    let action = ResolvedAction.present(
      ControllerID(name), from: ControllerID(spec.from), style: spec.style)
    let requestedTransition =
      spec.transition ?? world[name]?.options.modalTransitionStyle
      ?? spec.controller.options.modalTransitionStyle
    let decision = decidePresentation(
      of: spec.controller, from: spec.from, style: style, custom: spec.custom,
      transition: requestedTransition ?? .coverVertical)
    let presenter: String
    let placement: PresentationPlacement
    switch decision {
    case .exception(let text):
      raise(text, &recorder)
      return action
    case .warning(let text):
      refuse(warning: text, &recorder)
      return action
    case .proceed(let resolved, let where_):
      presenter = resolved
      placement = where_
    }
    if requested.isAlertController { spec.controller = AlertPresentation.dressed(spec.controller) }
    if style == .popover && anchor == nil {
      // M-17, M-19 [D]: UIKit accepts the call and raises from presentationTransitionWillBegin.
      raiseFromWillBegin(
        spec, presenter: presenter, placement: placement, requested: requested,
        systemClass: SystemControllers.isSystemController(className) ? className : nil,
        &recorder)
      return action
    }
    world.instantiate(spec.controller)
    // §3.1: presenting from a detached controller is logged as discouraged and goes ahead.
    if let warning = world.detachedPresenterWarning(presenter) { recorder.warnings.append(warning) }
    let transitionStyle =
      placement == .window
      ? (requestedTransition ?? .coverVertical)
      : self.transitionStyle(for: name, requested: requestedTransition, presenter: presenter)
    let grabbing = PresentationRules.grabsPresentersView(style, custom: spec.custom)
    // PC-1: a custom presentation's controller is the one the transitioning delegate vends.
    let controllerClass =
      requested == .custom
      ? (spec.custom?.code?.className ?? PresentationRules.controllerClass(requested, ios: ios))
      : PresentationRules.controllerClass(requested: requested, inForce: style, ios: ios)
    let cancelled = spec.interactiveCancelled
    // with an animator the app's interaction controller may drive the presentation.
    let interactive =
      animator == nil ? (cancelled ? true : nil) : interactiveCancel(cancelled: cancelled)
    var transition = PresentTransition(
      spec: spec, presenter: presenter, requested: requested, style: style,
      placement: placement, controllerClass: controllerClass, transitionStyle: transitionStyle,
      grabbing: grabbing, isCancelled: cancelled, animatorInteraction: interactive,
      isAnimated: animated || interactive != nil,
      story: PresentStory(
        presented: name, presenter: presenter, source: spec.from, requested: requested,
        style: style, controllerClass: controllerClass, grabbing: grabbing, placement: placement,
        adaptiveNone: adaptiveNone, ios: ios))
    // a grabbing style presented from a controller shown in a sheet's card.
    transition.story.presenterInCard =
      grabbing && world.presentations[presenter].map { PresentationRules.isCard($0.style) } == true
    transition.story.alert =
      SystemControllers.sentence(className, presented: name, requested: requested)
      + alertSentences(spec, requested: requested, style: style, controllerClass: controllerClass)
    transition.story.alertChinese = chineseAlertSentences(
      spec, className: className, requested: requested, style: style,
      controllerClass: controllerClass)
    drive(&transition, &recorder)
    return action
  }

  /// The presented controller's class and the style it asks for: M-21, a system controller's
  /// class may choose its own (the share sheet's popover); else §5's `.automatic` mapping.
  func requestedStyle(_ spec: PresentSpec) -> (String?, PresentationStyle) {
    let className = world[spec.controller.name]?.className ?? spec.controller.options.className
    let requested =
      SystemControllers.chosenStyle(className, traits: world.environment.traits)
      ?? PresentationRules.resolveAutomatic(spec.style, ios: world.environment.ios)
    return (className, requested)
  }

  /// An alert controller's and a popover anchor's sentences (M-17, M-18, M-19).
  private func alertSentences(
    _ spec: PresentSpec, requested: PresentationStyle, style: PresentationStyle,
    controllerClass: String
  ) -> String {
    AlertStory.why(
      requested: requested, style: style, controllerClass: controllerClass,
      environment: world.environment)
      + AlertStory.anchor(
        spec.anchor, style: style,
        frame: spec.popoverAnchor.flatMap { world.anchorFrame($0, source: spec.from) },
        ios: world.environment.ios)
  }

  /// The sentences of `story.alert` in Chinese (M-21, M-17, M-18, M-19).
  private func chineseAlertSentences(
    _ spec: PresentSpec, className: String?, requested: PresentationStyle,
    style: PresentationStyle, controllerClass: String
  ) -> String {
    let name = spec.controller.name
    return (SystemControllers.note(className, presented: name, requested: requested)?.chinese ?? "")
      + AlertStory.chineseWhy(
        requested: requested, style: style, controllerClass: controllerClass,
        environment: world.environment)
      + AlertStory.chineseAnchor(
        spec.anchor, style: style,
        frame: spec.popoverAnchor.flatMap { world.anchorFrame($0, source: spec.from) },
        ios: world.environment.ios)
  }

  /// T-2: a new `UITransitionView` for this presentation, placed in its superview.
  mutating func makeContainer(presenter: String, placement: PresentationPlacement)
    -> ViewID
  {
    let superview: ViewID
    switch placement {
    case .window: superview = world.window
    case .context(let contextSuperview): superview = contextSuperview
    }
    let bounds = world.forest.node(superview)?.layoutFrame.bounds ?? world.windowBounds
    let container = world.forest.make(ViewClassCatalogue.transitionView, frame: bounds)
    if let presenterView = world[presenter]?.view,
      world.forest.superview(of: presenterView) == superview
    {
      world.forest.insert(container, above: presenterView)  // Directly above P's view.
    } else {
      world.forest.insert(container, into: superview)  // On top (T-2 with the W-3 wrapper).
    }
    return container
  }

  /// T-5: an interactive presentation the user abandons: `completeTransition(false)`.
  mutating func cancelPresentation(
    _ story: PresentStory, outgoing: [String], incoming: [String], _ recorder: inout StepRecorder
  ) {
    let name = story.presented
    world.emit(
      .presentationController(
        of: ControllerID(name), .presentationTransitionDidEnd(completed: false)))
    world.beginAppearance(incoming, appearing: false, animated: true)
    world.beginAppearance(outgoing, appearing: true, animated: true)
    if let presentation = world.presentations[name] {
      restorePresenterView(presentation)
      world.removeContent(of: name)
      world.forest.removeFromSuperview(presentation.container)
    }
    world.viewIsAppearingInPlace(outgoing, animated: true)
    world.endAppearance(incoming)
    world.endAppearance(outgoing)
    world.unlinkPresentation(name)
    recorder.capture(
      &world, .cancelled, note: PresentStory.note(story.cancelled, story.chineseCancelled))
    let changes = changesSinceStart(recorder)
    recorder.capture(
      &world, .after,
      note: PresentStory.note(
        story.afterCancel(changes: changes), story.chineseAfterCancel(changes: changes)))
  }

  /// Puts a grabbed presenter's view back where it was (M-1, `_currentTransitionDidComplete`).
  /// A context presentation whose tab was switched away (its container is out of the view
  /// tree) leaves the presenter's view alone: it goes back when its tab is selected again.
  mutating func restorePresenterView(
    _ presentation: Presentation, containerWasAttached: Bool = true
  ) {
    guard let home = presentation.presenterHome,
      let view = world[presentation.presenter]?.view, containerWasAttached
    else { return }
    let count = world.forest.subviews(of: home.superview).count
    world.forest.insert(view, into: home.superview, at: min(home.index, count))
    world.refreshSubtree(presentation.presenter)
  }
}
