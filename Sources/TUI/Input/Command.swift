/// What a key means on the main screen, named for what the user wants.
public enum Command: Hashable, Sendable {
  case nextPhase, previousPhase, nextStep, previousStep, first, last
  case focusNext, focusPrevious
  case lineDown, lineUp, pageDown, pageUp
  case toggleFold
  case search, nextMatch, previousMatch
  case compare, zoom, act, open, restart, help
  case back, quit, repaint
}

/// The key map of the main screen, and the key list the help overlay shows.
public enum KeyMap {
  public static func command(for key: Key) -> Command? {
    switch key {
    case .right, .character("l"), .character(" "): return .nextPhase
    case .left, .character("h"): return .previousPhase
    case .character("]"): return .nextStep
    case .character("["): return .previousStep
    case .character("g"), .home: return .first
    case .character("G"), .end: return .last
    case .tab: return .focusNext
    case .backTab: return .focusPrevious
    case .down, .character("j"): return .lineDown
    case .up, .character("k"): return .lineUp
    case .pageDown: return .pageDown
    case .pageUp: return .pageUp
    case .enter: return .toggleFold
    case .character("/"): return .search
    case .character("n"): return .nextMatch
    case .character("N"): return .previousMatch
    case .character("c"): return .compare
    case .character("z"): return .zoom
    case .character("a"): return .act
    case .character("o"): return .open
    case .character("r"): return .restart
    case .character("?"): return .help
    case .escape: return .back
    case .character("q"), .ctrlC: return .quit
    case .ctrlL: return .repaint
    default: return nil
    }
  }

  /// Every key, grouped, for the help overlay.
  public static let help: [(group: String, keys: [(keys: String, meaning: String)])] = [
    (
      "Step through",
      [
        ("→ l Space", "next phase (into the next step)"), ("← h", "previous phase"),
        ("] [", "next / previous step"), ("g G", "first / last phase"),
        ("r", "restart the scene as opened"),
      ]
    ),
    (
      "Look around",
      [
        ("Tab Shift-Tab", "focus the next / previous pane"),
        ("j k ↓ ↑", "move in the focused pane"), ("PgDn PgUp", "a page down / up"),
        ("Enter", "fold / unfold the selected view"),
        ("/", "search views by class or owner"), ("n N", "next / previous match"),
        ("c", "compare: before | this phase | after"), ("z", "zoom the focused pane"),
        ("click", "select a view (details), focus a pane"), ("wheel", "scroll"),
      ]
    ),
    (
      "Drive it",
      [("a", "act: add a step (push, pop, rotate…)"), ("o", "open another scene")]
    ),
    (
      "Other",
      [
        ("?", "this help"), ("Esc", "close an overlay, a search or details"),
        ("Ctrl-L", "repaint"), ("q Ctrl-C", "quit"),
      ]
    ),
  ]

  /// Change marks in the views pane, for the help overlay.
  public static let marks: [(mark: String, meaning: String)] = [
    ("+", "added since the previous phase"), ("-", "removed (ghost line)"),
    (">", "moved to another superview"), ("~", "new frame"),
  ]
}
