/// What a popover, an iPad action sheet or a share sheet without an anchor says
/// (`Planner+AlertException`): the presentation accepted (M-6, M-19, P-7, T-2, M-17), the
/// exception raised from `presentationTransitionWillBegin` (M-17, M-19, M-21) and the state
/// the tool carries on from. The words are in `AlertExceptionNote+English` / `+Chinese`.
enum AlertExceptionNote: NoteFamily {
  /// `present` is accepted: the presentation controller's class, the walk up to the
  /// presenter (P-2) and the links and container UIKit sets up (P-7, T-2, M-17).
  case accepted(
    system: PresentationNote?, actionSheet: Bool, controllerClass: String, walk: Walk?)
  /// `presentationTransitionWillBegin()` finds no anchor and raises, with the source that
  /// shows where (M-21, M-19, M-17).
  case raised(controllerClass: String, source: Source)
  /// A real app crashes here; the tool carries on from the state before the step.
  case carriedOn(actionSheet: Bool)

  /// `present` called on one controller, the popover style walking up to another (P-2).
  struct Walk: Sendable, Hashable {
    let from: String
    let presenter: String
  }

  /// Where the exception is documented.
  enum Source: Sendable, Hashable {
    /// A system controller (a share sheet): crash logs in public threads (M-21).
    case systemController
    /// An iPad action sheet: crash logs show it thrown after `present` (M-19).
    case actionSheet
    /// A popover: decompiled UIKit shows the check (M-17).
    case popover
  }

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote { PhaseNote(.told(ToldNote(english: english, chinese: chinese))) }
}
