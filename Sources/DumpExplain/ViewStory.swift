import TransitionEngine
import Wording

/// Sentences about the view trees: where each starts, the root, each presentation's container
/// and what is in it, navigation and tab content, a push in flight, sublayers.
enum ViewStory {
  static func write(_ result: inout Explanation) {
    let roots = result.views.indices.filter { result.views[$0].parent == nil }
    for root in roots {
      let view = result.views[root]
      if view.role == .window {
        result.say(.window(result.name(view: root), frame: StoryWriter.frameText(view.frame)))
        rootSentence(root, &result)
      } else {
        result.say(.notAWindow(result.name(view: root), traced: view.isTraced))
      }
    }
    for index in result.views.indices {
      switch result.views[index].role {
      case .presentationContainer: container(index, &result)
      case .navigationContainer:
        let shown = shownViews(under: index, result)
        result.say(
          .navigationView(result.name(view: result.views[index].parent ?? index), shows: shown))
      case .tabContainer where result.views[index].rule == "TB-1":
        result.say(.tabContent(result.name(view: index), shows: shownViews(under: index, result)))
      case .hostingView:
        result.say(.hostingView(result.name(view: index)))
      default: break
      }
    }
    let layers = result.views.reduce(0) { $0 + $1.layerCount }
    if layers > 0 { result.say(.layers(layers)) }
    traceSentences(&result)
  }

  /// What an `_autolayoutTrace` cannot show, and its layout guide lines.
  private static func traceSentences(_ result: inout Explanation) {
    let traced = result.views.filter(\.isTraced).count
    guard traced > 0 else { return }
    result.say(.traced(traced))
    let guides = result.inputs.reduce(0) { $0 + $1.layoutGuideLines.count }
    if guides > 0 { result.say(.layoutGuides(guides)) }
  }

  private static func rootSentence(_ window: Int, _ result: inout Explanation) {
    let children = result.views[window].children
    if let wrapper = children.first(where: { result.views[$0].role == .rootContainer }) {
      let card = result.views[wrapper].children.first { result.views[$0].role == .rootShadow }
      let content = card.flatMap { result.views[$0].children.first }
      result.say(
        .rootWrapper(
          result.name(view: wrapper), card: card.map { result.name(view: $0) },
          content: content.map { result.name(view: $0) }))
    } else if let root = children.first(where: { result.views[$0].rule == "W-2" }) {
      result.say(.rootInWindow(result.name(view: root)))
    }
    let stray = children.filter { result.views[$0].rule == "W-4" }
    for view in stray {
      result.say(.addedToWindow(result.name(view: view)))
    }
  }

  /// What a presentation's container holds, and what that structure allows.
  private static func container(_ index: Int, _ result: inout Explanation) {
    let view = result.views[index]
    let roles = view.children.map { result.views[$0].role }
    let holds: ViewStoryWords.ContainerContent
    if roles.contains(.sheetCard) {
      let card = view.children.first { result.views[$0].role == .sheetCard }
      holds = .sheet(
        frame: StoryWriter.frameText(card.map { result.views[$0].frame } ?? nil),
        noHierarchy: result.controllers.isEmpty)
    } else if roles.contains(.popover) {
      holds = .popover
    } else if let presented = view.children.last(where: { result.views[$0].role == .controllerView }
    ) {
      let below = view.children.filter {
        $0 != presented && result.views[$0].role == .controllerView
      }
      var alone = false
      if let window = view.parent, result.views[window].role == .window,
        result.views[window].children.allSatisfy({
          $0 == index || result.views[$0].role == .presentationContainer
        })
      {
        alone = true
      }
      holds = .presented(
        result.name(view: presented), below: below.map { result.name(view: $0) },
        aloneInWindow: alone)
    } else if view.children.isEmpty {
      holds = .empty
    } else {
      holds = .other
    }
    result.say(
      .container(result.name(view: index), currentContext: view.rule == "T-1", holds: holds))
  }

  /// The controller views under a container, for sentences.
  private static func shownViews(under index: Int, _ result: Explanation) -> [String] {
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
    return found
  }
}
