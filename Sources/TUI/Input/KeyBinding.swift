import Wording

/// One row of the key table: the keys, the command they run on the main screen, how the
/// help overlay lists them and, for the most useful ones, their hint in the bottom bar.
public struct KeyBinding: Sendable {
  /// A hint in the bottom bar: `key` shown before `word`. When the bar is short of room the
  /// hints with the highest `rank` go first; rank 0 hints (`? help`, `q quit`) always stay.
  public struct Hint: Sendable {
    public let key: String
    public let phrase: HintWord
    public let rank: Int

    /// The word in English.
    public var word: String { phrase.english }
  }

  /// The help overlay's sections, in order.
  public enum Group: Sendable, CaseIterable {
    case step, look, drive, other, present

    /// The section's title.
    public var phrase: KeyGroupWords {
      switch self {
      case .step: .step
      case .look: .look
      case .drive: .drive
      case .other: .other
      case .present: .present
      }
    }

    /// The section's title in English.
    public var rawValue: String { phrase.english }
  }

  public let keys: [Key]
  /// The keys as the help overlay shows them (`→ l Space`).
  public let shown: String
  /// What the keys do on the main screen; nil for the mouse rows, which only the help lists.
  public let command: Command?
  public let phrase: KeyMeaning
  public let group: Group
  public let hint: Hint?
  /// The pane whose focus the hint needs (`Enter rule` in Why); nil for a hint shown always.
  public let pane: PaneID?

  /// What the keys do, in English.
  public var meaning: String { phrase.english }

  init(
    _ keys: [Key], _ shown: String, _ command: Command?, _ meaning: KeyMeaning, _ group: Group,
    hint: (String, HintWord, Int)? = nil, pane: PaneID? = nil
  ) {
    self.keys = keys
    self.shown = shown
    self.command = command
    self.phrase = meaning
    self.group = group
    self.hint = hint.map { Hint(key: $0.0, phrase: $0.1, rank: $0.2) }
    self.pane = pane
  }
}
