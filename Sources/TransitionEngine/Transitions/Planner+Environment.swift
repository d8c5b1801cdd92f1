extension Planner {
  /// A `rotate`, `device` or `multitasking` step.
  mutating func environmentStep(_ action: StepAction, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    switch action {
    case .rotate(let orientation): return changeEnvironment(.rotate(orientation), &recorder)
    case .device(let name): return changeEnvironment(.device(name), &recorder)
    case .multitasking(let mode): return changeEnvironment(.multitasking(mode), &recorder)
    default: return .code(summary: "")
    }
  }

  /// Rotation, device and multitasking changes: a new window size and maybe new size classes;
  /// UIKit lays everything out again and tells each controller (A-1, §7.1).
  mutating func changeEnvironment(_ change: EnvironmentChange, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    guard let next = nextEnvironment(for: change, &recorder) else {
      return .environment(change)
    }
    let old = world.environment
    guard
      next.windowSize != old.windowSize || next.traits != old.traits
        || next.statusBarHeight != old.statusBarHeight
    else {
      refuse(warning: "the window keeps its size and traits; nothing happens", &recorder)
      return .environment(change)
    }
    let onScreen = world.onScreenControllers()
    let size = next.windowSize
    let traitsChange = next.traits != old.traits
    // A-5, LC-3: the one place the rotation order is decided. New size classes: the whole
    // tree hears willTransition(to:with:), then viewWillTransition(to:with:); the same
    // classes: only the second. The window's root first, then down the controller tree (super
    // forwards to the children) and across presentations (a presentation controller forwards
    // to its presented controller); traitCollectionDidChange(_:) follows after the new layout
    // (`settleAfterRelayout`) [I].
    askContainerLayouts(becoming: next, &recorder)  // PC-7: the app's presentation controllers.
    let chain = world.sizeTransitionChain()
    if traitsChange {
      for name in chain {
        world.emit(name, .willTransition(to: next.traits))
      }
    }
    for name in chain {
      world.emitCodeSizeTransition(before: name, size)  // PC-9
      world.emit(name, .viewWillTransition(to: size))
    }
    world.environment = next
    let adapting = world.presentationsNeedingAdaptation()
    let splitNotes =
      world.collapseOrSeparateSplits(from: old.traits) + world.splitDisplayModeNotes(before: old)
    let moreNotes = world.settleMoreTabs()
    let splits = splitNotes.map(\.english) + moreNotes.map(\.english)
    world.relayoutWindow()
    let containerText = world.codeContainerLayouts()
    let sizeText =
      "The window becomes \(size.description) (\(next.traits.description)). Every view is "
      + "laid out again for the new size. "
      + LifecycleSentence.sizeTransition(world.events)
      + LifecycleSentence.covered(chain.filter { !onScreen.contains($0) }, in: world.events)
      + (traitsChange ? "" : SizeChangeNote.sameSizeClasses.english)
      + splits.map { " " + $0 + "." }.joined() + containerText.english
    // The app's presentation controllers' layout sentences last, in each language.
    let sizeChinese = containerText.chinese.map { layouts in
      "window 变为 \(size.description) (\(next.traits.description))。每个视图都按新的尺寸重新"
        + "布局。" + ChineseSentence.sizeTransition(world.events)
        + ChineseSentence.covered(chain.filter { !onScreen.contains($0) }, in: world.events)
        + (traitsChange ? "" : SizeChangeNote.sameSizeClasses.chinese)
        + (splitNotes.map(\.chinese) + moreNotes.map(\.chinese)).map(Self.sentence).joined()
        + layouts
    }
    if !adapting.isEmpty {
      let later = SizeChangeNote.adaptNext(adapting)
      recorder.capture(
        &world, .layout,
        note: PresentStory.note(sizeText + later.english, sizeChinese.map { $0 + later.chinese }))
    }
    settleSizeChange(
      adapting: adapting, said: (sizeText, sizeChinese), wasOnScreen: onScreen,
      traitsChanged: traitsChange, from: old, &recorder)
    return .environment(change)
  }

  /// The environment a change asks for, or nil (with UIKit's warning recorded) when it names
  /// an unknown device or multitasking off an iPad.
  private mutating func nextEnvironment(
    for change: EnvironmentChange, _ recorder: inout StepRecorder
  )
    -> Environment?
  {
    var next = world.environment
    switch change {
    case .rotate(let orientation):
      next.orientation = orientation
    case .device(let device):
      guard let preset = Device.named(device) else {
        refuse(warning: "unknown device preset '\(device)'", &recorder)
        return nil
      }
      next.device = preset
    case .multitasking(let multitasking):
      guard world.environment.device.family == .pad else {
        refuse(warning: "multitasking exists only on iPad; the window does not change", &recorder)
        return nil
      }
      next.multitasking = multitasking
    }
    return next
  }

  /// After the new layout: appearance callbacks for controllers whose views joined or left
  /// the window, trait did-change callbacks, and a layout pass for every view that stayed.
  private mutating func settleAfterRelayout(
    wasOnScreen onScreen: [String], traitsChanged: Bool, from old: Environment
  ) {
    // Controllers whose views join or leave the window with the new layout (a split that
    // collapses, SV-1) get their appearance callbacks [I for the exact order].
    let shown = world.onScreenControllers()
    world.appearanceForRelayout(before: onScreen, after: shown, animated: true)
    if traitsChanged {
      for name in world.sizeTransitionChain() {
        world.emit(name, .traitCollectionDidChange(previous: old.traits))
      }
    }
    // LC-4: every view that stays in the window is resized, so its controller's layout pass
    // runs; views that just joined had theirs with viewIsAppearing (LC-2).
    for name in shown where onScreen.contains(name) {
      world.layoutPass(name)
    }
  }

  /// The size change's `after` phase: the presentations adapted again, the trait
  /// and layout callbacks, the sheets and the tab bar, in both languages; `said` is the
  /// size change's own sentence.
  private mutating func settleSizeChange(
    adapting: [String], said: (english: String, chinese: String?), wasOnScreen onScreen: [String],
    traitsChanged: Bool, from old: Environment, _ recorder: inout StepRecorder
  ) {
    let adaptations = world.adaptPresentations()
    settleAfterRelayout(wasOnScreen: onScreen, traitsChanged: traitsChanged, from: old)
    let delegateHears = world.events.contains {
      if case .controller(_, .willPresentWithAdaptiveStyle) = $0 { return true }
      return false
    }
    let again = SizeChangeNote.adaptedAgain(
      adaptations.map(\.english), delegateHears: delegateHears)
    let againChinese = SizeChangeNote.adaptedAgain(
      adaptations.map(\.chinese), delegateHears: delegateHears)
    let wasCompact = old.traits.vertical == .compact
    let english =
      (adapting.isEmpty ? said.english : again.english)
      + LifecycleSentence.afterSizeChange(world.events)
      + world.sheetNotes(wasCompactHeight: wasCompact) + world.tabBarNote(before: old)
    let chinese = world.sheetNotesChinese(wasCompactHeight: wasCompact).flatMap { sheets in
      (adapting.isEmpty ? said.chinese : againChinese.chinese).map {
        $0 + ChineseSentence.afterSizeChange(world.events) + sheets
          + world.tabBarChinese(before: old)
      }
    }
    recorder.capture(&world, .after, note: PresentStory.note(english, chinese))
  }

  /// A clause as a Chinese sentence: with its full stop.
  private static func sentence(_ clause: String) -> String {
    clause.hasSuffix("。") ? clause : clause + "。"
  }
}
