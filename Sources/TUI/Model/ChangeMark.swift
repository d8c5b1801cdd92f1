import TransitionEngine
import Wording

/// How the views pane shows what happened to a view between two phases (the engine's
/// `ViewDiff` finds it), in its margin and in the help overlay.
extension ChangeMark {
  /// The margin character, so the change shows without colour.
  public var character: Character {
    switch self {
    // Not `+`: in the controllers pane `+` marks a presented controller (`_printHierarchy`).
    case .added: return "*"
    case .removed: return "-"
    case .moved: return ">"
    case .reframed: return "~"
    }
  }

  public var role: Style.Role {
    switch self {
    case .added: return .added
    case .removed: return .removed
    case .moved: return .moved
    case .reframed: return .reframed
    }
  }

  /// What the mark means, for the help overlay.
  public var meaning: String { phrase(meaning: true).english }

  /// The mark's name in English (also the exported page's data).
  public var word: String { phrase(meaning: false).english }

  /// What the mark means (`meaning`) or its one-word name, in every language.
  public func phrase(meaning: Bool) -> MarkWords {
    switch self {
    case .added: meaning ? .addedMeaning : .added
    case .removed: meaning ? .removedMeaning : .removed
    case .moved: meaning ? .movedMeaning : .moved
    case .reframed: meaning ? .reframedMeaning : .reframed
    }
  }
}
