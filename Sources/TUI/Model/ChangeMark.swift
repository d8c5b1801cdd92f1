/// What happened to a view between two phases, shown in the margin of the views pane.
public enum ChangeMark: Hashable, Sendable {
  case added
  case removed
  case moved
  case reframed

  /// The margin character, so the change shows without colour.
  public var character: Character {
    switch self {
    case .added: return "+"
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

  public var word: String {
    switch self {
    case .added: return "added"
    case .removed: return "removed"
    case .moved: return "moved"
    case .reframed: return "reframed"
    }
  }
}
