import TransitionEngine

extension Reducer {
  /// Keys while the help overlay is open.
  static func helpKey(_ key: Key, scroll: Int, _ state: inout AppState) -> [Effect] {
    let limit = HelpOverlay.maxScroll(state: state, screen: screen(state))
    switch key {
    case .escape, .character("?"): state.overlay = nil
    case .down, .character("j"): state.overlay = .help(scroll: min(scroll + 1, limit))
    case .up, .character("k"): state.overlay = .help(scroll: max(scroll - 1, 0))
    case .pageDown, .character(" "): state.overlay = .help(scroll: min(scroll + 10, limit))
    case .pageUp: state.overlay = .help(scroll: max(scroll - 10, 0))
    case .character("q"): return [.quit]
    default: break
    }
    return []
  }

  /// Keys while the scene picker is open.
  static func pickerKey(_ key: Key, picker: PickerState, _ state: inout AppState) -> [Effect] {
    let count = state.pickerEntries.count
    var picker = picker
    switch key {
    case .down, .character("j"): picker.selection = min(picker.selection + 1, count - 1)
    case .up, .character("k"): picker.selection = max(picker.selection - 1, 0)
    case .home, .character("g"): picker.selection = 0
    case .end, .character("G"): picker.selection = count - 1
    case .enter, .right, .character("l"): return choosePicker(picker.selection, &state)
    case .character(let digit) where digit.isWholeNumber && digit != "0":
      let index = (digit.wholeNumberValue ?? 1) - 1
      if index < count { return choosePicker(index, &state) }
    case .escape: if state.session != nil { state.overlay = nil }
    case .character("q"): return [.quit]
    default: break
    }
    if case .picker = state.overlay { state.overlay = .picker(picker) }
    return []
  }

  /// Opens the picker's entry: the playground at once, a scene file through the run loop,
  /// which reads it and calls `open` (or `showError`).
  static func choosePicker(_ index: Int, _ state: inout AppState) -> [Effect] {
    let entries = state.pickerEntries
    guard entries.indices.contains(index) else { return [] }
    let entry = entries[index]
    state.overlay = .picker(PickerState(selection: index))
    if entry.path.isEmpty {
      open(&state, entry)
      return []
    }
    return [.openScene(path: entry.path)]
  }

  /// Keys while the action menu is open.
  static func menuKey(_ key: Key, menu: ActionMenuState, _ state: inout AppState) -> [Effect] {
    var menu = menu
    switch key {
    case .down, .character("j"): menu.move(by: 1)
    case .up, .character("k"): menu.move(by: -1)
    case .enter, .right, .character("l"):
      chooseMenu(menu.selection, menu: menu, &state)
      return []
    case .character(let digit) where digit.isWholeNumber && digit != "0":
      chooseMenu((digit.wholeNumberValue ?? 1) - 1, menu: menu, &state)
      return []
    case .escape, .left, .backspace, .character("h"):
      if !menu.back() {
        state.overlay = nil
        return []
      }
    case .character("q"): return [.quit]
    default: break
    }
    state.overlay = .actions(menu)
    return []
  }

  /// Chooses a menu row: adds its step and goes to the step's first phase, opens its page,
  /// or says why it is not possible.
  static func chooseMenu(_ row: Int, menu: ActionMenuState, _ state: inout AppState) {
    var menu = menu
    let items = menu.page.items
    guard items.indices.contains(row) else { return }
    menu.select(row)
    switch items[row].choice {
    case .page(let page):
      menu.open(page)
      state.overlay = .actions(menu)
    case .unavailable(let reason):
      state.overlay = .actions(menu)
      state.status = StatusLine("not possible: \(reason)")
    case .perform(let step):
      guard var session = state.session else { return }
      session.append(step)
      let index = session.timeline.steps.count - 1
      state.session = session
      state.overlay = nil
      move(&state, to: Position(step: index, phase: 0))
      let action = session.timeline.steps.last?.action.description ?? "step"
      state.status = StatusLine("added step \(index): \(action)")
    }
  }
}
