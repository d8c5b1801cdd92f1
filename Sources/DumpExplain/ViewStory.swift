import TransitionEngine

/// Sentences about the view trees: where each starts, the root, each presentation's container
/// and what is in it, navigation and tab content, a push in flight, sublayers.
enum ViewStory {
  static func write(_ result: inout Explanation) {
    let roots = result.views.indices.filter { result.views[$0].parent == nil }
    for root in roots {
      let view = result.views[root]
      if view.role == .window {
        result.story.append(
          "\(result.name(view: root)) is the window, \(StoryWriter.frameText(view.frame)) (W-1).")
        rootSentence(root, &result)
      } else {
        result.story.append(
          "The \(view.isTraced ? "_autolayoutTrace" : "recursiveDescription") starts at "
            + "\(result.name(view: root)), not at a window: views "
            + "outside it are not shown, so nothing is concluded about them.")
      }
    }
    for index in result.views.indices {
      switch result.views[index].role {
      case .presentationContainer: container(index, &result)
      case .navigationContainer:
        let shown = shownViews(under: index, result)
        result.story.append(
          "\(result.name(view: result.views[index].parent ?? index)) is a navigation "
            + "controller's view (N-1); its content area shows \(shown) (N-2).")
      case .tabContainer where result.views[index].rule == "TB-1":
        result.story.append(
          "\(result.name(view: index)) is a tab bar controller's content area; it shows "
            + "\(shownViews(under: index, result)), the selected tab's view (TB-1, TB-2).")
      case .hostingView:
        result.story.append(
          "\(result.views[index].className) \(result.views[index].id) is a UIHostingController's "
            + "view (SwiftUI): its subviews are SwiftUI's own; the rule book has no rule on them.")
      default: break
      }
    }
    let layers = result.views.reduce(0) { $0 + $1.layerCount }
    if layers > 0 {
      result.story.append(
        "\(layers) line\(layers == 1 ? "" : "s") ending in ` (layer)` \(layers == 1 ? "is a sublayer" : "are sublayers"), "
          + "not \(layers == 1 ? "a view" : "views"): they are left out of the tree.")
    }
    traceSentences(&result)
  }

  /// What an `_autolayoutTrace` cannot show, and its layout guide lines.
  private static func traceSentences(_ result: inout Explanation) {
    let traced = result.views.filter(\.isTraced).count
    guard traced > 0 else { return }
    result.story.append(
      "\(traced) view\(traced == 1 ? " comes" : "s come") from an _autolayoutTrace, which prints "
        + "no frames and no controllers: their roles come from their classes and nesting only.")
    let guides = result.inputs.reduce(0) { $0 + $1.layoutGuideLines.count }
    if guides > 0 {
      result.story.append(
        "\(guides) line\(guides == 1 ? " is a layout guide" : "s are layout guides") "
          + "(UILayoutGuide), not \(guides == 1 ? "a view" : "views"): left out of the tree.")
    }
  }

  private static func rootSentence(_ window: Int, _ result: inout Explanation) {
    let children = result.views[window].children
    if let wrapper = children.first(where: { result.views[$0].role == .rootContainer }) {
      let card = result.views[wrapper].children.first { result.views[$0].role == .rootShadow }
      let content = card.flatMap { result.views[$0].children.first }
      var text = "The window wraps its root (iOS 13+, W-3): \(result.name(view: wrapper))"
      if let card { text += " > \(result.name(view: card))" }
      if let content { text += " > \(result.name(view: content)), the root controller's view" }
      result.story.append(text + ".")
    } else if let root = children.first(where: { result.views[$0].rule == "W-2" }) {
      result.story.append(
        "The root controller's view \(result.name(view: root)) is a direct subview of the window, "
          + "as before iOS 13 (W-2).")
    }
    let stray = children.filter { result.views[$0].rule == "W-4" }
    for view in stray {
      result.story.append(
        "\(result.name(view: view)) was added straight to the window: it covers everything "
          + "below it and no controller owns it (W-4).")
    }
  }

  /// What a presentation's container holds, and what that structure allows.
  private static func container(_ index: Int, _ result: inout Explanation) {
    let view = result.views[index]
    let roles = view.children.map { result.views[$0].role }
    var text = "\(result.name(view: index)) is "
    text +=
      view.rule == "T-1"
      ? "a current-context presentation's container (T-1)" : "a presentation's container (T-2)"
    if roles.contains(.sheetCard) {
      let card = view.children.first { result.views[$0].role == .sheetCard }
      text +=
        "; it holds a dimming view and a sheet card \(StoryWriter.frameText(card.map { result.views[$0].frame } ?? nil)): "
      text += "a sheet over a presenter that stays in the window, pageSheet or formSheet (M-4)"
      if result.controllers.isEmpty {
        text += "; without _printHierarchy the style cannot be told apart"
      }
    } else if roles.contains(.popover) {
      text += "; it holds a popover (M-6)"
    } else if let presented = view.children.last(where: { result.views[$0].role == .controllerView }
    ) {
      text +=
        "; the presented view \(result.name(view: presented)) sits directly in it (on top), as "
      text += "fullScreen and overFullScreen put it (M-1, M-3)"
      let below = view.children.filter {
        $0 != presented && result.views[$0].role == .controllerView
      }
      if !below.isEmpty {
        text +=
          "; below it sits \(below.map { result.name(view: $0) }.joined(separator: " and ")), "
          + "a view UIKit moves into a container only while a fullScreen transition runs (T-4)"
      }
      if let window = view.parent, result.views[window].role == .window,
        result.views[window].children.allSatisfy({
          $0 == index || result.views[$0].role == .presentationContainer
        })
      {
        text +=
          "; nothing else is in the window, so the presenter's view is out of it, which is what fullScreen does (M-1)"
      }
    } else if view.children.isEmpty {
      text += "; it is empty"
    }
    result.story.append(text + ".")
  }

  /// The controller views under a container, for sentences.
  private static func shownViews(under index: Int, _ result: Explanation) -> String {
    var found: [String] = []
    var stack = [index]
    while let next = stack.popLast(), found.count < 4 {
      for child in result.views[next].children.reversed() {
        let view = result.views[child]
        if view.role == .controllerView {
          found.append(result.name(view: child))
        } else if view.role == .controllerWrapper || view.role == .pushInFlight {
          stack.append(child)
        }
      }
    }
    return found.isEmpty ? "no controller's view" : found.joined(separator: " and ")
  }
}
