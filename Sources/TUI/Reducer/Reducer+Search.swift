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
    let root = session.phase.window
    let needle = ViewSearch.lowered(query)
    var matches: [(position: Int, id: ViewID)] = []
    var current = -1
    var position = 0
    func visit(_ node: ViewNode) {
      if node.id == state.selected { current = position }
      if ViewSearch.matches(node, needle) { matches.append((position, node.id)) }
      position += 1
      for child in node.subviews { visit(child) }
    }
    visit(root)
    guard !matches.isEmpty else { return }
    let target: ViewID?
    if forward {
      target =
        (matches.first { inclusive ? $0.position >= current : $0.position > current }
        ?? matches.first)?.id
    } else {
      target =
        (matches.last { inclusive ? $0.position <= current : $0.position < current }
        ?? matches.last)?.id
    }
    guard let target else { return }
    for ancestor in PhaseView.path(to: target, in: root).dropLast() {
      state.folded.remove(ancestor)
    }
    state.selected = target
    revealSelection(&state)
  }
}
