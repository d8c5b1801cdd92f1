import TransitionEngine
import Wording

/// The key table of the main screen: the ONE list that the reducer (which command a key runs),
/// the help overlay (every row, grouped) and the hint bar (the rows with a hint) read. A new
/// key is one new row here.
public enum KeyMap {
  public static let bindings: [KeyBinding] = [
    KeyBinding(
      [.right, .character("l"), .character(" ")], "→ l Space", .nextPhase,
      .nextPhase, .step, hint: ("→/l", .next, 1)),
    KeyBinding(
      [.left, .character("h")], "← h", .previousPhase, .previousPhase, .step,
      hint: ("←/h", .back, 2)),
    KeyBinding(
      [.character("]")], "]", .nextStep, .nextStep, .step, hint: ("]/[", .step, 6)),
    KeyBinding([.character("[")], "[", .previousStep, .previousStep, .step),
    KeyBinding([.character("g"), .home], "g Home", .first, .firstPhase, .step),
    KeyBinding([.character("G"), .end], "G End", .last, .lastPhase, .step),
    KeyBinding([.character("s")], "s", .steps, .stepList, .step),
    KeyBinding(
      [.character("r")], "r", .restart, .restart,
      .step),
    KeyBinding(
      [.tab], "Tab", .focusNext, .focusNext, .look, hint: ("Tab", .pane, 5)),
    KeyBinding([.backTab], "Shift-Tab", .focusPrevious, .focusPrevious, .look),
    KeyBinding([.down, .character("j")], "j ↓", .lineDown, .lineDown, .look),
    KeyBinding([.up, .character("k")], "k ↑", .lineUp, .lineUp, .look),
    KeyBinding([.pageDown], "PgDn", .pageDown, .pageDown, .look),
    KeyBinding([.pageUp], "PgUp", .pageUp, .pageUp, .look),
    KeyBinding(
      [.character(".")], ".", .nextChange, .nextChange, .look,
      hint: ("./,", .change, 7)),
    KeyBinding([.character(",")], ",", .previousChange, .previousChange, .look),
    KeyBinding([.enter], "Enter", .toggleFold, .toggleFold, .look),
    KeyBinding(
      [], "Enter in Why", nil, .openRule, .look,
      hint: ("Enter", .rule, 1), pane: .why),
    KeyBinding(
      [.character("i")], "i", .details, .details,
      .look, hint: ("i", .details, 8)),
    KeyBinding(
      [.character("/")], "/", .search, .search, .look,
      hint: ("/", .search, 4)),
    KeyBinding([.character("n")], "n", .nextMatch, .nextMatch, .look),
    KeyBinding([.character("N")], "N", .previousMatch, .previousMatch, .look),
    KeyBinding(
      [.character("c")], "c", .compare, .compare, .look,
      hint: ("c", .compare, 9)),
    KeyBinding(
      [.character("z")], "z", .zoom, .zoom, .look, hint: ("z", .zoom, 10)),
    KeyBinding(
      [.character("v")], "v", .hidePane, .hidePane,
      .look),
    KeyBinding([.character("V")], "V", .showPanes, .showPanes, .look),
    KeyBinding([], "click", nil, .click, .look),
    KeyBinding([], "wheel", nil, .wheel, .look),
    KeyBinding(
      [.character("a")], "a", .act, .act, .drive,
      hint: ("a", .act, 3)),
    KeyBinding(
      [.character("w")], "w", .save, .save,
      .drive),
    KeyBinding(
      [.character("o")], "o", .open, .open, .drive, hint: ("o", .open, 11)),
    KeyBinding(
      [.character("d")], "d", .dumpScene, .dumpScene, .drive),
    KeyBinding([.character("?")], "?", .help, .help, .other, hint: ("?", .help, 0)),
    KeyBinding([.escape], "Esc", .back, .back, .other),
    KeyBinding([.ctrlL], "Ctrl-L", .repaint, .repaint, .other),
    KeyBinding(
      [.character("q"), .ctrlC], "q Ctrl-C", .quit, .quit, .other, hint: ("q", .quit, 0)),
    KeyBinding(
      [.character("p")], "p", .presentLayout, .presentLayout,
      .present),
    KeyBinding(
      [.character("P")], "P", .play, .play,
      .present),
    KeyBinding([], "Space", nil, .spacePlay, .present),
    KeyBinding(
      [.character("x")], "x", .predict,
      .predict, .present),
    KeyBinding(
      [.character("+"), .character("=")], "+", .faster, .faster, .present),
    KeyBinding([.character("-")], "-", .slower, .slower, .present),
    KeyBinding([], "r", nil, .watchReload, .present),
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
    help(in: .en)
  }

  /// Every row, grouped, for the help overlay, in `language`.
  public static func help(in language: Language) -> [(
    group: String, keys: [(keys: String, meaning: String)]
  )] {
    KeyBinding.Group.allCases.map { group in
      (
        group.phrase.text(in: language),
        bindings.filter { $0.group == group }.map {
          ($0.shown, $0.phrase.text(in: language))
        }
      )
    }
  }

  /// The hint bar's hints, in table order.
  public static var hints: [KeyBinding.Hint] { hints(focus: nil) }

  /// The hints for the focused pane: every hint shown always, and the focused pane's own.
  public static func hints(focus: PaneID?) -> [KeyBinding.Hint] {
    bindings.filter { $0.pane == nil || $0.pane == focus }.compactMap(\.hint)
  }

  /// Change marks in the views pane, for the help overlay.
  public static var marks: [(mark: String, meaning: String)] { marks(in: .en) }

  /// Change marks in the views pane, for the help overlay, in `language`.
  public static func marks(in language: Language) -> [(mark: String, meaning: String)] {
    ChangeMark.allCases.map { (String($0.character), $0.phrase(meaning: true).text(in: language)) }
  }

  /// The marks of the controllers pane (`_printHierarchy`'s grammar), for the help overlay.
  public static let controllerMarks: [(mark: String, meaning: String)] = controllerMarks(
    in: .en)

  /// The marks of the controllers pane, for the help overlay, in `language`.
  public static func controllerMarks(in language: Language) -> [(mark: String, meaning: String)] {
    [
      ("|", MarkWords.childMark.text(in: language)),
      ("+", MarkWords.presentedMark.text(in: language)),
      (MarkWords.greyName.text(in: language), MarkWords.greyNameMeaning.text(in: language)),
      (MarkWords.boldState.text(in: language), MarkWords.boldStateMeaning.text(in: language)),
    ]
  }
}
