import TransitionEngine

extension Reducer {
  /// Keys while the search query is being typed.
  static func searchKey(_ key: Key, search: SearchState, _ state: inout AppState) -> [Effect] {
    var search = search
    switch key {
    case .character(let character):
      search.query.append(character)
      state.search = search
      jumpToMatch(&state, forward: true, inclusive: true)
    case .backspace, .delete:
      if search.query.isEmpty {
        state.search = nil
      } else {
        search.query.removeLast()
        state.search = search
        jumpToMatch(&state, forward: true, inclusive: true)
      }
    case .enter:
      search.editing = false
      state.search = search.query.isEmpty ? nil : search
    case .escape:
      state.search = nil
    case .down:
      jumpToMatch(&state, forward: true, inclusive: false)
    case .up:
      jumpToMatch(&state, forward: false, inclusive: false)
    default:
      break
    }
    return []
  }

  /// Selects the next (or previous) view that matches the query, in depth-first order from
  /// the selection, wrapping around; unfolds what hides it.
  static func jumpToMatch(_ state: inout AppState, forward: Bool, inclusive: Bool) {
    guard let session = state.session, let query = state.search?.query, !query.isEmpty else {
      return
    }
    PhaseView.prepareSearch(&state)
    let found = PhaseView.matches(session, state: state)
    guard !found.isEmpty else { return }
    let root = session.phase.window
    let target: ViewID?
    if let selected = state.selected, let index = found.firstIndex(of: selected) {
      // Cycling through the matches: no walk of the tree.
      let step = inclusive ? 0 : forward ? 1 : found.count - 1
      target = found[(index + step) % found.count]
    } else {
      target = nearest(found, from: state.selected, in: root, forward: forward)
    }
    guard let target else { return }
    for ancestor in PhaseView.path(to: target, in: root).dropLast() {
      state.folded.remove(ancestor)
    }
    state.selected = target
    revealSelection(&state)
  }

  /// The first match after (or the last before) the selection in depth-first order,
  /// wrapping around; the selection is not a match.
  static func nearest(_ found: [ViewID], from selected: ViewID?, in root: ViewNode, forward: Bool)
    -> ViewID?
  {
    let wanted = Set(found)
    var before: ViewID?
    var after: ViewID?
    var passed = false
    var stack = [root]
    while let node = stack.popLast() {
      if node.id == selected {
        passed = true
      } else if wanted.contains(node.id) {
        if passed {
          if after == nil { after = node.id }
          if forward { break }
        } else {
          before = node.id
        }
      }
      stack.append(contentsOf: node.subviews.reversed())
    }
    return forward ? after ?? found.first : before ?? found.last
  }
}
