import TransitionEngine
import Wording

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

  /// Keys while the scene picker is open: typing filters the list (`q` quits while the filter
  /// is empty), arrows move, Enter opens, Backspace edits the filter, Esc clears it or closes.
  static func pickerKey(_ key: Key, picker: PickerState, _ state: inout AppState) -> [Effect] {
    var picker = picker
    let count = state.pickerEntries(matching: picker.filter).count
    switch key {
    case .down: picker.selection = min(picker.selection + 1, count - 1)
    case .up: picker.selection = max(picker.selection - 1, 0)
    case .pageDown: picker.selection = min(picker.selection + 10, count - 1)
    case .pageUp: picker.selection = max(picker.selection - 10, 0)
    case .home: picker.selection = 0
    case .end: picker.selection = count - 1
    case .enter, .right: return choosePicker(picker.selection, picker: picker, &state)
    case .backspace, .delete:
      if !picker.filter.isEmpty { picker.filter.removeLast() }
      picker.selection = 0
    case .escape:
      if !picker.filter.isEmpty {
        picker = PickerState()
      } else if state.session != nil {
        state.overlay = nil
      }
    case .character("q") where picker.filter.isEmpty: return [.quit]
    case .character(let character) where !character.isNewline:
      picker.filter.append(character)
      picker.selection = 0
    default: break
    }
    picker.selection = max(picker.selection, 0)
    if case .picker = state.overlay { state.overlay = .picker(picker) }
    return []
  }

  /// Opens the picker's row: the playground at once, a scene file through the run loop, which
  /// reads it and calls `open` (or `showError`). A row of a file that failed shows its error.
  static func choosePicker(_ index: Int, picker: PickerState, _ state: inout AppState)
    -> [Effect]
  {
    let entries = state.pickerEntries(matching: picker.filter)
    guard entries.indices.contains(index) else {
      let failure = index - entries.count
      if state.catalogFailures.indices.contains(failure) {
        state.status = StatusLine(state.catalogFailures[failure].shortMessage, isError: true)
      }
      return []
    }
    let entry = entries[index]
    state.overlay = .picker(PickerState(selection: index, filter: picker.filter))
    if entry.path.isEmpty {
      open(&state, Playground.entry)
      return []
    }
    return [.openScene(path: entry.path)]
  }

  /// Keys while the action menu is open.
  static func menuKey(_ key: Key, menu: ActionMenuState, _ state: inout AppState) -> [Effect] {
    var menu = menu
    if menu.naming {
      nameKey(key, &menu)
      state.overlay = .actions(menu)
      return []
    }
    switch key {
    case .character("n"):
      menu.naming = true
      menu.name = ""
    case .down, .character("j"): menu.move(by: 1)
    case .up, .character("k"): menu.move(by: -1)
    case .enter, .right, .character("l"):
      chooseMenu(menu.selection, menu: menu, &state)
      return []
    case .character("t"):
      menu.animated.toggle()
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
  /// Keys while the new controller's name is typed: letters, digits and `_`; Enter keeps it,
  /// Esc drops it.
  static func nameKey(_ key: Key, _ menu: inout ActionMenuState) {
    switch key {
    case .character(let character)
    where character.isASCII
      && (character.isLetter || character.isNumber || character == "_"):
      menu.name = (menu.name ?? "") + String(character)
    case .backspace, .delete:
      if menu.name?.isEmpty == false { menu.name?.removeLast() }
    case .enter:
      menu.naming = false
      if menu.name?.isEmpty == true { menu.name = nil }
    case .escape:
      menu.naming = false
      menu.name = nil
    default: break
    }
  }

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
      state.status = StatusLine(StatusWords.notPossible(reason).text(in: state.language))
    case .perform(var step):
      guard var session = state.session else { return }
      step.animated = menu.animated
      if let name = menu.name {
        if let problem = ActionMenu.problem(
          naming: name, SceneFacts(session), language: state.language)
        {
          state.overlay = .actions(menu)
          state.status = StatusLine(problem, isError: true)
          return
        }
        step = ActionMenu.renamed(step, to: name)
      }
      session.append(step)
      let index = session.timeline.steps.count - 1
      state.session = session
      state.overlay = nil
      move(&state, to: Position(step: index, phase: 0))
      let action = session.timeline.steps.last?.action.description ?? "step"
      state.status = StatusLine(StatusWords.addedStep(index, action).text(in: state.language))
    }
  }
}
