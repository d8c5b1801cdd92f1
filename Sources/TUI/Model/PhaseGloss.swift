import TransitionEngine
import Wording

/// A short plain-words gloss of each phase kind for the header.
public enum PhaseGloss {
  /// The gloss of a phase, empty for phases inside a sub-transition and for kinds that have
  /// none.
  public static func gloss(_ phase: Phase, in language: Language = .en) -> String {
    guard phase.within.isEmpty, let words = words(phase.kind) else { return "" }
    return words.text(in: language)
  }

  static func gloss(_ kind: PhaseKind) -> String { words(kind)?.english ?? "" }

  /// The gloss of a kind in every language; nil for the kinds that have none.
  static func words(_ kind: PhaseKind) -> GlossWords? {
    switch kind {
    case .initial: return .initial
    case .before: return .before
    case .containerReady: return .containerReady
    case .toViewAdded: return .toViewAdded
    case .animating: return .animating
    case .interactive: return .interactive
    case .completed: return .completed
    case .cancelled: return .cancelled
    case .childAdded: return .childAdded
    case .viewAdded: return .viewAdded
    case .willMove: return .willMove
    case .viewRemoved: return .viewRemoved
    case .layout: return .layout
    case .transitionEnded: return .transitionEnded
    case .after: return .after
    case .segueStart: return .segueStart
    case .willBegin, .dismissalWillBegin, .unwindAction, .interaction, .codeLine, .swiftLine:
      return nil
    }
  }
}
