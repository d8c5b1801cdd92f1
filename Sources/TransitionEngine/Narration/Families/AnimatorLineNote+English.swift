extension AnimatorLineNote {
  /// The words in English, as the animator's phases always said them.
  var english: String {
    switch self {
    case .line(let code, let action, let appearing):
      return "`\(code)`: " + Self.english(action) + Self.english(appearing: appearing)
    }
  }

  static func english(_ action: Action) -> String {
    switch action {
    case .moved(let child, let parent, let place, let origin, let holds):
      let from: String
      switch origin {
      case .unsaid: from = ""
      case .noView: from = " It was in no view before."
      case .samePlace: from = " It was already there; only its place changes."
      case .left(let old): from = " It leaves \(old.english)."
      }
      return "\(child.english) goes into \(parent.english), \(Self.english(place))."
        + "\(from) Back to front, \(parent.english) now holds: "
        + holds.map(\.english).joined(separator: ", ") + "."
    case .removed(let view, let superview, let leftWindow):
      return "\(view.english) leaves \(superview.english)"
        + (leftWindow ? " and the window." : ".")
    case .inNoView(let view):
      return "\(view.english) is in no view; nothing happens."
    }
  }

  private static func english(_ place: Place) -> String {
    switch place {
    case .top: return "on top of its subviews"
    case .index(let index): return "at index \(index)"
    case .below(let sibling): return "just below \(sibling.english)"
    case .above(let sibling): return "just above \(sibling.english)"
    }
  }

  static func english(appearing: String?) -> String {
    appearing.map { " \($0)'s view is in the window now, hence viewIsAppearing." } ?? ""
  }
}
