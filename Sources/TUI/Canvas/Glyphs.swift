/// The characters the interface draws with: Unicode box drawing or the `--ascii` fallback.
public struct Glyphs: Hashable, Sendable {
  /// The six characters of a box outline.
  public struct Box: Hashable, Sendable {
    public var horizontal: Character
    public var vertical: Character
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
  }

  public var box: Box
  /// The outline of the focused pane, distinct without colour.
  public var focusedBox: Box
  public var branch: String
  public var lastBranch: String
  public var pipe: String
  public var phaseDone: Character
  public var phaseCurrent: Character
  public var phaseTodo: Character
  public var shade: Character
  /// Window area no view covers (black on a device).
  public var black: Character
  public var ellipsis: String
  public var folded: String
  public var containerView: String
  public var dot: String
  public var arrow: String
  /// The views pane's cursor, beside the change mark.
  public var cursor: String
  /// Before a count of changed rows scrolled off the top / the bottom of the views pane.
  public var above: String
  public var below: String

  public static let unicode = Glyphs(
    box: Box(
      horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
      bottomRight: "┘"),
    focusedBox: Box(
      horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚",
      bottomRight: "╝"),
    branch: "├ ", lastBranch: "└ ", pipe: "│ ", phaseDone: "●", phaseCurrent: "◉",
    phaseTodo: "○", shade: "░", black: "▓", ellipsis: "…", folded: "▸",
    containerView: "◀ containerView",
    dot: "·", arrow: "→", cursor: "›", above: "▲", below: "▼")

  public static let ascii = Glyphs(
    box: Box(
      horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
      bottomRight: "+"),
    focusedBox: Box(
      horizontal: "=", vertical: "#", topLeft: "#", topRight: "#", bottomLeft: "#",
      bottomRight: "#"),
    branch: "|-", lastBranch: "`-", pipe: "| ", phaseDone: "*", phaseCurrent: "@",
    phaseTodo: "o", shade: ".", black: "#", ellipsis: "~", folded: ">",
    containerView: "<- containerView",
    dot: "-", arrow: "->", cursor: "@", above: "^", below: "v")

  /// The set for the `--ascii` setting.
  public static func forASCII(_ ascii: Bool) -> Glyphs { ascii ? .ascii : .unicode }
}
