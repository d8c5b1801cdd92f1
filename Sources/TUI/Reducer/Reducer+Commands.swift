import TransitionEngine
import Wording

extension Reducer {
  /// Runs one command of the main screen.
  static func perform(_ command: Command, _ state: inout AppState) -> [Effect] {
    guard let session = state.session else { return [] }
    switch command {
    case .nextPhase, .previousPhase, .nextStep, .previousStep, .first, .last:
      moveCommand(command, &state)
    case .restart, .save:
      return driveCommand(command, &state)
    case .hidePane, .showPanes:
      paneCommand(command, &state)
    case .focusNext, .focusPrevious:
      cycleFocus(&state, forward: command == .focusNext)
    case .lineDown, .lineUp, .pageDown, .pageUp:
      let onRules = (command == .lineDown || command == .lineUp) && state.focus == .why
      if !onRules || !moveRuleCursor(&state, command) { scroll(&state, command) }
    case .nextChange, .previousChange:
      jumpToChange(&state, forward: command == .nextChange)
    case .toggleFold where state.focus == .why:
      openRule(&state)
    case .toggleFold:
      toggleFold(&state)
    case .details:
      state.showsDetails.toggle()
      if state.showsDetails, !layout(state).visiblePanes.contains(.views) {
        state.status = StatusLine(StatusWords.detailsInViews.text(in: state.language))
      }
      revealSelection(&state)
    case .search:
      state.search = SearchState()
    case .nextMatch, .previousMatch:
      if state.search != nil {
        jumpToMatch(&state, forward: command == .nextMatch, inclusive: false)
      }
    case .compare:
      state.comparing.toggle()
      fixFocus(&state)
      revealSelection(&state)
    case .zoom:
      state.zoomed.toggle()
      fixFocus(&state)
      revealSelection(&state)
    case .act:
      state.overlay = .actions(
        ActionMenuState(root: ActionMenu.root(session, language: state.language)))
    case .open:
      let index = state.pickerIndex(of: session.entry) ?? 0
      state.overlay = .picker(PickerState(selection: index))
    case .dumpScene:
      toDump(&state)
    case .help:
      state.overlay = .help(scroll: 0)
    case .steps:
      state.overlay = .steps(cursor: session.position.step)
    case .back:
      back(&state)
    case .quit:
      return [.quit]
    case .repaint:
      return [.repaint]
    case .predict:
      togglePredict(&state)
    case .presentLayout, .faster, .slower, .play:
      presenterCommand(command, &state)
    }
    return []
  }

  /// → ← ] [ g G: a phase or a step on or back, the first or the last phase.
  static func moveCommand(_ command: Command, _ state: inout AppState) {
    guard let session = state.session else { return }
    let timeline = session.timeline
    let position = session.position
    switch command {
    case .nextPhase:
      if let next = position.next(in: timeline) {
        move(&state, to: next)
      } else {
        state.status = StatusLine(StatusWords.endOfScene.text(in: state.language))
      }
    case .previousPhase:
      if let previous = position.previous(in: timeline) {
        move(&state, to: previous)
      } else {
        state.status = StatusLine(StatusWords.startOfScene.text(in: state.language))
      }
    case .nextStep:
      if position.step + 1 < timeline.steps.count {
        move(&state, to: Position(step: position.step + 1, phase: 0))
      } else {
        state.status = StatusLine(StatusWords.lastStep.text(in: state.language))
      }
    case .previousStep:
      move(&state, to: Position(step: max(position.step - 1, 0), phase: 0))
    case .first:
      move(&state, to: .start)
    case .last:
      move(&state, to: .end(of: timeline))
    default:
      break
    }
  }

  /// r and w: restart (asking before dropping added steps), save the added steps.
  static func driveCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
    guard let session = state.session else { return [] }
    switch command {
    case .restart:
      let added = session.spec.steps.count - session.entry.spec.steps.count
      if added > 0 {
        state.confirmingRestart = true
        state.status = StatusLine(StatusWords.confirmRestart(added: added).text(in: state.language))
      } else {
        open(&state, session.entry)
      }
    case .save:
      let added = Array(session.spec.steps.dropFirst(session.entry.spec.steps.count))
      guard !added.isEmpty else {
        state.status = StatusLine(StatusWords.nothingToSave.text(in: state.language))
        return []
      }
      return [.saveScene(session.entry, added: added)]
    default:
      break
    }
    return []
  }

  /// v and V: hide the focused pane, show every pane.
  static func paneCommand(_ command: Command, _ state: inout AppState) {
    switch command {
    case .hidePane:
      let visible = layout(state).visiblePanes
      guard visible.count > 1, visible.contains(state.focus), !state.zoomed else {
        state.status = StatusLine(StatusWords.nothingToHide.text(in: state.language))
        return
      }
      state.hidden.insert(state.focus)
      state.status = StatusLine(
        StatusWords.paneHidden(state.focus.title(in: state.language)).text(in: state.language))
      fixFocus(&state)
    case .showPanes:
      state.hidden = []
      state.status = StatusLine(StatusWords.everyPaneShown.text(in: state.language))
    default:
      break
    }
  }

  /// Esc: closes the innermost thing open: a search, the details, zoom, compare mode.
  static func back(_ state: inout AppState) {
    if state.search != nil {
      state.search = nil
    } else if state.showsDetails {
      state.showsDetails = false
    } else if state.zoomed {
      state.zoomed = false
    } else if state.comparing {
      state.comparing = false
    }
    fixFocus(&state)
    revealSelection(&state)
  }

  static func cycleFocus(_ state: inout AppState, forward: Bool) {
    let panes = state.zoomed ? PaneID.allCases : layout(state).visiblePanes
    guard !panes.isEmpty else { return }
    let index = panes.firstIndex(of: state.focus) ?? 0
    let next = (index + (forward ? 1 : panes.count - 1)) % panes.count
    state.focus = panes[next]
    revealSelection(&state)
  }

  /// . and ,: selects the next (previous) row with a change mark, wrapping around.
  static func jumpToChange(_ state: inout AppState, forward: Bool) {
    guard let view = phaseView(&state) else { return }
    guard let row = view.list.change(from: view.selectedRow, forward: forward) else {
      state.status = StatusLine(StatusWords.noViewChanged.text(in: state.language))
      return
    }
    state.selected = view.rows[row].node.id
    if state.focus != .views && state.focus != .screen { state.focus = .views }
    fixFocus(&state)
    revealSelection(&state, row: row, count: view.rows.count)
  }

  /// Enter: folds the selected view's subviews away, or shows them again.
  static func toggleFold(_ state: inout AppState) {
    guard let view = phaseView(&state) else { return }
    guard view.rows.indices.contains(view.selectedRow) else { return }
    let row = view.rows[view.selectedRow]
    let id = row.node.id
    if state.folded.contains(id) {
      state.folded.remove(id)
    } else if row.node.subviews.isEmpty {
      state.status = StatusLine(
        StatusWords.nothingToFold(row.node.className).text(in: state.language))
    } else {
      state.folded.insert(id)
    }
    revealSelection(&state)
  }
}
