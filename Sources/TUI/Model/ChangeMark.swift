import TransitionEngine

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
  public var meaning: String {
    switch self {
    case .added: return "added since the previous phase"
    case .removed: return "removed (ghost line)"
    case .moved: return "moved to another superview"
    case .reframed: return "new frame"
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
