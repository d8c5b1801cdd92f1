/// `dismiss(animated:completion:)` as the driver runs it: what a modal dismissal adds to the
/// skeleton (§4, §13.2, D-3..D-7, T-6). `Planner.dismiss` settles what goes; this moves the
/// views, ends the presentations and tells the story of each phase.
struct DismissTransition: ContainerTransition {
  /// The presentations that go, oldest first; the last one animates.
  let chain: [String]
  let bottom: Presentation
  let topPresentation: Presentation
  /// The presenter's view was taken away (T-4) and comes back into the window: false when
  /// the place it goes back to left the window with a tab switched away (M-1, TB-2).
  let grabbing: Bool
  /// The bottom presentation's container was in the view tree when the call came.
  let attached: Bool
  let isCancelled: Bool
  let swipeCompleted: Bool
  /// The user's swipe on a sheet, without the app's animator (D-7).
  let swipe: Bool
  /// The user's tap on a popover's dimming view, which the delegate allowed (M-22, D-10).
  var tapOutside = false
  let isAnimated: Bool
  let animatorInteraction: Bool?
  var story: DismissStory
  var leaving: [String] = []
  var hidden: [String] = []
  var returning: [String] = []
  var final = Rect.zero
  /// What the app's animator's mistakes took out of the window with the containers.
  var lost = CodeLineText.none
  /// N-15: the source view a zoom presentation zooms back into, hidden while it runs.
  var zoomSource: ViewID?

  var top: String { topPresentation.presented }
  var presenter: String { bottom.presenter }
  var container: ViewID { topPresentation.container }
  var noun: String { "dismissal" }
  var isInteractive: Bool { isCancelled || swipeCompleted }
  var unfinishedAction: String { "dismiss \(top)" }
  var involved: [String] { leaving + hidden + returning }
  var request: AnimatorRequest { .dismiss(dismissed: top) }

