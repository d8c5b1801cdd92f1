import TransitionEngine

/// The key table of the main screen: the ONE list that the reducer (which command a key runs),
/// the help overlay (every row, grouped) and the hint bar (the rows with a hint) read. A new
/// key is one new row here.
public enum KeyMap {
  public static let bindings: [KeyBinding] = [
    KeyBinding(
      [.right, .character("l"), .character(" ")], "→ l Space", .nextPhase,
      "next phase (into the next step)", .step, hint: ("→/l", "next", 1)),
    KeyBinding(
      [.left, .character("h")], "← h", .previousPhase, "previous phase", .step,
      hint: ("←/h", "back", 2)),
    KeyBinding(
      [.character("]")], "]", .nextStep, "next step", .step, hint: ("]/[", "step", 6)),
    KeyBinding([.character("[")], "[", .previousStep, "previous step", .step),
    KeyBinding([.character("g"), .home], "g Home", .first, "first phase", .step),
    KeyBinding([.character("G"), .end], "G End", .last, "last phase", .step),
    KeyBinding([.character("s")], "s", .steps, "the step list: jump to a step", .step),
    KeyBinding(
      [.character("r")], "r", .restart, "restart (asks before dropping steps)",
      .step),
    KeyBinding(
      [.tab], "Tab", .focusNext, "focus the next pane", .look, hint: ("Tab", "pane", 5)),
    KeyBinding([.backTab], "Shift-Tab", .focusPrevious, "focus the previous pane", .look),
    KeyBinding([.down, .character("j")], "j ↓", .lineDown, "move down in the focused pane", .look),
    KeyBinding([.up, .character("k")], "k ↑", .lineUp, "move up in the focused pane", .look),
    KeyBinding([.pageDown], "PgDn", .pageDown, "a page down", .look),
    KeyBinding([.pageUp], "PgUp", .pageUp, "a page up", .look),
    KeyBinding(
      [.character(".")], ".", .nextChange, "next changed view (* - > ~ rows)", .look,
      hint: ("./,", "change", 7)),
    KeyBinding([.character(",")], ",", .previousChange, "previous changed view", .look),
    KeyBinding([.enter], "Enter", .toggleFold, "fold / unfold the selected view", .look),
    KeyBinding(
      [], "Enter in Why", nil, "open the rule under the cursor; j k move", .look,
      hint: ("Enter", "rule", 1), pane: .why),
    KeyBinding(
      [.character("i")], "i", .details, "details: class, owner, frame, role…",
      .look, hint: ("i", "details", 8)),
    KeyBinding(
      [.character("/")], "/", .search, "search views, markers and callbacks", .look,
      hint: ("/", "search", 4)),
    KeyBinding([.character("n")], "n", .nextMatch, "next match", .look),
    KeyBinding([.character("N")], "N", .previousMatch, "previous match", .look),
    KeyBinding(
      [.character("c")], "c", .compare, "compare: before | this phase | after", .look,
      hint: ("c", "compare", 9)),
    KeyBinding(
      [.character("z")], "z", .zoom, "zoom the focused pane", .look, hint: ("z", "zoom", 10)),
    KeyBinding(
      [.character("v")], "v", .hidePane, "hide the focused pane (V: show all)",
      .look),
    KeyBinding([.character("V")], "V", .showPanes, "show every hidden pane", .look),
    KeyBinding([], "click", nil, "select a view (details), focus a pane", .look),
    KeyBinding([], "wheel", nil, "scroll", .look),
    KeyBinding(
      [.character("a")], "a", .act, "act: add a step (push, present, rotate…)", .drive,
      hint: ("a", "act", 3)),
    KeyBinding(
      [.character("w")], "w", .save, "save the scene with the added steps",
      .drive),
    KeyBinding(
      [.character("o")], "o", .open, "open another scene", .drive, hint: ("o", "open", 11)),
    KeyBinding(
      [.character("d")], "d", .dumpScene, "a dump: its scene, one step on (d: back)", .drive),
    KeyBinding([.character("?")], "?", .help, "this help", .other, hint: ("?", "help", 0)),
    KeyBinding([.escape], "Esc", .back, "close an overlay, a search or details", .other),
    KeyBinding([.ctrlL], "Ctrl-L", .repaint, "repaint", .other),
    KeyBinding(
      [.character("q"), .ctrlC], "q Ctrl-C", .quit, "quit", .other, hint: ("q", "quit", 0)),
    KeyBinding(
      [.character("p")], "p", .presentLayout, "present layout: big picture, views, why",
      .present),
    KeyBinding(
      [.character("P")], "P", .play, "play / pause the phases (presenter mode, no --autoplay)",
      .present),
    KeyBinding([], "Space", nil, "while playing: pause / play", .present),
    KeyBinding(
      [.character("x")], "x", .predict,
      "predict mode: ask which views change before each phase (→ reveals)", .present),
    KeyBinding(
      [.character("+"), .character("=")], "+", .faster, "while playing: faster", .present),
    KeyBinding([.character("-")], "-", .slower, "while playing: slower (slow motion)", .present),
    KeyBinding([], "r", nil, "with --watch: read the scene again", .present),
  ]

  /// The command a key runs on the main screen.
  public static func command(for key: Key) -> Command? {
    commands[key]
  }

  private static let commands: [Key: Command] = {
    var table: [Key: Command] = [:]
    for binding in bindings {
      guard let command = binding.command else { continue }
      for key in binding.keys where table[key] == nil { table[key] = command }
    }
    return table
  }()

  /// Every row, grouped, for the help overlay.
  public static var help: [(group: String, keys: [(keys: String, meaning: String)])] {
    KeyBinding.Group.allCases.map { group in
      (group.rawValue, bindings.filter { $0.group == group }.map { ($0.shown, $0.meaning) })
    }
  }

  /// The hint bar's hints, in table order.
  public static var hints: [KeyBinding.Hint] { hints(focus: nil) }

  /// The hints for the focused pane: every hint shown always, and the focused pane's own.
  public static func hints(focus: PaneID?) -> [KeyBinding.Hint] {
    bindings.filter { $0.pane == nil || $0.pane == focus }.compactMap(\.hint)
  }

  /// Change marks in the views pane, for the help overlay.
  public static var marks: [(mark: String, meaning: String)] {
    ChangeMark.allCases.map { (String($0.character), $0.meaning) }
  }

  /// The marks of the controllers pane (`_printHierarchy`'s grammar), for the help overlay.
  public static let controllerMarks: [(mark: String, meaning: String)] = [
    ("|", "a child of the controller above"),
    ("+", "presented by the controller above"),
    ("grey name", "its view is not in the window"),
    ("bold state", "the state changed in this phase"),
  ]
}
