import TransitionEngine

/// What the panes need about the current phase: the diff against the previous phase and the
/// rows of the views pane. The rows come from the state's `RowCache` when the reducer has
/// already made them (always, after an event); otherwise they are made here, once.
struct PhaseView {
  let session: SceneSession
  let phase: Phase
  let previous: Phase?
  let diff: ViewDiff
  let list: RowList
  /// Row of the selected view (the first row when the selection is not in the tree).
  let selectedRow: Int

  var rows: [TreeRow] { list.rows }

  init(_ session: SceneSession, state: AppState) {
    self.session = session
    phase = session.phase
    previous = session.previousPhase
    diff = session.diff
    let list = PhaseView.list(.current, session, state: state)
    self.list = list
    selectedRow = state.selected.flatMap { list.row(of: $0) } ?? 0
  }

  /// The cache key of one of the phase's trees.
  static func key(_ tree: RowCache.Tree, _ session: SceneSession, state: AppState)
    -> RowCache.Key
  {
    RowCache.Key(position: session.position, tree: tree, folded: state.folded)
  }

  /// A tree's rows, from the session's cache or made now.
  static func list(_ tree: RowCache.Tree, _ session: SceneSession, state: AppState) -> RowList {
    session.rowCache.list(key(tree, session, state: state))
      ?? make(tree, session, folded: state.folded)
  }

  /// Makes sure the session's cache holds a tree's rows for the state's phase and folds.
  static func prepare(_ tree: RowCache.Tree, _ state: inout AppState) {
    let folded = state.folded
    state.withSession { session in
      let key = RowCache.Key(position: session.position, tree: tree, folded: folded)
      if var list = session.rowCache.list(key) {
        session.rowCache.touch(key)
        // The layout asks the shown phase's list how wide its rows are: measured once.
        if tree == .current, list.widest == nil {
          list.measureWidest()
          session.rowCache.store(list, for: key)
        }
      } else {
        var list = make(tree, session, folded: folded)
        if tree == .current { list.measureWidest() }
        session.rowCache.store(list, for: key)
      }
    }
    if tree == .current { prepareStepWidth(&state) }
  }

  /// Phases a step may have and still be laid out as one: a step the app's code makes long
  /// (a loop of hundreds of animator lines) is laid out phase by phase, so a render without
  /// the cache measures a bounded number of phases.
  static let stepLayoutPhases = 24

  /// Columns the widest row of any phase of the session's step takes (of the phase alone in a
  /// step longer than `stepLayoutPhases`), each phase's rows from the cache or made now.
  static func stepWidest(_ session: SceneSession, state: AppState) -> Int {
    let phases = session.step.phases.indices
    guard phases.count <= stepLayoutPhases else {
      return list(.current, session, state: state).widestColumns
    }
    return phases.reduce(0) { widest, index in
      let here = session.at(Position(step: session.position.step, phase: index))
      return max(widest, list(.current, here, state: state).widestColumns)
    }
  }

  /// The cache key of the step's width on screen.
  static func stepWidthKey(_ session: SceneSession, state: AppState) -> RowCache.StepWidthKey {
    let long = session.step.phases.count > stepLayoutPhases
    return RowCache.StepWidthKey(
      step: session.position.step, phase: long ? session.position.phase : nil,
      folded: state.folded)
  }

  /// Makes sure the session's cache holds the width of the step on screen.
  static func prepareStepWidth(_ state: inout AppState) {
    guard let session = state.session else { return }
    let key = stepWidthKey(session, state: state)
    guard session.rowCache.stepWidths[key] == nil else { return }
    let widest = stepWidest(session, state: state)
    state.withSession { $0.rowCache.stepWidths[key] = widest }
  }

  /// Flattens every phase of a newly opened (or re-planned) scene at once, as the session
  /// computes every phase's diff at once: stepping through phases then never walks a tree.
  /// Stops at the cache's limit; phases beyond it are flattened when first shown.
  static func prefill(_ state: inout AppState) {
    let folded = state.folded
    state.withSession { session in
      guard !session.rowCache.prefilled else { return }
      session.rowCache.prefilled = true
      var position: Position? = .start
      while let here = position, session.rowCache.total < RowCache.limit {
        let key = RowCache.Key(position: here, tree: .current, folded: folded)
        if session.rowCache.list(key) == nil {
          let list = make(.current, session.at(here), folded: folded)
          session.rowCache.store(list, for: key)
        }
        position = here.next(in: session.timeline)
      }
    }
  }

