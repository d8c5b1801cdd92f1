import TransitionEngine
import Wording

/// `tscope compare A B`: two scenes side by side, stepped in lockstep (`Lockstep`). The
/// movement keys of the viewer move both; j k PgDn PgUp scroll both view trees; ? lists the
/// keys; q quits.
public struct CompareApp: TerminalApplication {
  public private(set) var state: CompareState

  public init(left: SceneEntry, right: SceneEntry, ascii: Bool, language: Language = .en) {
    state = CompareState(left: SceneSession(entry: left), right: SceneSession(entry: right))
    state.ascii = ascii
    state.language = language
  }

  public mutating func handle(_ action: Action) -> [Effect] {
    guard case .input(let event) = action else { return [] }
    switch event {
    case .resize(let width, let height):
      state.size = TerminalSize(width: width, height: height)
    case .mouse(let mouse):
      switch mouse.kind {
      case .wheelDown: state.scrollViews(by: 3)
      case .wheelUp: state.scrollViews(by: -3)
      // A click goes on, or back in the left third (as in the exported page).
      case .click: return perform(mouse.x < state.size.width / 3 ? .previousPhase : .nextPhase)
      }
    case .key(let key):
      guard let command = KeyMap.command(for: key) else { return [] }
      return perform(command)
    }
    return []
  }

  private mutating func perform(_ command: Command) -> [Effect] {
    let last = state.lockstep.rows.count - 1
    // While the help box is up, Esc and ? close it and q still quits.
    if state.showsHelp, command != .quit, command != .repaint {
      if command == .help || command == .back { state.showsHelp = false }
      return []
    }
    switch command {
    case .quit: return [.quit]
    case .repaint: return [.repaint]
    case .help: state.showsHelp = true
    case .nextPhase: state.go(to: min(state.row + 1, last))
    case .previousPhase: state.go(to: max(state.row - 1, 0))
    case .nextStep: state.go(to: state.lockstep.stepRow(from: state.row, forward: true))
    case .previousStep: state.go(to: state.lockstep.stepRow(from: state.row, forward: false))
    case .first: state.go(to: 0)
    case .last: state.go(to: last)
    case .lineDown: state.scrollViews(by: 1)
    case .lineUp: state.scrollViews(by: -1)
    case .pageDown: state.scrollViews(by: CompareView.viewsHeight(state))
    case .pageUp: state.scrollViews(by: -CompareView.viewsHeight(state))
    default: break
    }
    return []
  }

  public func render(width: Int, height: Int) -> Canvas {
    CompareView.render(state, width: width, height: height)
  }
}
