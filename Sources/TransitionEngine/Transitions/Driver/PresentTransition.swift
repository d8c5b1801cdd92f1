/// `present(_:animated:completion:)` as the driver runs it: what a modal presentation adds to
/// the skeleton (§3, §5, §6, §13.1, T-1..T-5). `Planner.present` settles who presents and
/// how; this sets up the container, moves the views and tells the story of each phase.
struct PresentTransition: ContainerTransition {
  let spec: PresentSpec
  let presenter: String
  let requested: PresentationStyle
  let style: PresentationStyle
  let placement: PresentationPlacement
  let controllerClass: String
  let transitionStyle: ModalTransitionStyle
  let grabbing: Bool
  let isCancelled: Bool
  let animatorInteraction: Bool?
  let isAnimated: Bool
  var story: PresentStory
  var container = ViewID(0)
  var outgoing: [String] = []
  var incoming: [String] = []
  var zoom: (view: ViewID?, text: String, chinese: String)?
  var geometryFrame = Rect.zero
  var geometry: PresentationGeometry?
  var moving: ViewID?
  var styleAnimation: ModalStyleAnimation?
  /// The custom chrome's sentence, for the `completed` phase when there is no will-begin one.
  var chromeNote: CodeLineText?

  var name: String { spec.controller.name }
  var noun: String { "presentation" }
  var isInteractive: Bool { isCancelled }
  var unfinishedAction: String { "present \(name)" }
  var involved: [String] { incoming + outgoing }
  var request: AnimatorRequest {
    .present(presented: name, presenter: presenter, source: spec.from, custom: style == .custom)
  }

  mutating func containerReady(_ planner: inout Planner) -> PhaseNote? {
    if style == .custom, spec.custom?.code != nil, planner.animator == nil || !isAnimated,
      planner.delegateAnswer == nil || !isAnimated
    {
      // §13.1 step 2: the developer's delegate vends the presentation controller even when
      // it vends no animator (asking for the animator emits this call otherwise).
      planner.emitPresentationAsk(
        .transitioningDelegate(
          of: ControllerID(name),
          .presentationController(
            forPresented: ControllerID(name), presenting: ControllerID(presenter),
            source: ControllerID(spec.from))), presented: name)
    }
    planner.world.loadViewIfNeeded(name)
    container = planner.makeContainer(presenter: presenter, placement: placement)
    // P-7: the links are set as soon as the presentation starts.
    planner.world.linkPresentation(
      Presentation(
        presented: name, presenter: presenter, source: spec.from, requestedStyle: requested,
        style: style, custom: spec.custom, anchor: spec.popoverAnchor, placement: placement,
        container: container), controllerClass: controllerClass)
    if let sheet = spec.sheet { planner.world.presentations[name]?.sheet = sheet }
    planner.world.presentations[name]?.passthrough = spec.passthrough  // M-22
    story.sheet = SheetStory(world: planner.world, name: name, configured: spec.sheet != nil)
    // N-12: a zoom presentation hides its source view while it runs; Q-24: only with the
    // styles that accept a zoom. N-15: its dismissal zooms back.
    let zoomClass = planner.zoomSourceClass(of: name)
    let zoomAccepted = zoomClass != nil && PresentationRules.acceptsZoom(requested)
    if zoomAccepted { planner.world.presentations[name]?.zoomSource = zoomClass }
    if zoomClass != nil && !zoomAccepted {
      story.zoomRefused = PresentationRules.zoomRefusal(presented: name, style: requested)
      story.zoomRefusedChinese =
        PresentationNote.zoomRefused(presented: name, style: requested.rawValue).chinese
    }
    let usesZoom = isAnimated && planner.animator == nil && zoomAccepted
    zoom = usesZoom ? planner.zoomSource(presenting: name, from: spec.from) : nil
    story.zoom = zoom.map { $0.text }
    story.zoomChinese = zoom.map { $0.chinese }
    if let view = zoom?.view { planner.world.forest.setHidden(view, true) }
    if isAnimated { planner.world.forest.setRole(container, .containerView) }
    if grabbing, let presenterView = planner.world[presenter]?.view,
      let home = planner.world.forest.superview(of: presenterView)
    {
      // T-4: a grabbing style moves the presenter's view into the container.
      let index = planner.world.forest.subviews(of: home).firstIndex(of: presenterView) ?? 0
      planner.world.presentations[name]?.presenterHome = (home, index)
      planner.world.forest.insert(presenterView, into: container, at: 0)
    }
    guard isAnimated else { return nil }
    let told = self.story
    return PresentStory.note(told.containerReady, later: { told.chineseContainerReady })
  }

