extension World {
  /// SV-2: when a split view's width turns compact, a navigation-controller primary collapses
  /// the secondary onto its stack (`collapseSecondaryViewController(_:for:)` pushes it); when
  /// the width turns regular again, the primary separates it (`separateSecondaryViewController`
  /// pops it back into the secondary column). Returns a sentence per split that changed.
  mutating func collapseOrSeparateSplits(from old: Traits) -> [String] {
    resetColumnDisplayModes()
    guard old.horizontal != environment.traits.horizontal else { return [] }
    let collapsing = environment.traits.horizontal == .compact
    var notes: [String] = []
    for split in inCreationOrder(controllers.names(of: .split)) {
      if controllers[split]?.columns != nil {  // SV-9: column style
        let note = collapsing ? collapseColumnSplit(split) : expandColumnSplit(split)
        notes += note.map { [$0] } ?? []
        continue
      }
      guard let primary = controllers[split]?.children.first else { continue }
      if collapsing, let note = askCollapseDelegate(split) {  // SV-11
        notes.append("\(split) collapses: " + note)
        continue
      }
      if !collapsing { controllers[split]?.collapseAsked = false }
      guard controllers[primary]?.kind == .navigation else { continue }
      if collapsing {
        if let (primary, secondary) = collapse(split) {
          notes.append(
            "\(split) collapses: its navigation primary \(primary) pushes the secondary "
              + "\(secondary) onto its own stack (SV-2)")
        }
      } else if let secondary = controllers[split]?.collapsedSecondary,
        controllers[primary]?.topChild == secondary, presentations(within: secondary).isEmpty,
        !isGrabbed(secondary), !isGrabbed(primary)
      {
        emit(primary, .separateSecondary(split: ControllerID(split)))
        if let view = controllers[secondary]?.view { forest.removeFromSuperview(view) }
        linkChild(secondary, to: split)
        controllers[split]?.collapsedSecondary = nil
        notes.append(
          "\(split) expands: \(primary) pops \(secondary) and hands it back as the secondary "
            + "column (SV-2)")
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
        PhaseNote(
          words: hiddenPrimaryNote(split, primary: primary) + ".", controllers: [split, primary]))
    }
    if environment.traits.horizontal == .compact, let note = askCollapseDelegate(split) {
      pendingMistakeNotes.append(
        PhaseNote(
          words: "\(split) starts in compact width, so it collapses before its first display "
            + "(SV-6): " + note + ".", controllers: [split]))
      return
    }
    guard environment.traits.horizontal == .compact,
      let primary = controllers[split]?.children.first,
      controllers[primary]?.kind == .navigation, let (_, secondary) = collapse(split)
    else { return }
    // Read out with the next phase, like the notes on the app's mistakes.
    pendingMistakeNotes.append(
      PhaseNote(
        words: "\(split) starts in compact width, so it collapses before its first display: its "
          + "navigation primary \(primary) pushes the secondary \(secondary) onto its own "
          + "stack and \(secondary), the detail, is what shows (SV-6, SV-2); a delegate that "
          + "returns true from collapseSecondary would keep the primary instead. Apple's iOS 8 "
          + "overview says a compact split shows its primary first: sources differ (Q-20).",
        controllers: [split, primary, secondary]))
  }

  /// SV-11 [C: COLLAPSE; MALHAL]: a classic split whose scene gives it a delegate
  /// (`collapseSecondary:`) asks it first at every collapse. True: nothing is pushed and the
  /// primary stays on top; returns the sentence saying so. False: nil, and SV-2 runs.
  private mutating func askCollapseDelegate(_ split: String) -> String? {
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
    return "its delegate's splitViewController(_:collapseSecondary: \(secondary), onto: "
      + "\(primary)) returns true, so nothing is pushed: \(primary) stays on top and "
      + "\(secondary) stays the split's child, off screen (SV-11). What the next expansion "
      + "does with it is not in the sources (Q-20); the model shows both columns again, with "
      + "no separateSecondary call [I]"
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
  func splitDisplayModeNotes(before old: Environment) -> [String] {
    guard old.traits.horizontal == .regular, environment.traits.horizontal == .regular else {
      return []
    }
    let wasHidden = old.windowSize.height > old.windowSize.width
    guard wasHidden != splitHidesPrimary else { return [] }
    let splits = controllers.names(of: .split).union(controllers.namesWithColumns)
    return inCreationOrder(splits).compactMap { split in
      if controllers[split]?.columns != nil, isInWindow(split) {
        return "\(split)'s default display mode becomes \(columnDisplayMode(split)) (SV-8); the "
          + "defaults of column styles are inferred from the classic split's (SV-5, Q-22) [I]"
      }
      guard controllers[split]?.kind == .split, controllers[split]?.columns == nil,
        isInWindow(split),
        let primary = controllers[split]?.children.first,
        (controllers[split]?.children.count ?? 0) > 1
      else { return nil }
      if splitHidesPrimary { return hiddenPrimaryNote(split, primary: primary) }
      return "The window is wider than tall again, so \(split)'s default display mode shows "
        + "both columns (oneBesideSecondary): \(primary) returns on the leading side, at most "
        + "320 pt wide (SV-5) [I: the exact width]"
    }
  }

  /// SV-5 and Q-21: the sentence (without its full stop) for a split whose primary the default display mode hides.
  private func hiddenPrimaryNote(_ split: String, primary: String) -> String {
    "In a regular-width window taller than wide (iPad portrait) \(split)'s default display "
      + "mode is secondaryOnly: only the secondary shows, across the whole width, and "
      + "\(primary) would slide over it only on demand (the display-mode button or an edge "
      + "swipe) (SV-5). Whether the hidden primary's view stays in the window off screen is "
      + "not in the sources (Q-21); the model takes it out and its controller hears the "
      + "disappearance callbacks [I]. Treating any taller-than-wide regular window as "
      + "portrait is also inferred [I]"
  }
}
