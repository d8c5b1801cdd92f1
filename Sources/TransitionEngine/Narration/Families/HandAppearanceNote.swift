/// The app's own `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`
/// (`YourCode/Planner+HandAppearance`): what a begin or an end sends, how the calls nest and
/// which ones are unbalanced, counted as the reimplementations count them (K-5, K-9 [I]).
/// Places are the lines' `place` (`Home.swift:12`, `line 12`). Words in
/// `HandAppearanceNote+English` / `+Chinese`.
enum HandAppearanceNote: NoteFamily {
  /// The call names no controller of the scene.
  case notController(name: String)
  /// A second begin in the same direction only nests.
  case nests(name: String, state: String, first: String, open: Int)
  /// The begins at `places` were never ended and a begin in the other direction replaced them
  /// (`appearing` is the direction they had); said in front of the new begin.
  case replaced(places: [String], name: String, appearing: Bool)
  /// A begin while UIKit's own transition already has the controller in that state.
  case alreadyInUIKit(name: String, state: String)
  /// The begin sends the will-callback to `name` (and the children it shows, `others`).
  case begins(name: String, others: Bool, appearing: Bool, animated: Bool)
  /// An end with no begin open, outside any transition.
  case unbalancedEnd(place: String, name: String, state: String)
  /// An end of the transition UIKit began: the did-callbacks come.
  case endsUnderWay(name: String, others: Bool, appearing: Bool)
  /// An end that matches one of several begins: nothing yet.
  case matches(matched: String, open: Int, first: String)
  /// The last matching end: the did-callbacks come.
  case ends(matched: String, name: String, others: Bool, appearing: Bool)
  /// Begins at `places` still open when the step ends.
  case openAtEnd(places: [String], name: String, appearing: Bool)
  /// A controller whose state and view differ because the line at `place` said so.
  case byHand(name: String, state: String, appeared: Bool, place: String, code: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  /// None: these notes named no line before they were typed.
  var lines: [String] { [] }
}
