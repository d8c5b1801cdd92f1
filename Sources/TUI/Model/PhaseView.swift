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
    RowCache.Key(
      revision: session.revision, position: session.position, tree: tree, folded: state.folded)
  }

  /// A tree's rows, from the cache or made now.
  static func list(_ tree: RowCache.Tree, _ session: SceneSession, state: AppState) -> RowList {
    state.rowCache.list(key(tree, session, state: state))
      ?? make(tree, session, folded: state.folded)
  }

  /// Makes sure the cache holds a tree's rows for the state's phase and folds.
  static func prepare(_ tree: RowCache.Tree, _ state: inout AppState) {
    guard let session = state.session else { return }
    let key = key(tree, session, state: state)
    if state.rowCache.list(key) != nil {
      state.rowCache.touch(key)
    } else {
      state.rowCache.store(make(tree, session, folded: state.folded), for: key)
    }
  }

  /// Flattens every phase of a newly opened (or re-planned) scene at once, as the session
  /// computes every phase's diff at once: stepping through phases then never walks a tree.
  /// Stops at the cache's limit; phases beyond it are flattened when first shown.
  static func prefill(_ state: inout AppState) {
    guard var session = state.session, state.rowCache.prefilled != session.revision else {
      return
    }
    state.rowCache.prefilled = session.revision
    let current = session.position
    var position: Position? = .start
    while let here = position, state.rowCache.total < RowCache.limit {
      session.position = here
      let key = key(.current, session, state: state)
      if state.rowCache.list(key) == nil {
        state.rowCache.store(make(.current, session, folded: state.folded), for: key)
      }
      position = here.next(in: session.timeline)
    }
    session.position = current
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
  /// order (folded ones included): from the cache when the reducer has made them.
  static func matches(_ session: SceneSession, state: AppState) -> [ViewID] {
    guard let query = state.search?.query, !query.isEmpty else { return [] }
    if let search = state.rowCache.search, search.revision == session.revision,
      search.position == session.position, search.query == query
    {
      return search.matches
    }
    return ViewSearch.matches(query, in: session.phase.window)
  }

  /// Makes sure the cache holds the matches of the active query in the current phase.
  static func prepareSearch(_ state: inout AppState) {
    guard let session = state.session, let query = state.search?.query, !query.isEmpty else {
      return
    }
    let matches = self.matches(session, state: state)
    state.rowCache.search = RowCache.Search(
      revision: session.revision, position: session.position, query: query, matches: matches)
  }

  /// The screen picture of the phase in `region`: from the cache when the reducer made it.
  static func picture(_ session: SceneSession, state: AppState, in region: Region)
    -> ScreenPicture
  {
    state.rowCache.pictures[pictureKey(session, region)]
      ?? ScreenPicture(window: session.phase.window, in: region, looks: session.looks)
  }

  /// Makes sure the cache holds the picture for the screen pane as it is laid out now: for
  /// every phase at once when the scene or the pane's size is new (a picture holds only the
  /// views that show, so they are small).
  static func preparePicture(_ state: inout AppState, layout: PaneLayout) {
    guard var session = state.session, let pane = layout.panes[.screen] else { return }
    let region = pane.inset(by: 1)
    let all = RowCache.PictureKey(revision: session.revision, position: .start, region: region)
    if state.rowCache.prefilledPictures != all {
      state.rowCache.prefilledPictures = all
      let current = session.position
      var position: Position? = .start
      var count = 0
      while let here = position, count < RowCache.maximumEntries / 2 {
        session.position = here
        let key = pictureKey(session, region)
        if state.rowCache.pictures[key] == nil {
          state.rowCache.store(
            ScreenPicture(window: session.phase.window, in: region, looks: session.looks), for: key)
        }
        position = here.next(in: session.timeline)
        count += 1
      }
      session.position = current
    }
    let key = pictureKey(session, region)
    guard state.rowCache.pictures[key] == nil else { return }
    state.rowCache.store(
      ScreenPicture(window: session.phase.window, in: region, looks: session.looks), for: key)
  }

  static func pictureKey(_ session: SceneSession, _ region: Region) -> RowCache.PictureKey {
    RowCache.PictureKey(revision: session.revision, position: session.position, region: region)
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
