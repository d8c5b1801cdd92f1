extension ModalStyleAnimation {
  /// What the to-view (presentation) or the returning view (dismissal) looks like as the
  /// animation starts, read from the values `apply(at: 0)` sets.
  func startSentence(presented: String, presenter: String) -> String {
    switch transition {
    case .coverVertical:
      return presenting
        ? "It starts just below the bottom edge (coverVertical, MT-1)."
        : "\(presented) will slide back down (coverVertical, MT-1)."
    case .crossDissolve:
      return presenting
        ? "It starts at its final frame, fully transparent: alpha 0 (crossDissolve, MT-2)."
        : (self.presenter != nil
          ? "\(presenter)'s view comes back fully transparent, alpha 0, to fade in while "
            + "\(presented) fades out (crossDissolve, MT-2)."
          : "\(presented) will fade out over \(presenter)'s view (crossDissolve, MT-2).")
    case .flipHorizontal:
      return presenting
        ? "It starts at its final frame as the back of the page, turned edge-on: transform "
          + "\(Transform.horizontalScale(0).description) (flipHorizontal, MT-3). "
          + ModalStyleAnimation.flipCaveat
        : "The page will turn back, \(presented)'s side first (flipHorizontal, MT-3). "
          + ModalStyleAnimation.flipCaveat
    case .partialCurl:
      return presenting
        ? "It goes in under \(presenter)'s view, at its final frame: the page that curls up "
          + "reveals it (partialCurl, MT-4). " + ModalStyleAnimation.curlCaveat
        : "\(presenter)'s view comes back on top, still curled up, to unfurl over "
          + "\(presented) (partialCurl, MT-4). " + ModalStyleAnimation.curlCaveat
    }
  }

  /// What the views look like `progress` of the way through, read from the values `apply`
  /// sets; `presented` and `presenter` name the controllers.
  func midwaySentence(at progress: Double, presented: String, presenter: String) -> String {
    let shown = min(max(presenting ? progress : 1 - progress, 0), 1)
    let percent = "\(Int((progress * 100).rounded()))%"
    switch transition {
    case .coverVertical:
      return presenting
        ? "\(presented) slides up from below the screen, \(percent) of the way (coverVertical, MT-1)."
        : "\(presented) slides down and out of the container, \(percent) of the way "
          + "(coverVertical, MT-1)."
    case .crossDissolve:
      let fade = Transform.format(shown)
      return "\(presented)'s alpha is \(fade)"
        + (self.presenter != nil
          ? ", \(presenter)'s \(Transform.format(1 - shown)) (crossDissolve, MT-2)."
          : "; \(presenter)'s view stays as it is (crossDissolve, MT-2).")
    case .flipHorizontal:
      let degrees = Int((180 * (presenting ? progress : 1 - progress)).rounded())
      let front = shown < 0.5 ? presenter : presented
      let edgeOn = abs(shown - 0.5) < 0.0001
      return "The page has turned \(degrees)° about the vertical axis: "
        + (edgeOn
          ? "both sides are edge-on, a horizontal scale of cos 90° = 0, so neither view is "
            + "seen; this is where they swap (flipHorizontal, MT-3, inferred)."
          : "\(front)'s side faces the viewer, scaled by |cos \(degrees)°| across "
            + "(flipHorizontal, MT-3, inferred).")
    case .partialCurl:
      let lift = Transform.format(TransitionAnimation.partialCurlLift * shown)
      return "\(presenter)'s page has curled up by \(lift) of its height, shown as a shortening "
        + "about its top edge; \(presented) shows underneath (partialCurl, MT-4, inferred)."
    }
  }

  /// Said wherever the flip's numbers appear.
  static let flipCaveat =
    "UIKit turns the views in 3D with Core Animation and no view dump shows values in "
    + "between; TransitionScope draws the turn flat, as a horizontal scale of cos θ, the views "
    + "swapping at 90° (inferred)."

  /// Said wherever the curl's numbers appear.
  static let curlCaveat =
    "The curl is a Core Animation effect that no view dump shows; TransitionScope stands in "
    + "for it with a shortening of the page about its top edge, lifting "
    + "\(Transform.format(TransitionAnimation.partialCurlLift)) of it at the end (inferred)."
}

extension ModalStyleAnimation {
  /// A zoom presentation leaving: the zoom replaces the transition style and no dump shows
  /// its views in between (N-12).
  static func zoomSentence(_ presented: String) -> String {
    "\(presented) came in with a zoom, which replaces the transition style; no dump shows the "
      + "views it animates, so none move here (N-12)."
  }
}
