extension AnimatorLineNote {
  /// The words in Simplified Chinese, the line's code and API names as they are.
  var chinese: String {
    switch self {
    case .line(let code, let action, let appearing):
      return "`\(code)`：" + Self.chinese(action) + Self.chinese(appearing: appearing)
    }
  }

  static func chinese(_ action: Action) -> String {
    switch action {
    case .moved(let child, let parent, let place, let origin, let holds):
      let from: String
      switch origin {
      case .unsaid: from = ""
      case .noView: from = "它之前不在任何视图中。"
      case .samePlace: from = "它本来就在那里，只是位置变了。"
      case .left(let old): from = "它离开了 \(old.chinese)。"
      }
      return "\(child.chineseBefore)被放进 \(parent.chinese)，\(Self.chinese(place))。"
        + "\(from)现在 \(parent.chinese) 从后到前依次是："
        + holds.map(\.chinese).joined(separator: "、") + "。"
    case .removed(let view, let superview, let leftWindow):
      return "\(view.chineseBefore)离开了 \(superview.chinese)"
        + (leftWindow ? "，也离开了 window。" : "。")
    case .inNoView(let view):
      return "\(view.chineseBefore)不在任何视图中，这一行什么也不做。"
    }
  }

  private static func chinese(_ place: Place) -> String {
    switch place {
    case .top: return "位于它所有子视图的最上层"
    case .index(let index): return "位于下标 \(index)"
    case .below(let sibling): return "紧挨在 \(sibling.chinese) 下面"
    case .above(let sibling): return "紧挨在 \(sibling.chinese) 上面"
    }
  }

  static func chinese(appearing: String?) -> String {
    appearing.map { "\($0) 的视图现在已在 window 中，所以它收到 viewIsAppearing。" } ?? ""
  }
}
