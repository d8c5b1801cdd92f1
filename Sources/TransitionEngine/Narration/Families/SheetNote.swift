/// What the sheet mechanics say (`Transitions/`): a detent change half-way and where it
/// rests (M-10, M-11), a swipe refused by `isModalInPresentation` or by the delegate (D-8,
/// D-10), the user's swipe (D-7, M-12) and a dismissal released too early (D-6, T-6). The
/// cases carry the values; the words are in `SheetNote+English` / `+Chinese`.
enum SheetNote: NoteFamily {
  /// Half-way through an animated detent change (M-10), push-back following the card (M-11).
  case detentMoving(from: String, to: String, interactive: Bool, pushBack: PresentationNote?)
  /// Where a detent change leaves the card, who hears it, and the dimming (M-10, M-11).
  case detentSettled(
    name: String, detent: String, unchanged: Bool, follows: Bool, interactive: Bool,
    dimming: Dimming?)
  /// `isModalInPresentation` keeps the sheet: the swipe only attempts (D-8, D-9).
  case modalSwipeRefused(holder: String, top: String)
  /// The delegate answers no to `presentationControllerShouldDismiss(_:)` (D-10, D-8).
  case swipeDelegateRefused
  /// A user's swipe, not a dismiss call (D-7, M-12).
  case swipe(completed: Bool)
  /// A dismissal released too early: `dismissalTransitionDidEnd(false)` (D-6, T-6), the zoom
  /// springing back when it had one (N-15).
  case releasedEarly(events: [LifecycleEvent], zoom: Bool)
  /// After a cancelled dismissal, the window exactly as it was (D-6 is cited before it).
  case stillPresented(top: String)

  /// The dimming at a detent, and whether push-back holds (M-10, Q-19, M-11).
  struct Dimming: Sendable, Hashable {
    let undimmed: Bool
    let presenter: String
    /// The push-back while it holds (nil when nothing is pushed back).
    let pushBack: PushBack?
    /// True when push-back held before the change.
    let wasPushingBack: Bool
  }

  /// A sheet pushing back what it came up over (M-11, Q-25, Q-19).
  struct PushBack: Sendable, Hashable {
    /// The presentation whose card is pushed back, or nil for the root wrapper's.
    let below: String?
    /// The transform, `[a, 0, 0, a, 0, ty]`.
    let values: String
  }

  var role: NoteRole { .happened }

  var rules: [String] {
    switch self {
    case .detentMoving(_, _, _, let pushBack):
      return PresentationNote.distinct(["M-10"] + (pushBack?.rules ?? []))
    case .detentSettled(_, _, let unchanged, _, _, let dimming):
      return PresentationNote.distinct(
        (unchanged ? [] : ["M-10"]) + ["M-10"] + (dimming?.rules ?? []))
    case .modalSwipeRefused: return ["D-8", "D-9"]
    case .swipeDelegateRefused: return ["D-10", "D-8"]
    case .swipe: return ["D-7", "M-12"]
    case .releasedEarly(let events, let zoom):
      return ["D-6"] + (SheetNote.hasAppearanceCalls(events) ? ["T-6"] : [])
        + (zoom ? ["N-15"] : [])
    case .stillPresented: return []
    }
  }

  var controllers: [String] {
    switch self {
    case .detentSettled(let name, _, _, _, _, let dimming):
      return [name] + (dimming.map { [$0.presenter] } ?? [])
    case .modalSwipeRefused(let holder, let top): return holder == top ? [top] : [holder, top]
    case .stillPresented(let top): return [top]
    case .detentMoving, .swipeDelegateRefused, .swipe, .releasedEarly: return []
    }
  }

  var lines: [String] { [] }

  /// True when `events` hold an appearance callback, which the callbacks sentence cites.
  static func hasAppearanceCalls(_ events: [LifecycleEvent]) -> Bool {
    events.contains { event in
      guard case .controller(_, let callback) = event else { return false }
      switch callback {
      case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        return true
      default: return false
      }
    }
  }
}

extension SheetNote.Dimming {
  var rules: [String] {
    (undimmed ? ["M-10", "Q-19"] : ["M-10"])
      + (pushBack.map { _ in ["M-11", "Q-25", "Q-19"] } ?? (wasPushingBack ? ["M-11"] : []))
  }
}

extension SheetNote.PushBack {
  var rules: [String] { ["M-11", "Q-25", "Q-19"] }
}
