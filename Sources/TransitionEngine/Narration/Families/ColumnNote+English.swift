extension ColumnNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .replacedStack(let call, let split, let column, let nav, let controller):
      return "\(call) on \(split): the .\(column) column already holds the navigation "
        + "controller \(nav). Apple describes a push only for the secondary column (SV-8); "
        + "for the other columns the sources do not say, so TransitionScope makes "
        + "\(controller) the whole stack of \(nav), as setViewControllers without animation "
        + "would [I]."
    case .pushedOntoSecondary(let call, let split, let nav, let controller, let collapsedOnto):
      return "\(call) on \(split): the secondary column already holds the navigation controller "
        + "\(nav), and \(controller) is not a navigation controller, so UIKit pushes it onto "
        + "that stack instead of replacing the column's controller, as Apple's reply to a bug "
        + "report says (SV-8); the old controller stays below it and Back returns to it. "
        + "The call has no animated: parameter; the push is shown without animation [I]."
        + (collapsedOnto.map {
          " \(split) is collapsed and the secondary's stack sits on the primary's "
            + "navigation controller \($0) (SV-9), so the push lands there and goes back "
            + "to \(nav) when the split expands [I: Q-22]."
        } ?? "")
    case .columnChanged(let change, let events):
      let rule = change.column == .inspector ? "SV-10" : "SV-8"
      let inspector =
        change.column == .inspector && change.shown
        ? " The inspector's width here is the model's, not UIKit's: its default between "
          + "minimumInspectorColumnWidth and maximumInspectorColumnWidth is not in the sources [I]."
        : ""
      return "\(change.call) on \(change.split) \(change.shown ? "brings" : "takes away") the "
        + ".\(change.column.rawValue) column, \(change.nav) (\(rule)); the display mode "
        + (change.modeStays ? "stays " : "becomes ") + "\(change.mode). "
        + "Appearance: " + AppearanceSentence.sequence(events, rule: "LC-2 [I]") + inspector
        + " The other columns stay and are laid out again (LC-4) [I: the callback order]."
    }
  }
}
