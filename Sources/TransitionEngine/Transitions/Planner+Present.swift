extension Planner {
  /// `present(_:animated:completion:)` (§3, §5, §6, §13.1).
  mutating func present(_ spec: PresentSpec, animated: Bool, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    let name = spec.controller.name
    let ios = world.environment.ios
    let requested = PresentationRules.resolveAutomatic(spec.style, ios: ios)
    let adaptiveNone =
      world[name]?.options.adaptiveNone ?? spec.controller.options.adaptiveNone
    let style = PresentationRules.adapt(
      requested, traits: world.environment.traits, ios: ios, adaptiveNone: adaptiveNone)
    let action = ResolvedAction.present(
      ControllerID(name), from: ControllerID(spec.from), style: spec.style)
    let requestedTransition =
      spec.transition ?? world[name]?.options.modalTransitionStyle
      ?? spec.controller.options.modalTransitionStyle
    let decision = decidePresentation(
      of: spec.controller, from: spec.from, style: style, custom: spec.custom,
      transition: requestedTransition ?? .coverVertical, hasAnchor: spec.source != nil)
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
    world.instantiate(spec.controller)
    // §3.1: presenting from a detached controller is logged as discouraged and goes ahead.
    if let warning = world.detachedPresenterWarning(presenter) { recorder.warnings.append(warning) }
    let transition =
      placement == .window
      ? (requestedTransition ?? .coverVertical)
      : transitionStyle(for: name, requested: requestedTransition, presenter: presenter)
    let grabbing = PresentationRules.grabsPresentersView(style, custom: spec.custom)
    let controllerClass = PresentationRules.controllerClass(requested, ios: ios)
    let cancelled = spec.interactiveCancelled
    // with an animator the app's interaction controller may drive the presentation.
    let interactive =
      animator == nil ? (cancelled ? true : nil) : interactiveCancel(cancelled: cancelled)
    let animate = animated || interactive != nil
    var story = PresentStory(
      presented: name, presenter: presenter, source: spec.from, requested: requested,
      style: style, controllerClass: controllerClass, grabbing: grabbing, placement: placement,
      adaptiveNone: adaptiveNone, ios: ios)

    if animator != nil && animate {
      askForAnimator(
        .present(
          presented: name, presenter: presenter, source: spec.from, custom: style == .custom),
        interactive: interactive != nil)
    }
    world.loadViewIfNeeded(name)
    let container = makeContainer(presenter: presenter, placement: placement)
    // P-7: the links are set as soon as the presentation starts.
    world.linkPresentation(
      Presentation(
        presented: name, presenter: presenter, source: spec.from, requestedStyle: requested,
        style: style, custom: spec.custom, anchor: spec.source, placement: placement,
        container: container), controllerClass: controllerClass)
    if let sheet = spec.sheet { world.presentations[name]?.sheet = sheet }
    story.sheet = SheetStory(world: world, name: name, configured: spec.sheet != nil)
    // N-12: a zoom presentation hides its source view while it runs.
    let zoom = animate && animator == nil ? zoomSource(presenting: name, from: spec.from) : nil
    story.zoom = zoom.map { $0.text }
    if let view = zoom?.view { world.forest.setHidden(view, true) }
    if animate { world.forest.setRole(container, .containerView) }
    if grabbing, let presenterView = world[presenter]?.view,
      let home = world.forest.superview(of: presenterView)
    {
      // T-4: a grabbing style moves the presenter's view into the container.
      let index = world.forest.subviews(of: home).firstIndex(of: presenterView) ?? 0
      world.presentations[name]?.presenterHome = (home, index)
      world.forest.insert(presenterView, into: container, at: 0)
    }
    if animate { recorder.capture(&world, .containerReady, story.containerReady) }

    world.emit(.presentationController(of: ControllerID(name), .presentationTransitionWillBegin))
    world.addChrome(to: name)
    // Everything in the presenter's view leaves with it, including what is presented in a
    // context inside it.
    let outgoing =
      grabbing
      ? (world[presenter]?.view.map { world.forwardedOwners(under: $0, from: [presenter]) } ?? [])
      : []
    let incoming = world.arrivingSubtree(name)
    world.beginAppearance(outgoing, appearing: false, animated: animate)
    world.beginAppearance(incoming, appearing: true, animated: animate)
    if animate {
      recorder.capture(
        &world, .willBegin,
        story.willBegin(world.events, presenterState: world[presenter]?.appearance))
    }
    if let chrome = spec.custom?.chrome, !chrome.isEmpty, style == .custom {
      recorder.appendExplanation(
        toLast: animate ? .willBegin : .completed,
        "Here the custom presentation controller adds its own chrome to the container: "
          + chrome.joined(separator: ", ") + " (PC-6); it goes when the presentation ends.")
    }

    let geometryFrame = world.presentations[name].map { world.finalFrame(of: $0) } ?? .zero
    let geometry = world.presentations[name].map { world.geometry(of: $0) }
    var custom: (scope: AnimatorScope, line: CodeLine)?
    if let animator, animate {
      // the app's animator adds and removes the views instead of UIKit's animation.
      guard
        let ran = presentWithAnimator(
          animator, story, outgoing: outgoing, incoming: incoming,
          interactiveCancel: interactive, frame: geometryFrame, &recorder)
      else { return action }
      custom = ran
    }
    // M-11: push-back grows with the card, from nothing at the first frame.
    if animate && custom == nil { world.beginSheetMotion() }
    let moving = custom == nil ? world.addContent(to: name, frame: geometryFrame) : nil
    // M-8, N-12: UIKit's own animation of the transition style, unless a zoom replaces it.
    let styleAnimation =
      animate && custom == nil && zoom == nil
      ? moving.map {
        ModalStyleAnimation(
          transition: transition, presented: $0,
          presenter: grabbing ? world[presenter]?.view : nil, final: geometryFrame,
          offscreen: geometry?.offscreen(geometryFrame) ?? geometryFrame, presenting: true)
      } : nil
    world.presentations[name]?.transition = zoom == nil ? transition : nil
    if animate && custom == nil {
      world.emit(.animator(.transitionDuration))
      world.emit(.animator(.animateTransition))
      if let styleAnimation {
        if styleAnimation.presenterOnTop, let view = styleAnimation.presenter {
          world.forest.insert(view, into: container)
        }
        styleAnimation.apply(at: 0, to: &world.forest)
      }
    }
    // §13: the to-view is in the window and laid out: viewIsAppearing, in the same
    // CATransaction as viewWillAppear, before the first frame (also for interactive ones).
    if custom == nil { world.viewIsAppearing(incoming, animated: animate) }
    if animate && custom == nil {
      story.events = world.events
      story.motion = styleAnimation?.startSentence(presented: name, presenter: presenter)
      recorder.capture(&world, .toViewAdded, story.toViewAdded)
      let progress = TransitionAnimation.progress(interactive: cancelled)
      styleAnimation?.apply(at: progress, to: &world.forest)
      world.moveSheets(to: progress)
      story.midway = styleAnimation?.midwaySentence(
        at: progress, presented: name, presenter: presenter)
      let pushBack = world.pushBackNow()
      if !pushBack.isEmpty { story.midway = (story.midway ?? "") + pushBack }
    }
    if cancelled && custom == nil {
      recorder.capture(&world, .interactive, story.interactive)
      styleAnimation?.reset(&world.forest)
      world.endSheetMotion()
      cancelPresentation(story, outgoing: outgoing, incoming: incoming, &recorder)
      return action
    }
    if custom == nil && animate { recorder.capture(&world, .animating, story.animating) }

    if let moving { world.forest.setFrame(moving, geometryFrame) }
    styleAnimation?.reset(&world.forest)
    world.endSheetMotion()
    world.emit(
      .presentationController(
        of: ControllerID(name), .presentationTransitionDidEnd(completed: true)))
    if grabbing, let presenterView = world[presenter]?.view {
      world.forest.removeFromSuperview(presenterView)  // M-1: out of the window.
    }
    if let view = zoom?.view { world.forest.setHidden(view, false) }  // N-12
    world.endAppearance(incoming)
    world.endAppearance(outgoing)
    let consequences =
      custom.map {
        completionConsequences($0.scope, involved: incoming + outgoing + [presenter])
      } ?? ""
    recorder.capture(
      &world, .completed,
      (custom.map { completionLead($0.line) } ?? "")
        + story.completed(animated: animate, world.events)
        + consequences)
    if styleAnimation?.presenterOnTop == true {
      recorder.appendExplanation(
        toLast: .completed,
        "The curled-up corner UIKit goes on drawing over \(name) is not a view in any dump, so "
          + "the tree and the picture show \(name) alone (M-16, unknown).")
    }
    if var scope = custom?.scope { runAnimatorTail(&scope, &recorder) }

    world.forest.setRole(container, nil)
    world.emit(.completionBlock(of: .present))
    if animate { world.emit(.animator(.animationEnded(completed: true))) }
    recorder.capture(&world, .after, story.after(recorder.phases, world.events))
    return action
  }

  /// T-2: a new `UITransitionView` for this presentation, placed in its superview.
  private mutating func makeContainer(presenter: String, placement: PresentationPlacement)
    -> ViewID
  {
    let superview: ViewID
    switch placement {
    case .window: superview = world.window
    case .context(let contextSuperview): superview = contextSuperview
    }
    let bounds = world.forest.node(superview)?.layoutFrame.bounds ?? world.windowBounds
    let container = world.forest.make("UITransitionView", frame: bounds)
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
    recorder.capture(&world, .cancelled, story.cancelled)
    recorder.capture(&world, .after, story.afterCancel)
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
