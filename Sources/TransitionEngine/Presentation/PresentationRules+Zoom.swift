extension PresentationRules {
  /// Q-24 (open; sources differ, TransitionScope's choice): the presentation styles a zoom
  /// (N-12, N-15) replaces the animation of. Apple's pages say a presented controller can
  /// zoom without naming styles; the usual example covers the screen [I], and apps built for
  /// iOS 26 (Apple's Passwords and Books, then third-party apps) zoom page sheets out of a
  /// button. No source shows a zoom on a popover, a current-context or custom presentation or
  /// an alert controller, which keep their own animation here [I].
  static func acceptsZoom(_ style: PresentationStyle) -> Bool {
    [.fullScreen, .overFullScreen, .pageSheet, .formSheet].contains(style)
  }

  /// the sentence for a zoom the style does not take.
  static func zoomRefusal(presented: String, style: PresentationStyle) -> String {
    PresentationNote.zoomRefused(presented: presented, style: style.rawValue).english
  }
}
