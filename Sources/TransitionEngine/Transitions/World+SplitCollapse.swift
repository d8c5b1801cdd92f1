extension World {
  /// SV-2: when a split view's width turns compact, a navigation-controller primary collapses
  /// the secondary onto its stack (`collapseSecondaryViewController(_:for:)` pushes it); when
  /// the width turns regular again, the primary separates it (`separateSecondaryViewController`
  /// pops it back into the secondary column). Returns a sentence per split that changed.
  mutating func collapseOrSeparateSplits(from old: Traits) -> [String] {
    guard old.horizontal != environment.traits.horizontal else { return [] }
    let collapsing = environment.traits.horizontal == .compact
    var notes: [String] = []
    for split in creationOrder where controllers[split]?.kind == .split {
      guard let primary = controllers[split]?.children.first,
        controllers[primary]?.kind == .navigation
      else { continue }
      // A secondary that is presenting (or taken by a presentation) stays in its column,
      // hidden, instead of moving [I]: the engine does not move live presentations between
      // containers.
      if collapsing, let secondary = controllers[split]?.children.dropFirst().first,
        presentations(within: secondary).isEmpty, !isGrabbed(secondary)
      {
        emit(primary, .collapseSecondary(ControllerID(secondary), split: ControllerID(split)))
        if let view = controllers[secondary]?.view { forest.removeFromSuperview(view) }
        linkChild(secondary, to: primary)
        controllers[split]?.collapsedSecondary = secondary
        notes.append(
          "\(split) collapses: its navigation primary \(primary) pushes the secondary "
            + "\(secondary) onto its own stack (SV-2)")
      } else if !collapsing, let secondary = controllers[split]?.collapsedSecondary,
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
}
