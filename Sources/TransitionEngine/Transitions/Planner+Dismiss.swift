extension Planner {
  /// `dismiss(animated:completion:)` called on `name` (§4, §13.2, T-6).
  mutating func dismiss(
    _ name: String, cancelled: Bool, swipeCompleted: Bool = false, animated: Bool,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let action =
      swipeCompleted && animator == nil
      ? ResolvedAction.swipeDismiss(ControllerID(name))
      : ResolvedAction.dismiss(ControllerID(name), cancelled: cancelled)
    // §3.1, X-8: a transition that never completed blocks every dismissal.
    if world.unfinishedTransition != nil {
      refuse(
        warning: "Attempt to dismiss from view controller \(world.describe(name)) while a "
          + "presentation or dismiss is in progress!", &recorder)
      return action
    }
    guard let (base, reason) = dismissalBase(for: name) else {
      refuse(
        warning: "\(name) presents nothing and is not presented, so dismiss(animated:) does "
          + "nothing", &recorder)
      return action
    }
    let chain = dismissalChain(from: base)
    guard let top = chain.last, let topPresentation = world.presentations[top],
      let bottom = world.presentations[base]
    else { return action }
    // D-7: a sheet's own swipe; with an animator the app's interaction controller drives the
    // dismissal instead (X-6, X-7), whatever the style.
    if swipeCompleted, animator == nil, let refusal = swipeRefusal(top: top, chain: chain) {
      refuse(warning: refusal, &recorder)
      return action
    }
    let swipe = (cancelled || swipeCompleted) && isSwipeable(topPresentation) && animator == nil
    let presenter = bottom.presenter
    let attached = world.forest.superview(of: bottom.container) != nil
    let animate = animated || cancelled || swipeCompleted
    let grabbing = bottom.presenterHome != nil
    let container = topPresentation.container
    let intermediates = chain.dropLast()
    if animate { world.forest.setRole(container, .containerView) }

    if animator != nil && animate {
      askForAnimator(.dismiss(dismissed: top), interactive: cancelled || swipeCompleted)
    }
    if swipe { world.emit(.controller(ControllerID(top), .presentationControllerWillDismiss)) }
    world.emit(.presentationController(of: ControllerID(top), .dismissalTransitionWillBegin))
    // X-8: a view an animator borrowed into a container is not part of the dismissal.
    let borrowed = Set(world.borrowedOwners.flatMap { world.visibleSubtree($0) })
    let leaving = shown(under: topPresentation.container, from: chain).filter {
      !borrowed.contains($0)
    }
    let hidden = intermediates.flatMap { name in
      world.presentations[name].map { shown(under: $0.container, from: chain) } ?? []
    }.filter { !leaving.contains($0) && !borrowed.contains($0) }
    // M-8, D-4: UIKit's own animation plays the presentation's transition style backwards.
    let geometry = world.geometry(of: topPresentation)
    let moving = world.movingView(of: topPresentation)
    let final = world.finalFrame(of: topPresentation)
    var styleAnimation: ModalStyleAnimation?
    if animate && animator == nil, let moving, let transition = topPresentation.transition {
      styleAnimation = ModalStyleAnimation(
        transition: transition, presented: moving,
        presenter: grabbing ? world[presenter]?.view : nil, final: final,
        offscreen: geometry.offscreen(final), presenting: false)
    }
    if grabbing, let presenterView = world[presenter]?.view {
      // The presenter's view is the to-view again: back into the top container, below (§6),
      // or on top as the page that unfurls over the presented view (M-16).
      let onTop = styleAnimation?.presenterOnTop == true
      world.forest.insert(presenterView, into: container, at: onTop ? nil : 0)
      world.refreshSubtree(presenter)
    }
    styleAnimation?.apply(at: 0, to: &world.forest)
    let returning =
      grabbing ? (world[presenter]?.view.map { shown(under: $0, from: [presenter]) } ?? []) : []
    world.beginAppearance(leaving, appearing: false, animated: animate)
    world.beginAppearance(hidden, appearing: false, animated: false)
    world.beginAppearance(returning, appearing: true, animated: animate)
    // §13: the returning view is back in the window and laid out; an app's animator (X-8)
    // decides for itself when it adds it.
    if animator == nil || !animate { world.viewIsAppearing(returning, animated: animate) }
    // D-3, Q-8: what the controllers below the top one hear is written from the events.
    let quiet = AppearanceSentence.hearing(world.events).filter { hidden.contains($0) }
    let chainText =
      chain.count > 1
      ? " Several controllers go at once: only the top one, \(top), animates; "
        + CallbackSentence.list(Array(intermediates))
        + (intermediates.count > 1 ? " leave" : " leaves")
        + " without an animation of their own (D-3). Sources are silent on the callbacks of "
        + "what leaves this way (Q-8); "
        + (quiet.isEmpty
          ? "here nothing below the top one hears an appearance callback."
          : "here \(CallbackSentence.list(quiet)) \(quiet.count > 1 ? "get" : "gets") "
            + "viewWillDisappear now and viewDidDisappear at the end, without animation.")
      : ""
    let motion =
      animate && animator == nil
      ? " "
        + (styleAnimation?.startSentence(presented: top, presenter: presenter)
          ?? ModalStyleAnimation.zoomSentence(top))
      : ""
    if animate {
      recorder.capture(
        &world, .dismissalWillBegin,
        reason + "dismissalTransitionWillBegin() runs and the appearance callbacks start: "
          + (AppearanceSentence.will(world.events) ?? "none come")
          + (grabbing
            ? "; \(presenter)'s view comes back into the container under the presented view, "
              + "as the to-view (§6 table, 13.2). "
              + AppearanceTiming.isAppearingNow(presenter, world.events)
            : " (13.2)."
              + AppearanceSentence.silent(
                presenter, in: world.events, state: world[presenter]?.appearance,
                reason: "its view never left the window"))
          + chainText + motion)
    }

    var custom: (scope: AnimatorScope, line: CodeLine)?
    if let animator, animate {
      // X-8: the app's animator moves the views instead of UIKit's animation.
      let context = DismissalContext(
        top: top, presenter: presenter, container: container, grabbing: grabbing,
        leaving: leaving + hidden, returning: returning, final: final)
      guard
        let ran = dismissWithAnimator(
          animator, context, interactiveCancel: cancelled ? true : (swipeCompleted ? false : nil),
          &recorder)
      else { return action }
      custom = ran
    }
    if animate && custom == nil {
      world.emit(.animator(.transitionDuration))
      world.emit(.animator(.animateTransition))
      styleAnimation?.apply(
        at: TransitionAnimation.progress(interactive: cancelled || swipeCompleted),
        to: &world.forest)
      // M-11: push-back shrinks as the card goes, from where it was to where it will rest.
      world.beginSheetMotion(leaving: Set(chain))
      world.moveSheets(to: TransitionAnimation.progress(interactive: cancelled || swipeCompleted))
    }
    if (cancelled || swipeCompleted) && custom == nil {
      recorder.capture(
        &world, .interactive,
        "The user drags \(top) down by hand; it is \(TransitionAnimation.interactivePercent) of "
          + "the way out (T-6)."
          + midway(styleAnimation, TransitionAnimation.interactiveProgress, top, presenter)
          + world.pushBackNow()
          + (swipe ? " " + swipeStory(top, completed: swipeCompleted) : ""))
      if swipeCompleted {
        styleAnimation?.apply(at: TransitionAnimation.swipeFinishingProgress, to: &world.forest)
        world.moveSheets(to: TransitionAnimation.swipeFinishingProgress)
      }
    }
    if cancelled && custom == nil {
      styleAnimation?.reset(&world.forest)
      world.endSheetMotion()
      cancelDismissal(
        top: top, presenter: presenter, leaving: leaving + hidden, returning: returning,
        grabbing: grabbing, final: final, &recorder)
      return action
    }
    if animate && custom == nil {
      recorder.capture(
        &world, .animating,
        (swipeCompleted ? "The finger has let go and the sheet goes on by itself." : "Half-way.")
          + midway(
            styleAnimation,
            swipeCompleted
              ? TransitionAnimation.swipeFinishingProgress : TransitionAnimation.halfWay, top,
            presenter)
          + world.pushBackNow()
          + (grabbing ? " \(presenter) has been in the window since the dismissal began." : ""))
    }

    world.emit(
      .presentationController(of: ControllerID(top), .dismissalTransitionDidEnd(completed: true)))
    world.endSheetMotion()
    // X-8: views an animator moved into these containers leave the window with them.
    let lost = chain.compactMap { world.presentations[$0].map(\.container) }.map {
      borrowedViewsLeaving($0, departing: leaving + hidden)
    }.filter { !$0.isEmpty }.joined(separator: " ")
    for name in chain.reversed() {
      guard let presentation = world.presentations[name] else { continue }
      world.removeContent(of: name)
      world.forest.removeFromSuperview(presentation.container)
    }
    styleAnimation?.reset(&world.forest)
    restorePresenterView(bottom, containerWasAttached: attached)
    world.endAppearance(returning)
    world.endAppearance(leaving)
    world.endAppearance(hidden)
    for name in chain.reversed() { world.unlinkPresentation(name) }
    let involved = returning + leaving + hidden + [presenter]
    let consequences = custom.map { completionConsequences($0.scope, involved: involved) } ?? ""
    recorder.capture(
      &world, .completed,
      (custom.map { completionLead($0.line) } ?? "")
        + (animate
          ? "completeTransition(true), then dismissalTransitionDidEnd(true): "
          : "Without animation everything happens at once: ")
        + "UIKit removes the container with \(top)'s view"
        + (grabbing
          ? " and puts \(presenter)'s view back where it was before the presentation (M-1, §6)."
          : world.isInWindow(presenter)
            ? "; \(presenter)'s view never moved (T-4)."
            : "; UIKit does not move \(presenter)'s view (T-4).")
        + " The links are cleared now that the dismissal has completed (D-6). "
        + CallbackSentence.didCallbacks(world.events, rule: "13.2")
        + AppearanceSentence.silent(
          presenter, in: world.events, state: nil,
          reason: world.isInWindow(presenter)
            ? "its view never left the window" : "UIKit did not move its view")
        + consequences)
    recorder.appendExplanation(toLast: .completed, lost)
    if var scope = custom?.scope { runAnimatorTail(&scope, &recorder) }
    if swipeCompleted && custom == nil {
      // D-7, M-12: the delegate hears the sheet went; nobody called dismiss, so no completion.
      if swipe { world.emit(.controller(ControllerID(top), .presentationControllerDidDismiss)) }
    } else {
      world.emit(.completionBlock(of: .dismiss))
    }
    if animate { world.emit(.animator(.animationEnded(completed: true))) }
    recorder.capture(
      &world, .after,
      (swipeCompleted && custom == nil
        ? "The sheet is gone, so the delegate hears presentationControllerDidDismiss(_:) after "
          + (CallbackSentence.lastDid(in: recorder.phases) ?? "the dismissal")
          + "; nobody called dismiss, so no completion block runs (D-7, M-12). "
        : CallbackSentence.completion(after: recorder.phases, world.events) + " ")
        + "The window tree is back to what it was before the presentation"
        + (lost.isEmpty ? "." : ", except for what the animator's mistake took away with it."))
    return action
  }

  /// The transition style's state `progress` of the way out, as a sentence; the zoom's when
  /// a zoom replaces the style (N-12).
  private func midway(
    _ animation: ModalStyleAnimation?, _ progress: Double, _ top: String, _ presenter: String
  ) -> String {
    " "
      + (animation?.midwaySentence(at: progress, presented: top, presenter: presenter)
        ?? ModalStyleAnimation.zoomSentence(top))
  }

  /// D-3: the presentations a dismissal takes away, oldest first: `base`, what it presents,
  /// and anything presented from inside those (a current context within them).
  private func dismissalChain(from base: String) -> [String] {
    [base] + world.presentations(within: base).map(\.presented).filter { $0 != base }
  }

  /// The controllers whose views are in the window inside `view` and that hear the
  /// callbacks `roots` hear (K-5).
  private func shown(under view: ViewID, from roots: [String]) -> [String] {
    world.forwardedOwners(under: view, from: roots)
  }

  /// D-1 / D-2 / §1.2: which presented controller a dismiss call on `name` removes, with a
  /// sentence saying why. Nil when there is nothing to dismiss.
  private func dismissalBase(for name: String) -> (String, String)? {
    var current: String? = name
    var steps = 0
    while let candidate = current, steps <= world.controllers.count {
      if let presented = world[candidate]?.presented {
        let who = candidate == name ? name : "\(name)'s ancestor \(candidate)"
        return (
          presented,
          "\(who) is presenting \(presented), so dismiss dismisses what it presents, not "
            + "\(name) itself (D-2, §1.2). "
        )
      }
      current = world[candidate]?.parent
      steps += 1
    }
    let root = world.containmentRoot(of: name)
    guard world[root]?.presenting != nil else { return nil }
    let via = root == name ? name : "\(name) (inside \(root))"
    return (
      root,
      "\(via) is presented, so the call is forwarded to its presenter, which dismisses it "
        + "(D-1). "
    )
  }
}
