extension SplitNote {
  /// The clause in English, without its full stop.
  var english: String {
    switch self {
    case .collapsesPushing(let split, let primary, let secondary):
      return "\(split) collapses: its navigation primary \(primary) pushes the secondary "
        + "\(secondary) onto its own stack (SV-2)"
    case .collapsesKept(let split, let kept):
      return "\(split) collapses: " + kept.english
    case .expands(let split, let primary, let secondary):
      return "\(split) expands: \(primary) pops \(secondary) and hands it back as the secondary "
        + "column (SV-2)"
    case .arrivesKept(let split, let kept):
      return "\(split) starts in compact width, so it collapses before its first display "
        + "(SV-6): " + kept.english
    case .arrivesPushing(let split, let primary, let secondary):
      return "\(split) starts in compact width, so it collapses before its first display: its "
        + "navigation primary \(primary) pushes the secondary \(secondary) onto its own "
        + "stack and \(secondary), the detail, is what shows (SV-6, SV-2); a delegate that "
        + "returns true from collapseSecondary would keep the primary instead. Apple's iOS 8 "
        + "overview says a compact split shows its primary first: sources differ (Q-20)"
    case .primaryHidden(let split, let primary):
      return "In a regular-width window taller than wide (iPad portrait) \(split)'s default "
        + "display mode is secondaryOnly: only the secondary shows, across the whole width, and "
        + "\(primary) would slide over it only on demand (the display-mode button or an edge "
        + "swipe) (SV-5). Whether the hidden primary's view stays in the window off screen is "
        + "not in the sources (Q-21); the model takes it out and its controller hears the "
        + "disappearance callbacks [I]. Treating any taller-than-wide regular window as "
        + "portrait is also inferred [I]"
    case .columnDefault(let split, let displayMode):
      return "\(split)'s default display mode becomes \(displayMode) (SV-8); the "
        + "defaults of column styles are inferred from the classic split's (SV-5, Q-22) [I]"
    case .bothColumns(let split, let primary):
      return "The window is wider than tall again, so \(split)'s default display mode shows "
        + "both columns (oneBesideSecondary): \(primary) returns on the leading side, at most "
        + "320 pt wide (SV-5) [I: the exact width]"
    case .columnsToCompact(let split, let compact, let inspector):
      return "\(split) collapses and shows its compact column, \(compact); the other columns "
        + "leave the screen (SV-9)" + Self.englishInspector(inspector)
    case .columnsOntoPrimary(let split, let chosen, let primary, let moved, let inspector):
      let chose =
        chosen.map {
          "its delegate returns .\($0.rawValue) from topColumnForCollapsingToProposedTopColumn "
            + "(proposed .secondary), so "
        } ?? "with no delegate the proposed top column is the secondary [I], so "
      let what =
        moved.isEmpty
        ? "\(primary) keeps only its own stack and the primary is what shows"
        : "\(CallbackSentence.list(moved)) \(moved.count == 1 ? "moves" : "move") onto the "
          + "primary's navigation controller \(primary) after its own controllers, and "
          + "\(moved.last ?? primary) is on top"
      return "\(split) collapses without a compact column: " + chose + what
        + " (SV-9). Which column UIKit proposes and how the columns' stacks join the primary's "
        + "are inferred: the sources do not give them (Q-22) [I]"
        + Self.englishInspector(inspector)
    case .columnsShow(let split, let displayMode):
      return "\(split) expands: its columns show again, in its display mode \(displayMode) "
        + "(SV-8)"
    case .columnsHandedBack(let split, let primary, let handed, let displayMode):
      return "\(split) expands: \(primary) hands \(CallbackSentence.list(handed)) back to their "
        + "columns, which show in the display mode \(displayMode) (SV-9, SV-8) [I]"
    }
  }

  /// SV-10, Q-22: where a shown inspector goes at a collapse is not in the sources.
  private static func englishInspector(_ inspector: String?) -> String {
    guard let inspector else { return "" }
    return ". Where the inspector column (\(inspector)) goes when the split collapses is not "
      + "in the sources (Q-22): the model leaves it off screen, which is unknown, not UIKit's "
      + "documented behaviour (SV-10)"
  }
}

extension SplitNote.DelegateKeeps {
  /// The delegate's answer, in English (SV-11, Q-20).
  var english: String {
    "its delegate's splitViewController(_:collapseSecondary: \(secondary), onto: "
      + "\(primary)) returns true, so nothing is pushed: \(primary) stays on top and "
      + "\(secondary) stays the split's child, off screen (SV-11). What the next expansion "
      + "does with it is not in the sources (Q-20); the model shows both columns again, with "
      + "no separateSecondary call [I]"
  }
}
