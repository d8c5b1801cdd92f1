/// What one line of the app's animator did to the tree, as `YourCode/Planner+Animator` finds
/// it: the view it moved or removed, where, what the superview now holds, and the to-view's
/// controller hearing `viewIsAppearing` once its view is in the window (§13.1 step 9, no rule
/// cited in the words). Words in `AnimatorLineNote+English` / `+Chinese`.
enum AnimatorLineNote: NoteFamily {
  /// The line `code` did `action`; `appearing` names the to-view's controller when its view
  /// came into the window with this line.
  case line(code: String, action: Action, appearing: String?)

  /// What the line did to the tree.
  enum Action: Sendable, Hashable {
    /// `addSubview` / `insertSubview`: `child` goes into `parent` at `place`; `holds` is what
    /// `parent` holds after it, back to front.
    case moved(
      child: ViewMention, parent: ViewMention, place: Place, origin: Origin,
      holds: [ViewMention])
    /// `removeFromSuperview()`: `view` leaves `superview` (and the window when `leftWindow`).
    case removed(view: ViewMention, superview: ViewMention, leftWindow: Bool)
    /// `removeFromSuperview()` on a view in no superview: nothing happens.
    case inNoView(ViewMention)
  }

  /// Where a moved view goes among its new siblings.
  enum Place: Sendable, Hashable {
    case top
    case index(Int)
    case below(ViewMention)
    case above(ViewMention)
  }

  /// Where a moved view was before the line.
  enum Origin: Sendable, Hashable {
    /// In the window, in no superview the tool names (the window's own subviews).
    case unsaid
    /// In no view.
    case noView
    /// Already a subview of the new superview: only its place changes.
    case samePlace
    /// It leaves this view.
    case left(ViewMention)
  }

  var role: NoteRole { .happened }
  var rules: [String] { [] }
  /// None: the line's JSON named no controller before it was typed, and still names none.
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The note a phase holds: both languages' words carried as a told note (a family of its
  /// own in `NoteKind` crashed at run time on copy, see DECISIONS), with this family's role
  /// and controllers; its rules are read from the English, which cites exactly `rules`.
  var note: PhaseNote {
    PhaseNote(.told(ToldNote(english: english, chinese: chinese)))
  }
}