  /// `presentationTransitionWillBegin` and the will-callbacks (13.1).
  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    planner.world.emit(
      .presentationController(of: ControllerID(name), .presentationTransitionWillBegin))
    planner.world.addChrome(to: name)
    // Everything in the presenter's view leaves with it, including what is presented in a
    // context inside it.
    outgoing =
      grabbing
      ? (planner.world[presenter]?.view.map {
        planner.world.forwardedOwners(under: $0, from: [presenter])
      } ?? []) : []
    incoming = planner.world.arrivingSubtree(name)
    planner.world.beginAppearance(outgoing, appearing: false, animated: isAnimated)
    planner.world.beginAppearance(incoming, appearing: true, animated: isAnimated)
    geometryFrame =
      planner.world.presentations[name].map { planner.world.finalFrame(of: $0) } ?? .zero
    geometry = planner.world.presentations[name].map { planner.world.geometry(of: $0) }
    var text: String?
    if style == .custom, let code = spec.custom?.code {
      // PC-1..PC-6: what the developer's presentation controller did, line by line.
      story.ownController = PresentationControllerStory.willBegin(
        code, presented: name, frame: geometryFrame,
        visibility: planner.world.codeVisibilitySentence(of: name, at: [.presentation]))
      story.ownControllerChinese = PresentationControllerStory.chineseWillBegin(
        code, presented: name, frame: geometryFrame,
        visibility: planner.world.codeVisibilityChinese(of: name, at: [.presentation]))
      if !isAnimated, let english = story.ownController {
        chromeNote = CodeLineText(english: english, chinese: story.ownControllerChinese)
      }
    }
    let presenterState = planner.world[presenter]?.appearance
    let events = planner.world.events
    if isAnimated { text = story.willBegin(events, presenterState: presenterState) }
    let chrome: [String]? =
      style == .custom && spec.custom?.chrome.isEmpty == false ? spec.custom?.chrome : nil
    if let chrome {
      let sentence = DriverNote.chrome(chrome).english
      if let willBegin = text {
        text = willBegin + " " + sentence
      } else {
        chromeNote = CodeLineText(DriverNote.chrome(chrome))
      }
    }
    // The Chinese, written when asked: the will-begin sentence, then the chrome's.
    let told = self.story
    return text.map { english in
      let note = PresentStory.note(english) {
        let words = told.chineseWillBegin(events, presenterState: presenterState)
        return chrome.map { chrome in words.map { $0 + DriverNote.chrome(chrome).chinese } }
          ?? words
      }
      return (.willBegin, note)
    }
  }

  mutating func context(_ planner: inout Planner) -> TransitionContext {
    // the to-view is presentedView (V's view, or the wrapper its style puts it in) at
    // finalFrame(for:); it is not in the container until a line adds it.
    let toView = planner.world.addContent(to: name, frame: geometryFrame)
    if let toView { planner.world.forest.removeFromSuperview(toView) }
    var context = TransitionContext(
      container: container, toView: toView,
      fromView: grabbing ? planner.world[presenter]?.view : nil, toVC: name,
      fromVC: presenter, toNilReason: "\(name)'s view is not loaded",
      fromNilReason: DriverNote.presenterLeftInPlace(
        style: style.rawValue, presenter: "\(presenter)"
      ).english,
      appearing: incoming)
    // the from-controller starts where its view is and, when the style takes its view
    // away, ends nowhere; the presented controller ends at the presentation's frame.
    if let frame = planner.world[presenter]?.view.flatMap({ planner.world.forest.node($0) }) {
      context.initialFrames[presenter] = frame.frame
      context.finalFrames[presenter] = grabbing ? .zero : frame.frame
    }
    context.finalFrames[name] = geometryFrame
    context.fromNilChinese =
      DriverNote.presenterLeftInPlace(style: style.rawValue, presenter: "\(presenter)").chinese
    context.isInteractive = animatorInteraction != nil
    return context
  }

  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    // M-11: push-back grows with the card, from nothing at the first frame.
    if isAnimated { planner.world.beginSheetMotion() }
    moving = planner.world.addContent(to: name, frame: geometryFrame)
    planner.world.applyCodeVisibility(of: name, through: .presentation)
    // M-8, N-12: UIKit's own animation of the transition style, unless a zoom replaces it.
    // M-18: an alert controller plays its own animator, whose motion is not in the sources.
    // M-20: a popover's own animation controller replaces the transition style.
    let ownAnimation = PopoverAnimation.replacesTransitionStyle(style)
    if isAnimated && zoom == nil && !requested.isAlertController && !ownAnimation, let moving {
      styleAnimation = ModalStyleAnimation(
        transition: transitionStyle, presented: moving,
        presenter: grabbing ? planner.world[presenter]?.view : nil, final: geometryFrame,
        offscreen: geometry?.offscreen(geometryFrame) ?? geometryFrame, presenting: true)
    }
    if let styleAnimation {
      if styleAnimation.presenterOnTop, let view = styleAnimation.presenter {
        planner.world.forest.insert(view, into: container)
      }
      styleAnimation.apply(at: 0, to: &planner.world.forest)
    }
    // §13: the to-view is in the window and laid out: viewIsAppearing, in the same
    // CATransaction as viewWillAppear, before the first frame (also for interactive ones).
    planner.world.viewIsAppearing(incoming, animated: isAnimated)
    guard isAnimated else { return nil }
    story.events = planner.world.events
    story.motion =
      ownAnimation && zoom == nil
      ? PopoverAnimation.presentSentence(name, modalTransitionStyle: transitionStyle)
      : styleAnimation?.startSentence(presented: name, presenter: presenter)
    story.motionChinese =
      ownAnimation && zoom == nil
      ? PopoverAnimation.chinesePresentSentence(name, modalTransitionStyle: transitionStyle)
      : styleAnimation?.chineseStartSentence(presented: name, presenter: presenter)
    let told = self.story
    return (.toViewAdded, PresentStory.note(told.toViewAdded, later: { told.chineseToViewAdded }))
  }

  /// The frames of the `interactive` or `animating` phase: the finger's place, or half-way.
  private mutating func advance(_ planner: inout Planner) {
    let progress = TransitionAnimation.progress(interactive: isCancelled)
    styleAnimation?.apply(at: progress, to: &planner.world.forest)
    planner.world.runAlongsideBlocks(of: name, presenting: true, progress: progress)  // PC-6
    planner.world.applyCodeVisibility(of: name, through: .presentationAnimating)
    planner.world.moveSheets(to: progress)
    story.midway =
      styleAnimation?.midwaySentence(at: progress, presented: name, presenter: presenter)
      ?? (PopoverAnimation.replacesTransitionStyle(style) && zoom == nil
        ? PopoverAnimation.midwaySentence(name) : nil)
    story.midwayChinese =
      styleAnimation?.chineseMidwaySentence(at: progress, presented: name, presenter: presenter)
      ?? (PopoverAnimation.replacesTransitionStyle(style) && zoom == nil
        ? PopoverAnimation.chineseMidwaySentence(name) : nil)
    let pushBack = planner.world.pushBackNow()
    if !pushBack.isEmpty {
      let paired = (story.midway == nil) == (story.midwayChinese == nil)
      story.midway = (story.midway ?? "") + pushBack
      story.midwayChinese =
        paired
        ? (story.midwayChinese ?? "") + (planner.world.pushBackNowNote()?.chinese ?? "") : nil
    }
  }

  mutating func interaction(_ planner: inout Planner) -> PhaseNote {
    advance(&planner)
    let told = self.story
    return PresentStory.note(told.interactive, later: { told.chineseInteractive })
  }

  mutating func animating(_ planner: inout Planner) -> PhaseNote? {
    guard isAnimated else { return nil }
    advance(&planner)
    let told = self.story
    return PresentStory.note(told.animating, later: { told.chineseAnimating })
  }

  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> [PhaseNote]? {
    planner.world.presentations[name]?.transition =
      zoom == nil && !requested.isAlertController ? transitionStyle : nil
    if let moving { planner.world.forest.setFrame(moving, geometryFrame) }
    styleAnimation?.reset(&planner.world.forest)
    planner.world.endSheetMotion()
    planner.world.emit(
      .presentationController(
        of: ControllerID(name), .presentationTransitionDidEnd(completed: true)))
    if grabbing, let presenterView = planner.world[presenter]?.view {
      planner.world.forest.removeFromSuperview(presenterView)  // M-1: out of the window.
    }
    if let view = zoom?.view { planner.world.forest.setHidden(view, false) }  // N-12
    planner.world.endAppearance(incoming)
    planner.world.endAppearance(outgoing)
    let consequences =
      run.map {
        planner.completionConsequences($0.context, involved: incoming + outgoing + [presenter])
      } ?? []
    let events = planner.world.events
    let completed = story.completed(animated: isAnimated, events)
    let (told, animated) = (self.story, isAnimated)
    var notes =
      [
        PresentStory.note(
          completed, led: run.map { planner.completionLeadNote($0.line) },
          later: { told.chineseCompleted(animated: animated, events) })
      ] + consequences
    if let chromeNote { notes.append(note: chromeNote.spaced.note()) }
    if let alongside = planner.world.runAlongsideBlocks(of: name, presenting: true) {
      notes.append(note: alongside.spaced.note())
    }
    planner.world.applyCodeVisibility(of: name, through: .presented)
    for moments: Set<CodeVisibility.Moment> in [[.presentationAnimating], [.presented]] {
      if let shown = planner.world.codeVisibilityText(of: name, at: moments) {
        notes.append(note: shown.spaced.note())
      }
    }
    if let mistake = planner.world.hiddenPresentedViewMistake(of: name) {
      notes.append(note: mistake.spaced.note(role: .mistake, controllers: [name]))
    } else if let mistake = planner.world.seeThroughMistake(of: name) {
      notes.append(note: mistake.spaced.note(role: .mistake, controllers: [name]))
    }
    if styleAnimation?.presenterOnTop == true {
      notes.append(note: DriverNote.curledCorner(name: "\(name)").note)
    }
    return notes
  }

  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder) {
    styleAnimation?.reset(&planner.world.forest)
    planner.world.endSheetMotion()
    planner.cancelPresentation(story, outgoing: outgoing, incoming: incoming, &recorder)
  }

  mutating func undo(
    _ line: CodeLine, _ context: TransitionContext, _ planner: inout Planner,
    _ recorder: inout StepRecorder
  ) {
    let lost = planner.borrowedViewsLeavingText(container)
    planner.cancelPresentation(story, outgoing: outgoing, incoming: incoming, &recorder)
    planner.leadUndo(
      line, interactive: animatorInteraction == true, noun: noun, cost: lost, &recorder)
  }

  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner) {
    planner.world.forest.setRole(container, nil)
    planner.world.emit(.completionBlock(of: .present))
  }

  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> PhaseNote {
    let (told, phases, events) = (self.story, recorder.phases, planner.world.events)
    return PresentStory.note(
      told.after(phases, events), later: { told.chineseAfter(phases, events) })
  }
}
