import TransitionEngine
import Wording

/// A phase's name as the viewer and the page show it, in the reader's language: the printed
/// name (`pop 2: animating`) in English, and in Chinese the same sub-transition prefix (API
/// verbs) before the kind's Chinese name (`pop 2: 动画进行中`).
public enum PhaseName {
  /// The name of `phase` in `language`.
  public static func name(_ phase: Phase, in language: Language) -> String {
    guard language != .en else { return phase.name }
    let prefix = String(phase.name.dropLast(phase.kind.description.count))
    return prefix + kindName(phase.kind, in: language)
  }

  /// A step's action as the step list and the header name it: the first step's `initial` in
  /// `language`; the others' calls (`push Message on InboxNav`) as `print` writes them.
  public static func step(_ action: ResolvedAction, in language: Language) -> String {
    if case .initial = action { return PhaseNameWords.initial.text(in: language) }
    return action.description
  }

  /// The name of a kind in `language` (`swiftLine` names its file and line as they are).
  static func kindName(_ kind: PhaseKind, in language: Language) -> String {
    switch kind {
    case .codeLine(let number, let text): return PhaseNameWords.codeLine(number, text, in: language)
    case .swiftLine: return kind.description
    case .initial: return PhaseNameWords.initial.text(in: language)
    case .before: return PhaseNameWords.before.text(in: language)
    case .containerReady: return PhaseNameWords.containerReady.text(in: language)
    case .willBegin: return PhaseNameWords.willBegin.text(in: language)
    case .dismissalWillBegin: return PhaseNameWords.dismissalWillBegin.text(in: language)
    case .toViewAdded: return PhaseNameWords.toViewAdded.text(in: language)
    case .animating: return PhaseNameWords.animating.text(in: language)
    case .interactive: return PhaseNameWords.interactive.text(in: language)
    case .completed: return PhaseNameWords.completed.text(in: language)
    case .cancelled: return PhaseNameWords.cancelled.text(in: language)
    case .childAdded: return PhaseNameWords.childAdded.text(in: language)
    case .viewAdded: return PhaseNameWords.viewAdded.text(in: language)
    case .willMove: return PhaseNameWords.willMove.text(in: language)
    case .viewRemoved: return PhaseNameWords.viewRemoved.text(in: language)
    case .layout: return PhaseNameWords.layout.text(in: language)
    case .unwindAction: return PhaseNameWords.unwindAction.text(in: language)
    case .transitionEnded: return PhaseNameWords.transitionEnded.text(in: language)
    case .after: return PhaseNameWords.after.text(in: language)
    case .interaction: return PhaseNameWords.interaction.text(in: language)
    case .segueStart: return PhaseNameWords.segueStart.text(in: language)
    }
  }
}
