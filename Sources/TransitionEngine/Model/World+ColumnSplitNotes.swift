extension World {
  /// SV-8–SV-10: as a column-style split is first mounted, says what its columns hold (and
  /// which navigation controllers UIKit created) and, in compact width, collapses it before
  /// its first display (SV-6, SV-9). Read out with the next phase.
  mutating func announceColumnSplit(_ split: String) {
    guard let state = controllers[split]?.columns, !state.announced,
      controllers[split]?.appearance == .disappeared
    else { return }
    controllers[split]?.columns?.announced = true
    var text =
      "\(split) is a column-style split (.\(state.style.rawValue), SV-8): each column holds a "
      + "navigation controller, "
    let created = state.navigation.sorted { $0.key < $1.key }.filter {
      $0.value == ColumnSplitSpec.createdNavigationName(split: split, column: $0.key)
    }
    if created.isEmpty {
      text += "here the app's own."
    } else {
      let wrapped = created.map { column, nav in
        "\(nav) for \(controllers[nav]?.children.first ?? nav) (.\(column.rawValue))"
      }
      text +=
        "and for a column given a controller that is not one, UIKit creates it: "
        + CallbackSentence.list(wrapped) + ". Apple says only that the split \"creates a "
        + "navigation controller\"; whether it is a private subclass of UINavigationController "
        + "is unknown [I]."
    }
    text += compactColumnNote(state)
    if environment.traits.horizontal == .compact {
      if let collapse = collapseColumnSplit(split) {
        text +=
          " It starts in compact width, so it collapses before its first display (SV-6, SV-9): "
          + collapse + "."
      } else {
        text += " The width is compact and it was collapsed already, before its view loaded (SV-9)."
      }
    } else {
      let shown = shownColumns(split).compactMap { state.navigation[$0] }
      text +=
        " In regular width its display mode is \(columnDisplayMode(split)), showing "
        + CallbackSentence.list(shown) + " [I: the sources give no default display mode for "
        + "column styles; this follows the classic split's (SV-5), Q-22]."
    }
    text += inspectorArrivalNote(split, state)
    pendingMistakeNotes.append(PhaseNote(words: text, controllers: [split]))
  }

  /// SV-8 [C: H-SPLIT]: UIKit creates no navigation controller for the compact column.
  private func compactColumnNote(_ state: SplitColumnState) -> String {
    guard let compact = state.navigation[.compact], controllers[compact]?.kind != .navigation
    else { return "" }
    return " The compact column is the exception: UIKit's header says it creates no navigation "
      + "controller there, so \(compact) stands in it as it is (SV-8)."
  }

  /// SV-10: the inspector column starts hidden, and exists from iOS 26 only.
  private func inspectorArrivalNote(_ split: String, _ state: SplitColumnState) -> String {
    guard let inspector = state.navigation[.inspector] else { return "" }
    guard environment.ios >= 26 else {
      return " The inspector column is new in iOS 26; on iOS \(environment.ios) \(inspector) "
        + "has no column to show in and stays off screen (SV-10)."
    }
    return " Its inspector column, \(inspector), is hidden until the app calls "
      + "show(.inspector) (SV-10)."
  }
}
