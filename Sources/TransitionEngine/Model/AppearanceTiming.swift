/// The one sentence that explains where `viewIsAppearing` falls (§13),
/// shared by every transition that adds a to-view.
enum AppearanceTiming {
  /// Said in the phase whose events carry `viewIsAppearing`.
  static func isAppearingNow(_ name: String, _ events: [LifecycleEvent]) -> String {
    let layout = LifecycleSentence.layout(events)
    let appearing = CallbackSentence.ifAppearing(events, AppearanceTiming.sentence(name))
    return appearing.isEmpty ? layout : appearing + (layout.isEmpty ? "" : " " + layout)
  }

  private static func sentence(_ name: String) -> String {
    "\(name)'s view is in the window and placed by its superview, so viewIsAppearing comes now, in the same "
      + "CATransaction as viewWillAppear and before the first frame of the animation (13)."
  }
}
