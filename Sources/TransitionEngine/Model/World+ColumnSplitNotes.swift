extension World {
  /// SV-8–SV-10: as a column-style split is first mounted, says what its columns hold (and
  /// which navigation controllers UIKit created) and, in compact width, collapses it before
  /// its first display (SV-6, SV-9). Read out with the next phase.
  mutating func announceColumnSplit(_ split: String) {
    guard let state = controllers[split]?.columns, !state.announced,
      controllers[split]?.appearance == .disappeared
    else { return }
    controllers[split]?.columns?.announced = true
    let created = state.navigation.sorted { $0.key < $1.key }.filter {
      $0.value == ColumnSplitSpec.createdNavigationName(split: split, column: $0.key)
    }.map { column, nav in
      ContainerNote.CreatedNavigation(
        navigation: nav, root: controllers[nav]?.children.first ?? nav, column: column.rawValue)
    }
    let layout: ContainerNote.ColumnLayout
    let chineseLayout: ContainerNote.ColumnLayout
    if environment.traits.horizontal == .compact {
      let collapse = collapseColumnSplit(split)
      layout = collapse.map { .collapses($0.english) } ?? .collapsedAlready
      chineseLayout = collapse.map { .collapses($0.chinese) } ?? .collapsedAlready
    } else {
      layout = .regular(
        displayMode: columnDisplayMode(split),
        shown: shownColumns(split).compactMap { state.navigation[$0] })
      chineseLayout = layout
    }
    func note(_ layout: ContainerNote.ColumnLayout) -> ContainerNote {
      ContainerNote.columnSplit(
        split: split, style: state.style.rawValue, created: created,
        compact: compactColumnStandIn(state), layout: layout,
        inspector: state.navigation[.inspector].map {
          environment.ios >= 26
            ? .hidden(inspector: $0) : .beforeIOS26(inspector: $0, ios: environment.ios)
        })
    }
    // The collapse (a `SplitNote`) cites rule IDs of its own: the note's rules are read from
    // its English, as a told note's are, so they are the ones the words note had. The
    // container family holds the collapse as words, one language each: a `SplitNote` inside
    // `ContainerNote` changed `NoteKind`'s layout, and every scene crashed in its outlined
    // copy (see DECISIONS).
    pendingMistakeNotes.append(
      PhaseNote(
        .told(ToldNote(english: note(layout).english, chinese: note(chineseLayout).chinese)),
        role: .happened,
        controllers: [split]))
  }

  /// SV-8 [C: H-SPLIT]: UIKit creates no navigation controller for the compact column, so
  /// the controller given for it stands there as it is; nil when it is a navigation
  /// controller or there is none.
  private func compactColumnStandIn(_ state: SplitColumnState) -> String? {
    guard let compact = state.navigation[.compact], controllers[compact]?.kind != .navigation
    else { return nil }
    return compact
  }
}
