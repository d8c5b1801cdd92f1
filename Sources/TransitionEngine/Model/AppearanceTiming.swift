/// The one sentence that explains where `viewIsAppearing` falls (§13),
/// shared by every transition that adds a to-view.
enum AppearanceTiming {
  /// Said in the phase whose events carry `viewIsAppearing`.
  static func isAppearingNow(_ name: String, _ events: [LifecycleEvent]) -> String {
    CallbackSentence.ifAppearing(events, AppearanceTiming.sentence(name))
  }

  private static func sentence(_ name: String) -> String {
    "\(name)'s view is in the window and laid out, so viewIsAppearing comes now, in the same "
      + "CATransaction as viewWillAppear and before the first frame of the animation (13)."
  }
}
