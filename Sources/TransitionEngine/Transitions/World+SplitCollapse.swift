extension World {
  /// SV-2: when a split view's width turns compact, a navigation-controller primary collapses
  /// the secondary onto its stack (`collapseSecondaryViewController(_:for:)` pushes it); when
  /// the width turns regular again, the primary separates it (`separateSecondaryViewController`
  /// pops it back into the secondary column). Returns a sentence per split that changed.
  mutating func collapseOrSeparateSplits(from old: Traits) -> [SplitNote] {
    resetColumnDisplayModes()
    guard old.horizontal != environment.traits.horizontal else { return [] }
    let collapsing = environment.traits.horizontal == .compact
    var notes: [SplitNote] = []
    for split in inCreationOrder(controllers.names(of: .split)) {
      if controllers[split]?.columns != nil {  // SV-9: column style
        let note = collapsing ? collapseColumnSplit(split) : expandColumnSplit(split)
        notes += note.map { [$0] } ?? []
        continue
      }
      guard let primary = controllers[split]?.children.first else { continue }
      if collapsing, let kept = askCollapseDelegate(split) {  // SV-11
        notes.append(.collapsesKept(split: split, kept: kept))
        continue
      }
      if !collapsing { controllers[split]?.collapseAsked = false }
      guard controllers[primary]?.kind == .navigation else { continue }
      if collapsing {
        if let (primary, secondary) = collapse(split) {
          notes.append(.collapsesPushing(split: split, primary: primary, secondary: secondary))
        }
      } else if let secondary = controllers[split]?.collapsedSecondary,
        controllers[primary]?.topChild == secondary, presentations(within: secondary).isEmpty,
        !isGrabbed(secondary), !isGrabbed(primary)
      {
        emit(primary, .separateSecondary(split: ControllerID(split)))
        if let view = controllers[secondary]?.view { forest.removeFromSuperview(view) }
        linkChild(secondary, to: split)
        controllers[split]?.collapsedSecondary = nil
        notes.append(.expands(split: split, primary: primary, secondary: secondary))
      }
    }
    return notes
  }

  /// SV-6: a split whose window is horizontally compact when its view first loads collapses
  /// before its first display, by the same path as a later collapse (SV-2), so a navigation
  /// primary shows the secondary (the detail) on top. Called as the split is mounted.
  mutating func collapseSplitOnArrival(_ split: String) {
    if controllers[split]?.columns != nil { return announceColumnSplit(split) }  // SV-8
    guard controllers[split]?.kind == .split, controllers[split]?.appearance == .disappeared,
      controllers[split]?.collapsedSecondary == nil
    else { return }
    if splitHidesPrimary, let primary = controllers[split]?.children.first,
      (controllers[split]?.children.count ?? 0) > 1
    {
      pendingMistakeNotes.append(
        SplitNote.primaryHidden(split: split, primary: primary).note(
          controllers: [split, primary]))
    }
    if environment.traits.horizontal == .compact, let kept = askCollapseDelegate(split) {
      pendingMistakeNotes.append(
        SplitNote.arrivesKept(split: split, kept: kept).note(controllers: [split]))
      return
    }
    guard environment.traits.horizontal == .compact,
      let primary = controllers[split]?.children.first,
      controllers[primary]?.kind == .navigation, let (_, secondary) = collapse(split)
    else { return }
    // Read out with the next phase, like the notes on the app's mistakes.
    pendingMistakeNotes.append(
      SplitNote.arrivesPushing(split: split, primary: primary, secondary: secondary).note(
        controllers: [split, primary, secondary]))
  }

  /// SV-11 [C: COLLAPSE; MALHAL]: a classic split whose scene gives it a delegate
  /// (`collapseSecondary:`) asks it first at every collapse. True: nothing is pushed and the
  /// primary stays on top; returns the answer. False: nil, and SV-2 runs.
  private mutating func askCollapseDelegate(_ split: String) -> SplitNote.DelegateKeeps? {
    guard let answer = controllers[split]?.options.collapseSecondary,
      controllers[split]?.collapseAsked == false, controllers[split]?.collapsedSecondary == nil,
      let primary = controllers[split]?.children.first,
      let secondary = controllers[split]?.children.dropFirst().first
    else { return nil }
    controllers[split]?.collapseAsked = true
    emit(
      split,
      .collapseSecondaryAsked(
        ControllerID(secondary), onto: ControllerID(primary), handled: answer == .handled))
    guard answer == .handled else { return nil }
    return SplitNote.DelegateKeeps(primary: primary, secondary: secondary)
  }

  /// SV-2: the navigation primary pushes the secondary onto its own stack. A secondary that is
  /// presenting (or taken by a presentation) stays in its column, hidden, instead of moving
  /// [I]: the engine does not move live presentations between containers.
  private mutating func collapse(_ split: String) -> (primary: String, secondary: String)? {
    guard let primary = controllers[split]?.children.first,
      let secondary = controllers[split]?.children.dropFirst().first,
      presentations(within: secondary).isEmpty, !isGrabbed(secondary)
    else { return nil }
    emit(primary, .collapseSecondary(ControllerID(secondary), split: ControllerID(split)))
    if let view = controllers[secondary]?.view { forest.removeFromSuperview(view) }
    linkChild(secondary, to: primary)
    controllers[split]?.collapsedSecondary = secondary
    return (primary, secondary)
  }

  /// SV-5: in regular width the default (`.automatic`) display mode of a classic split hides
  /// the primary when the window is taller than wide (iPad portrait, or a portrait-shaped
  /// multitasking window) [C: DOC-split-classic] [I: "taller than wide" as UIKit's test].
  var splitHidesPrimary: Bool {
    environment.traits.horizontal == .regular
      && environment.windowSize.height > environment.windowSize.width
  }

  /// SV-5: what happens to the primary when the window turns portrait-shaped or back, in
  /// regular width (a change of size class is SV-2's business).
  func splitDisplayModeNotes(before old: Environment) -> [SplitNote] {
    guard old.traits.horizontal == .regular, environment.traits.horizontal == .regular else {
      return []
    }
    let wasHidden = old.windowSize.height > old.windowSize.width
    guard wasHidden != splitHidesPrimary else { return [] }
    let splits = controllers.names(of: .split).union(controllers.namesWithColumns)
    return inCreationOrder(splits).compactMap { split in
      if controllers[split]?.columns != nil, isInWindow(split) {
        return .columnDefault(split: split, displayMode: columnDisplayMode(split))
      }
      guard controllers[split]?.kind == .split, controllers[split]?.columns == nil,
        isInWindow(split),
        let primary = controllers[split]?.children.first,
        (controllers[split]?.children.count ?? 0) > 1
      else { return nil }
      if splitHidesPrimary { return .primaryHidden(split: split, primary: primary) }
      return .bothColumns(split: split, primary: primary)
    }
  }
}
