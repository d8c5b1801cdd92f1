/// What a line sets on a view's look (`YourCode/Planner+AnimatorProperties`): alpha,
/// transform, isHidden, frame, background, at once, and what the lines left on
/// views still in the window once the transition completed. Views are named as
/// data (`ViewMention`). Words in `ViewLookNote+English` / `+Chinese`.
enum ViewLookNote: NoteFamily {
  /// How an alpha looks.
  enum Look: Sendable, Hashable {
    case transparent, opaque, seeThrough
  }

  /// Why a view the lines styled cannot be seen.
  enum Unseen: Sendable, Hashable {
    case hidden
    case alpha(String)
    /// A transform that puts it at no size, or off the screen.
    case transform(String, offScreen: Bool)
    /// A frame the lines gave it, at no size or off the screen (X-9, PC-7).
    case frame(String, offScreen: Bool)
  }

  /// `view.alpha = value`; `inWindow` false adds that nothing on screen changes.
  case alpha(ViewMention, value: String, look: Look, inWindow: Bool)
  /// `view.transform = transform`, its frame becoming `frame`.
  case transform(ViewMention, transform: String, frame: String, inWindow: Bool)
  /// `view.isHidden = hidden`.
  case hidden(ViewMention, hidden: Bool, inWindow: Bool)
  /// `view.frame = frame`.
  case frame(ViewMention, frame: String, inWindow: Bool)
  /// `view.backgroundColor = color` on a view the code made.
  case background(ViewMention, color: String, inWindow: Bool)
  /// After completion: the view cannot be seen, as the line at `place` (`code`) left it.
  case unseen(ViewMention, place: String, code: String, why: Unseen)
  /// After completion: the view keeps the alpha and transform the line at `place` left.
  case keeps(ViewMention, alpha: String?, transform: String?, place: String, code: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }
}
