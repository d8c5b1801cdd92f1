extension ViewLookNote {
  /// The words in English, as the phases have always said them.
  var english: String {
    switch self {
    case .alpha(let view, let value, let look, let inWindow):
      let looks: String
      switch look {
      case .transparent: looks = "fully transparent"
      case .opaque: looks = "opaque"
      case .seeThrough: looks = "see-through"
      }
      return "\(view.english) has alpha \(value) now: \(looks).\(Self.shown(inWindow))"
    case .transform(let view, let transform, let frame, let inWindow):
      return "\(view.english) has transform \(transform) now; around its centre its "
        + "frame becomes \(frame) (its bounds do not change).\(Self.shown(inWindow))"
    case .hidden(let view, let hidden, let inWindow):
      return hidden
        ? "\(view.english) is hidden now: it stays in its superview, but neither it nor its "
          + "subviews are drawn (X-10).\(Self.shown(inWindow))"
        : "\(view.english) is shown again (isHidden = false, X-10).\(Self.shown(inWindow))"
    case .frame(let view, let frame, let inWindow):
      return "\(view.english) has frame \(frame) now.\(Self.shown(inWindow))"
    case .background(let view, let color, let inWindow):
      return "\(view.english) has background \(color) now.\(Self.shown(inWindow))"
    case .unseen(let view, let place, let code, let why):
      let at: String
      switch why {
      case .hidden: at = "isHidden = true"
      case .alpha(let alpha): at = "alpha \(alpha)"
      case .transform(let transform, let offScreen):
        at =
          "transform \(transform), which puts it " + (offScreen ? "off the screen" : "at no size")
      case .frame(let frame, let offScreen):
        at = "frame \(frame), which puts it " + (offScreen ? "off the screen" : "at no size")
      }
      if case .frame = why {
        return "The mistake: \(view.english) is in the window but the user cannot see it: "
          + "\(place) (`\(code)`) left it at \(at) and no later line set it back. UIKit does "
          + "not lay the view out again at completion; only a later layout of its container "
          + "(a rotation, a size change) moves it (X-9, PC-7)."
      }
      return "The mistake: \(view.english) is in the window but the user cannot see it: "
        + "\(place) (`\(code)`) left it at \(at) and no later line set it back. "
        + (why == .hidden
          ? "UIKit does not show a hidden view again at completion (X-10)."
          : "UIKit restores neither alpha nor transform at completion (X-9).")
    case .keeps(let view, let alpha, let transform, let place, let code):
      return "\(view.english) keeps " + (alpha.map { "alpha \($0)" } ?? "")
        + (alpha != nil && transform != nil ? " and " : "")
        + (transform.map { "transform \($0)" } ?? "")
        + " after the transition, as \(place) (`\(code)`) left it: UIKit does not reset them "
        + "(X-9)."
    }
  }

  private static func shown(_ inWindow: Bool) -> String {
    inWindow ? "" : " It is in no window yet, so nothing on screen changes."
  }
}
