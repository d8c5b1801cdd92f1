import RuleBook
import Wording

extension Reducer {
  /// j k in the Why pane: the cursor goes to the next or previous rule ID, the pane scrolling
  /// to show it. False when the text cites no rule (the keys then scroll as elsewhere).
  static func moveRuleCursor(_ state: inout AppState, _ command: Command) -> Bool {
    guard let session = state.session, let metrics = metrics(state, pane: .why, session),
      let width = layout(state).panes[.why].map({ $0.width - 2 })
    else { return false }
    let citations = WhyPane.citations(session, width: width, language: state.language)
    guard !citations.isEmpty else { return false }
    let forward = command == .lineDown
    let next: Int
    if let cursor = state.ruleCursor {
      next = min(max(cursor + (forward ? 1 : -1), 0), citations.count - 1)
    } else {
      next = forward ? 0 : citations.count - 1
    }
    state.ruleCursor = next
    let line = citations[next].line
    let top = state.scroll[.why] ?? metrics.top
    if line < top {
      state.scroll[.why] = line
    } else if line >= top + metrics.visible {
      state.scroll[.why] = line - metrics.visible + 1
    }
    return true
  }

  /// Enter in the Why pane: the rule under the cursor (or the first cited) in an overlay.
  static func openRule(_ state: inout AppState) {
    guard let session = state.session, let width = layout(state).panes[.why].map({ $0.width - 2 })
    else { return }
    let citations = WhyPane.citations(session, width: width, language: state.language)
    guard !citations.isEmpty else {
      state.status = StatusLine(StatusWords.citesNoRule.text(in: state.language))
      return
    }
    let index = min(state.ruleCursor ?? 0, citations.count - 1)
    state.ruleCursor = index
    let id = citations[index].id
    guard RuleBook.rule(id) != nil else {
      state.status = StatusLine(
        StatusWords.notInRuleBook(id).text(in: state.language), isError: true)
      return
    }
    state.overlay = .rule(id: id, scroll: 0)
  }

  /// Keys while a rule is open.
  static func ruleKey(_ key: Key, id: String, scroll: Int, _ state: inout AppState) -> [Effect] {
    let limit = RuleOverlay.maxScroll(id: id, screen: screen(state), language: state.language)
    switch key {
    case .escape, .enter: state.overlay = nil
    case .down, .character("j"): state.overlay = .rule(id: id, scroll: min(scroll + 1, limit))
    case .up, .character("k"): state.overlay = .rule(id: id, scroll: max(scroll - 1, 0))
    case .character("q"): return [.quit]
    default: break
    }
    return []
  }
}
