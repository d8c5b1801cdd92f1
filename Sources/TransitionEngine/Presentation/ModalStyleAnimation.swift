/// The one home of what UIKit's built-in modal animation of each `UIModalTransitionStyle` does
/// to the views while it runs (M-8, MT-1 to MT-4): frames for coverVertical, `alpha` for
/// crossDissolve, `transform` for flipHorizontal and partialCurl. Presentation and dismissal
/// both ask it; a custom animator or a zoom replaces it.
struct ModalStyleAnimation {
  let transition: ModalTransitionStyle
  /// The presented content that moves: the outermost wrapper or V's own view.
  let presented: ViewID
  /// The presenter's view when it is in the container (a grabbing style, T-4): the from-view
  /// of a presentation, the to-view of a dismissal. Nil for the other styles.
  let presenter: ViewID?
  /// Where the presented content rests.
  let final: Rect
  /// Where coverVertical starts and ends: just below the container.
  let offscreen: Rect
  /// True for a presentation, false for a dismissal.
  let presenting: Bool

  /// Sets the views to `progress` of the way through the animation (0 = its start, 1 = its end).
  func apply(at progress: Double, to forest: inout ViewForest) {
    let shown = min(max(presenting ? progress : 1 - progress, 0), 1)
    switch transition {
    case .coverVertical:
      // MT-1: the presented view slides up from below the screen, and back down.
      forest.setFrame(presented, offscreen.interpolated(to: final, t: shown))
    case .crossDissolve:
      // MT-2: the presented view fades in while the presenter's view fades out, and back.
      forest.setFrame(presented, final)
      forest.setAlpha(presented, shown)
      if let presenter { forest.setAlpha(presenter, 1 - shown) }
    case .flipHorizontal:
      // MT-3 [I]: a turn about the vertical axis seen flat is a horizontal scale of cos θ;
      // the presented view is the back of the page, so only one side faces the viewer and
      // the views swap at 90°.
      forest.setFrame(presented, final)
      let cosine = ModalStyleAnimation.cosine(ofHalfTurns: shown)
      forest.setTransform(presented, .horizontalScale(max(-cosine, 0)))
      if let presenter { forest.setTransform(presenter, .horizontalScale(max(cosine, 0))) }
    case .partialCurl:
      // MT-4 [I]: the presenter's page curls up from the bottom and reveals the presented view
      // underneath; a shortening about the top edge stands in for Core Animation's curl.
      forest.setFrame(presented, final)
      if let presenter, let height = forest.node(presenter)?.layoutFrame.height {
        forest.setTransform(
          presenter, .curledUp(TransitionAnimation.partialCurlLift * shown, height: height))
      }
    }
  }

  /// The animation is over (finished or undone): every value it set goes back to rest. Only
  /// those: an alpha or transform the app gave the view itself stays.
  func reset(_ forest: inout ViewForest) {
    forest.setFrame(presented, final)
    for view in [presented] + (presenter.map { [$0] } ?? []) {
      switch transition {
      case .coverVertical: break
      case .crossDissolve: forest.setAlpha(view, 1)
      case .flipHorizontal, .partialCurl: forest.setTransform(view, .identity)
      }
    }
  }

  /// Whether the presenter's view lies on top of the presented view while it runs: the curled
  /// page covers what it reveals (MT-4).
  var presenterOnTop: Bool { transition == .partialCurl && presenter != nil }

  /// cos(π·x) for x in 0…1, by its series: the engine has no Foundation.
  static func cosine(ofHalfTurns x: Double) -> Double {
    let angle = Double.pi * min(max(x, 0), 1)
    let square = angle * angle
    var term = 1.0
    var sum = 1.0
    for n in 1...14 {
      term *= -square / Double((2 * n - 1) * (2 * n))
      sum += term
    }
    return min(max(sum, -1), 1)
  }
}