  /// A dismissal reuses the presentation's container: no phase of its own.
  mutating func containerReady(_ planner: inout Planner) -> PhaseNote? { nil }

  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    if swipe {
      // D-10: a user's swipe asks the delegate first, a swipe later cancelled too [I].
      planner.world.emit(.controller(ControllerID(top), .presentationControllerShouldDismiss))
      planner.world.emit(.controller(ControllerID(top), .presentationControllerWillDismiss))
    } else if tapOutside {
      // M-22, D-10: the tap was asked about before this transition (Planner.tapOutside).
      planner.world.emit(.controller(ControllerID(top), .presentationControllerWillDismiss))
    }
    planner.world.emit(
      .presentationController(of: ControllerID(top), .dismissalTransitionWillBegin))
    planner.askDismissalHook(of: top, completed: nil)  // PC-6: the app's hook runs now.
    (leaving, hidden) = departing(in: planner.world)
    planner.world.applyCodeVisibility(of: top, through: .dismissal)
    let dimmed = planner.world.applyDismissalAlphas(of: top)  // PC-6
    startStyleAnimation(&planner)
    if grabbing, let presenterView = planner.world[presenter]?.view {
      // The presenter's view is the to-view again: back into the top container, below (§6),
      // or on top as the page that unfurls over the presented view (MT-4).
      let onTop = story.styleAnimation?.presenterOnTop == true
      planner.world.forest.insert(presenterView, into: container, at: onTop ? nil : 0)
      planner.world.refreshSubtree(presenter)
    }
    story.styleAnimation?.apply(at: 0, to: &planner.world.forest)
    startZoomBack(&planner)
    returning =
      grabbing
      ? (planner.world[presenter]?.view.map {
        planner.world.forwardedOwners(under: $0, from: [presenter])
      } ?? []) : []
    planner.world.beginAppearance(leaving, appearing: false, animated: isAnimated)
    planner.world.beginAppearance(hidden, appearing: false, animated: false)
    planner.world.beginAppearance(returning, appearing: true, animated: isAnimated)
    // §13: the returning view is back in the window and laid out; an app's animator
    // decides for itself when it adds it.
    if planner.animator == nil || !isAnimated {
      planner.world.viewIsAppearing(returning, animated: isAnimated)
    }
    guard isAnimated else { return nil }
    let presenterState = planner.world[presenter]?.appearance
    let text = story.willBegin(planner.world.events, presenterState: presenterState, hidden: hidden)
    let shown = [dimmed, planner.world.codeVisibilityText(of: top, at: [.dismissal])]
      .compactMap { $0 }
    // The alpha and visibility sentences after the story's, in each language.
    let (told, events, hiddenNow) = (self.story, planner.world.events, hidden)
    let english = text + shown.map { " " + $0.english }.joined()
    let chinese = shown.map(\.chinese)
    return (
      .dismissalWillBegin,
      PresentStory.note(english) {
        guard !chinese.contains(where: { $0 == nil }) else { return nil }
        return told.chineseWillBegin(events, presenterState: presenterState, hidden: hiddenNow)
          .map { $0 + chinese.compactMap { $0 }.joined() }
      }
    )
  }

  mutating func context(_ planner: inout Planner) -> TransitionContext {
    let style = planner.world.presentations[top]?.style.rawValue ?? "this"
    var context = TransitionContext(
      container: container,
      toView: grabbing ? planner.world[presenter]?.view : nil,
      fromView: planner.world.presentations[top].flatMap { planner.world.movingView(of: $0) },
      toVC: presenter, fromVC: top,
      toNilReason: story.homeAway
        ? Narration.words(.presenterBackInUnselectedTab(presenter: "\(presenter)"), in: .english)
        : DriverNote.presenterNeverTaken(style: style, presenter: "\(presenter)").english,
      fromNilReason: "\(top)'s view is not loaded", appearing: returning)
    context.toNilChinese =
      story.homeAway
      ? Narration.words(.presenterBackInUnselectedTab(presenter: "\(presenter)"), in: .zhHans)
      : DriverNote.presenterNeverTaken(style: style, presenter: "\(presenter)").chinese
    context.announcedAppearing = returning.isEmpty
    context.isInteractive = animatorInteraction != nil
    return context
  }

  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    guard isAnimated else { return nil }
    let progress = TransitionAnimation.progress(interactive: isInteractive)
    story.styleAnimation?.apply(at: progress, to: &planner.world.forest)
    planner.world.runAlongsideBlocks(of: top, presenting: false, progress: progress)  // PC-6
    planner.world.applyCodeVisibility(of: top, through: .dismissalAnimating)
    // M-11: push-back shrinks as the card goes, from where it was to where it will rest.
    planner.world.beginSheetMotion(leaving: Set(chain))
    planner.world.moveSheets(to: progress)
    return nil
  }

  mutating func interaction(_ planner: inout Planner) -> PhaseNote {
    PresentStory.note(
      story.interactive(
        pushBack: planner.world.pushBackNow(),
        swipeSentence: planner.swipeStory(top, completed: swipeCompleted)),
      story.chineseInteractive(
        pushBack: planner.world.pushBackNowNote()?.chinese ?? "",
        swipeSentence: SheetNote.swipe(completed: swipeCompleted).chinese))
  }

  /// D-7: the finger let go far enough; the sheet goes on by itself.
  private func finishSwipe(_ planner: inout Planner) {
    guard swipeCompleted else { return }
    story.styleAnimation?.apply(
      at: TransitionAnimation.swipeFinishingProgress, to: &planner.world.forest)
    planner.world.moveSheets(to: TransitionAnimation.swipeFinishingProgress)
  }

  mutating func animating(_ planner: inout Planner) -> PhaseNote? {
    finishSwipe(&planner)
    guard isAnimated else { return nil }
    let pushBack = planner.world.pushBackNow()
    let (told, pushBackNote) = (self.story, planner.world.pushBackNowNote())
    return PresentStory.note(
      story.animating(pushBack: pushBack),
      later: { told.chineseAnimating(pushBack: pushBackNote?.chinese ?? "") })
  }

  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder) {
    if let zoomSource { planner.world.forest.setHidden(zoomSource, false) }  // N-15
    finishSwipe(&planner)
    story.styleAnimation?.reset(&planner.world.forest)
    // T-6, PC-6: a cancelled interaction runs the alongside blocks back to where they started.
    planner.world.runAlongsideBlocks(of: top, presenting: false, progress: 0)
    planner.world.applyCodeVisibility(of: top, through: .presented)
    planner.world.endSheetMotion()
    planner.cancelDismissal(
      top: top, presenter: presenter, leaving: leaving + hidden, returning: returning,
      grabbing: grabbing, final: final,
      zoom: zoomSource != nil,
      &recorder)
  }

  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> [PhaseNote]? {
    planner.world.emit(
      .presentationController(of: ControllerID(top), .dismissalTransitionDidEnd(completed: true)))
    planner.askDismissalHook(of: top, completed: true)  // PC-6
    planner.world.endSheetMotion()
    // PC-6: the developer's presentation controller animates and removes its own chrome.
    planner.world.applyCodeVisibility(of: top, through: .dismissalAnimating)
    let chromeStory = [
      planner.world.runAlongsideBlocks(of: top, presenting: false),
      isAnimated ? nil : planner.world.codeVisibilityText(of: top, at: [.dismissal]),
      planner.world.codeVisibilityText(of: top, at: [.dismissalAnimating]),
      planner.world.presentations[top]?.custom?.code.flatMap(
        PresentationControllerStory.dismissedText),
    ].compactMap { $0 }.map(\.spaced).reduce(CodeLineText.none, +)
    // views an animator moved into these containers leave the window with them.
    let departing = leaving + hidden
    let containers = chain.compactMap { planner.world.presentations[$0].map(\.container) }
    let told = Set(containers.flatMap { planner.borrowedOwners($0, departing: departing) })
    lost = CodeLineText.joined(
      containers.map { planner.borrowedViewsLeavingText($0, departing: departing) }
        .filter { !$0.isEmpty })
    for name in chain.reversed() {
      guard let presentation = planner.world.presentations[name] else { continue }
      planner.world.removeContent(of: name)
      planner.world.forest.removeFromSuperview(presentation.container)
    }
    story.styleAnimation?.reset(&planner.world.forest)
    planner.restorePresenterView(bottom, containerWasAttached: attached)
    if let zoomSource { planner.world.forest.setHidden(zoomSource, false) }  // N-15
    planner.world.endAppearance(returning)
    planner.world.endAppearance(leaving)
    planner.world.endAppearance(hidden)
    for name in chain.reversed() { planner.world.unlinkPresentation(name) }
    let involved = returning + leaving + hidden + [presenter]
    let consequences =
      run.map { planner.completionConsequences($0.context, involved: involved, told: told) } ?? []
    let presenterInWindow = planner.world.isInWindow(presenter)
    let (teller, events, animated) = (self.story, planner.world.events, isAnimated)
    let completed = teller.completed(
      animated: animated, events, presenterInWindow: presenterInWindow)
    var notes = [
      PresentStory.note(completed, led: run.map { planner.completionLeadNote($0.line) }) {
        teller.chineseCompleted(animated: animated, events, presenterInWindow: presenterInWindow)
      }
    ]
    // The line that lost a view, with its fix, before what else went wrong.
    if !lost.isEmpty {
      notes.append(note: lost.spaced.note(role: .mistake, controllers: told.sorted()))
    }
    notes += consequences
    notes.append(note: chromeStory.note())
    if zoomSource != nil {
      notes.append(note: PhaseNote(.zoom(.dismissZoomEnded)))
    }
    return notes
  }

  mutating func undo(
    _ line: CodeLine, _ context: TransitionContext, _ planner: inout Planner,
    _ recorder: inout StepRecorder
  ) {
    // T-6: the dismissal is undone; what the lines took out of the window stays out.
    var sentences: [CodeLineText] = []
    for name in leaving + hidden where !planner.world.isInWindow(name) {
      planner.world.markAppMistake(.appearanceOutOfStep(name))
      let place = planner.world[name]?.view.flatMap { context.lastTouch[$0] }?.place
      sentences.append(CodeLineText(DriverNote.undoneWithoutView(name: name, place: place)))
    }
    planner.cancelDismissal(
      top: top, presenter: presenter, leaving: leaving + hidden, returning: returning,
      grabbing: grabbing, final: final, &recorder)
    planner.leadUndo(
      line, interactive: animatorInteraction == true, noun: noun,
      cost: CodeLineText.joined(sentences), &recorder)
  }

  /// D-7: after a swipe nobody called dismiss, so no completion block runs.
  private func bySwipe(_ run: AnimatorRun?) -> Bool {
    (swipeCompleted && run == nil) || tapOutside
  }

  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner) {
    if bySwipe(run) {
      // D-7, M-12: the delegate hears the sheet went; nobody called dismiss, so no completion.
      if swipe || tapOutside {
        planner.world.emit(.controller(ControllerID(top), .presentationControllerDidDismiss))
      }
    } else {
      planner.world.emit(.completionBlock(of: .dismiss))
    }
  }

  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> PhaseNote {
    let appViews = planner.world.appViewsInWindowNote()
    let english =
      story.after(
        bySwipe: bySwipe(run), recorder.phases, planner.world.events, lost: !lost.isEmpty,
        byTap: tapOutside, appViewsLeft: !appViews.isEmpty) + appViews.english
    let (told, phases, events) = (self.story, recorder.phases, planner.world.events)
    let (swiped, lostView, tapped) = (bySwipe(run), !lost.isEmpty, tapOutside)
    return PresentStory.note(english) {
      if !appViews.isEmpty && appViews.chinese == nil { return nil }
      return told.chineseAfter(
        bySwipe: swiped, phases, events, lost: lostView, byTap: tapped,
        appViewsLeft: appViews.isEmpty ? nil : appViews.chinese)
    }
  }
}