  /// Walks the tree: once per phase, tree and set of folds.
  static func make(_ tree: RowCache.Tree, _ session: SceneSession, folded: Set<ViewID>)
    -> RowList
  {
    let phases = session.step.phases
    let current = session.phase
    switch tree {
    case .current:
      return RowList(TreeRows.rows(current.window, diff: session.diff, folded: folded))
    case .before:
      let first = phases.first ?? current
      return RowList(TreeRows.rows(first.window, diff: ViewDiff(), folded: folded))
    case .after:
      let last = phases.last ?? current
      let diff = ViewDiff(from: current.window, to: last.window)
      return RowList(TreeRows.rows(last.window, diff: diff, folded: folded))
    }
  }

  /// Views of the phase whose class, owner or role contains the active query, in depth-first
  /// order (folded ones included): from the session's cache when the reducer has made them.
  static func matches(_ session: SceneSession, state: AppState) -> [ViewID] {
    guard let query = state.search?.query, !query.isEmpty else { return [] }
    if let search = session.rowCache.search, search.position == session.position,
      search.query == query
    {
      return search.matches
    }
    return ViewSearch.matches(query, in: session.phase.window)
  }

  /// Makes sure the session's cache holds the matches of the active query in the current phase.
  static func prepareSearch(_ state: inout AppState) {
    guard let query = state.search?.query, !query.isEmpty else { return }
    state.withSession { session in
      if let kept = session.rowCache.search, kept.position == session.position,
        kept.query == query
      {
        return
      }
      session.rowCache.search = RowCache.Search(
        position: session.position, query: query,
        matches: ViewSearch.matches(query, in: session.phase.window))
    }
  }

  /// The screen picture of the phase in `region`: from the session's cache when the reducer
  /// made it.
  static func picture(_ session: SceneSession, state: AppState, in region: Region)
    -> ScreenPicture
  {
    session.rowCache.pictures[RowCache.PictureKey(position: session.position, region: region)]
      ?? ScreenPicture(window: session.phase.window, in: region, looks: session.looks)
  }

  /// Makes sure the session's cache holds the picture for the screen pane as it is laid out
  /// now: for every phase at once when the scene or the pane's size is new (a picture holds
  /// only the views that show, so they are small).
  static func preparePicture(_ state: inout AppState, layout: PaneLayout) {
    guard let pane = layout.panes[.screen] else { return }
    let region = pane.inset(by: 1)
    state.withSession { session in
      if session.rowCache.prefilledPictures != region {
        session.rowCache.prefilledPictures = region
        var position: Position? = .start
        var count = 0
        while let here = position, count < RowCache.maximumEntries / 2 {
          storePicture(&session, at: here, in: region)
          position = here.next(in: session.timeline)
          count += 1
        }
      }
      storePicture(&session, at: session.position, in: region)
    }
  }

  /// Makes and keeps the picture of the phase at `position` unless the cache has it.
  private static func storePicture(
    _ session: inout SceneSession, at position: Position, in region: Region
  ) {
    let key = RowCache.PictureKey(position: position, region: region)
    guard session.rowCache.pictures[key] == nil, let phase = session.phase(at: position) else {
      return
    }
    let picture = ScreenPicture(window: phase.window, in: region, looks: session.looks)
    session.rowCache.store(picture, for: key)
  }

  /// The IDs from the root down to `id`, both included; empty when `id` is not in the tree.
  static func path(to id: ViewID, in root: ViewNode) -> [ViewID] {
    if root.id == id { return [id] }
    for child in root.subviews {
      let below = path(to: id, in: child)
      if !below.isEmpty { return [root.id] + below }
    }
    return []
  }

  /// The view with this ID in the current rows or in the window.
  func node(_ id: ViewID) -> ViewNode? {
    list.row(of: id).map { rows[$0].node } ?? phase.window.first { $0.id == id }
  }
}
