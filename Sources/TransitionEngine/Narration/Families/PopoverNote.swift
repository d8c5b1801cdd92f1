/// What a tap outside a popover does (`Planner+TapOutside`, M-22): it reaches a passthrough
/// view, is ignored by `isModalInPresentation` (D-9), is refused by the delegate (D-10, D-8),
/// or becomes the presenter's dismissal. The words are in `PopoverNote+English` / `+Chinese`.
enum PopoverNote: NoteFamily {
  /// The tap lands on one of the popover's `passthroughViews` (M-22).
  case tapPassthrough(tapped: String)
  /// `isModalInPresentation` ignores the tap (M-22, D-9, D-10, D-8) [I].
  case tapModal(spot: TapSpot, holder: String, top: String)
  /// The delegate answers no (M-22, D-10, D-8).
  case tapRefused(spot: TapSpot)
  /// The delegate answers yes: the presenter's `dismiss(animated: true)` (M-22, D-10).
  case tapDismisses(spot: TapSpot)

  /// Where the tap lands when it is not on a passthrough view.
  enum TapSpot: Sendable, Hashable {
    /// Over a controller's view that is not a passthrough view.
    case over(String)
    /// Outside the popover, over nothing the scene names.
    case outside
  }

  var role: NoteRole { .happened }

  var rules: [String] {
    switch self {
    case .tapPassthrough: return ["M-22"]
    case .tapModal: return ["M-22", "D-9", "D-10", "D-8"]
    case .tapRefused: return ["M-22", "D-10", "D-8"]
    case .tapDismisses: return ["M-22", "D-10"]
    }
  }

  var controllers: [String] {
    switch self {
    case .tapPassthrough(let tapped): return [tapped]
    case .tapModal(let spot, let holder, let top):
      return spot.controllers + (holder == top ? [top] : [holder, top])
    case .tapRefused(let spot), .tapDismisses(let spot): return spot.controllers
    }
  }

  var lines: [String] { [] }

  /// The warning UIKit logs when a tap outside is asked of a controller that is not a
  /// popover on top (D-7: a popover adapted to a sheet is swiped instead).
  static func notAPopoverWarning(top: String, style: String) -> String {
    "\(top) is not shown as a popover on top (its style in force is \(style)), so there is no "
      + "popover dimming view to tap; a popover that adapted to a sheet is swiped down instead "
      + "(interactive: completed, D-7)"
  }
}

extension PopoverNote.TapSpot {
  var controllers: [String] {
    if case .over(let name) = self { return [name] }
    return []
  }

  var english: String {
    switch self {
    case .over(let name):
      return "The tap lands over \(name)'s view, which is not a passthrough view, so "
    case .outside: return "The tap lands outside the popover, where "
    }
  }

  var chinese: String {
    switch self {
    case .over(let name): return "点击落在 \(name) 的视图上，它不是 passthrough 视图，所以"
    case .outside: return "点击落在 popover 之外，"
    }
  }
}
