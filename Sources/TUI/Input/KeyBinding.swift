/// One row of the key table: the keys, the command they run on the main screen, how the
/// help overlay lists them and, for the most useful ones, their hint in the bottom bar.
public struct KeyBinding: Sendable {
  /// A hint in the bottom bar: `key` shown before `word`. When the bar is short of room the
  /// hints with the highest `rank` go first; rank 0 hints (`? help`, `q quit`) always stay.
  public struct Hint: Sendable {
    public let key: String
    public let word: String
    public let rank: Int
  }

  /// The help overlay's sections, in order.
  public enum Group: String, Sendable, CaseIterable {
    case step = "Step through"
    case look = "Look around"
    case drive = "Drive it"
    case other = "Other"
    case present = "Present and watch"
  }

  public let keys: [Key]
  /// The keys as the help overlay shows them (`→ l Space`).
  public let shown: String
  /// What the keys do on the main screen; nil for the mouse rows, which only the help lists.
  public let command: Command?
  public let meaning: String
  public let group: Group
  public let hint: Hint?
  /// The pane whose focus the hint needs (`Enter rule` in Why); nil for a hint shown always.
  public let pane: PaneID?

  init(
    _ keys: [Key], _ shown: String, _ command: Command?, _ meaning: String, _ group: Group,
    hint: (String, String, Int)? = nil, pane: PaneID? = nil
  ) {
    self.keys = keys
    self.shown = shown
    self.command = command
    self.meaning = meaning
    self.group = group
    self.hint = hint.map { Hint(key: $0.0, word: $0.1, rank: $0.2) }
    self.pane = pane
  }
}
