/// The one home of the numbers of UIKit's standard transition animations that the phases
/// show: the navigation parallax, the partial curl's lift, and how far along an `animating`
/// or `interactive` phase is.
enum TransitionAnimation {
  /// N-3: the view below a navigation slide moves at parallax speed, to -0.3 × the width.
  static let parallaxFactor = -0.3
  /// An `animating` phase shows the animation half-way through.
  static let halfWay = 0.5
  /// An `interactive` phase (a swipe back, a swipe down, an interaction controller's
  /// `update`) shows the finger 40% of the way.
  static let interactiveProgress = 0.4
  /// A swipe down the user finishes: the `animating` phase after the finger lets go shows the
  /// sheet 70% of the way out.
  static let swipeFinishingProgress = 0.7
  /// MT-4 [I]: how much of the presenter's page a finished partialCurl has lifted off the
  /// screen (no source gives it; the documentation's pictures show about half).
  static let partialCurlLift = 0.5

  /// How far along the phase after `to-view added` is: half-way, or where the finger is.
  static func progress(interactive: Bool) -> Double {
    interactive ? interactiveProgress : halfWay
  }

  /// `-0.3`, as explanations print the parallax factor.
  static var parallaxText: String { "\(parallaxFactor)" }

  /// `40%`, as explanations print the interactive progress.
  static var interactivePercent: String { "\(Int((interactiveProgress * 100).rounded()))%" }
}
