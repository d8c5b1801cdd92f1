/// What an animator's lines left wrong once UIKit completed the transition, as
/// `YourCode/Planner+AnimatorOutcome` finds it in the tree: a controller whose appearance
/// state no longer matches its view, nothing on screen, a controller's view the container
/// borrowed, with the over styles' fix beside the guilty line (T-4). Words in
/// `AnimatorOutcomeNote+English` / `+Chinese`.
enum AnimatorOutcomeNote: NoteFamily {
  /// `name` counts as appeared, but its view is not in the window, for `cause`.
  case appearedOutOfWindow(name: String, cause: OutOfWindowCause)
  /// `name` counts as disappeared, but its view is still in the window, put there by the line
  /// at `putBy` when one did.
  case disappearedInWindow(name: String, putBy: String?)
  /// No controller's view is left in the window: a black screen.
  case blackScreen
  /// `owner`'s view, moved into the containerView by the line at `place` (`code`), now belongs
  /// to the container; `overStyle` names the over style whose presenter it is (T-4).
  case borrowed(owner: String, place: String, code: String, overStyle: String?)
  /// The dismissal removed the container, and `owner`'s view, moved into it by line `line`
  /// (of `file`) of an animator, left the window with it, still counting as `state`.
  case lostWithContainer(
    owner: String, line: Int, file: String?, code: String, state: String, overStyle: String?)
  /// `names` count as appeared with their views out of the window: `container` showed them in
  /// its `chrome` view, which the line at `place` (`code`) had taken out (N-10, 13.3, 13.4) [I].
  case shownUnderTakenOutChrome(
    names: [String], container: String, chrome: String, place: String, code: String)

  /// Why a controller counting as appeared has no view in the window.
  enum OutOfWindowCause: Sendable, Hashable {
    /// The line at `place` (`code`) took its view out.
    case line(place: String, code: String)
    /// It is not the to-view, and the animator left it out.
    case leftOut
    /// It is the to-view, and no line added it.
    case toViewNotAdded
  }

  var role: NoteRole {
    switch self {
    case .blackScreen, .shownUnderTakenOutChrome: return .consequence
    case .appearedOutOfWindow, .disappearedInWindow, .borrowed, .lostWithContainer:
      return .mistake
    }
  }

  var rules: [String] {
    switch self {
    case .appearedOutOfWindow(_, .toViewNotAdded), .blackScreen: return ["X-8"]
    case .appearedOutOfWindow, .disappearedInWindow: return []
    case .shownUnderTakenOutChrome: return ["N-10", "13.3", "13.4"]
    case .borrowed(_, _, _, let over), .lostWithContainer(_, _, _, _, _, let over):
      return ["X-8"] + (over == nil ? [] : ["T-4"])
    }
  }

  var controllers: [String] {
    switch self {
    case .appearedOutOfWindow(let name, _), .disappearedInWindow(let name, _): return [name]
    case .blackScreen: return []
    case .shownUnderTakenOutChrome(let names, let container, _, _, _): return [container] + names
    case .borrowed(let owner, _, _, _), .lostWithContainer(let owner, _, _, _, _, _):
      return [owner]
    }
  }

  /// None: the notes' JSON named no line before they were typed, and still names none.
  var lines: [String] { [] }

  /// The note a phase holds: both languages' words carried as a told note (a family of its
  /// own in `NoteKind` crashed at run time on copy, see DECISIONS), with this family's role
  /// and controllers; its rules are read from the English, which cites exactly `rules`.
  var note: PhaseNote {
    PhaseNote(
      .told(ToldNote(english: english, chinese: chinese)), role: role, controllers: controllers)
  }
}
