import TransitionEngine
import Wording

/// Gives each view its role: the catalogue's kind for UIKit's classes, told apart by where
/// they sit (a UITransitionView has four roles), and for other views their place under
/// UIKit's (the view in a wrapper, under the root card, in a container, is a controller's).
enum RoleReader {
  static func assign(_ result: inout Explanation) {
    for index in result.views.indices {
      let (role, rule, why) = role(of: index, in: result)
      result.views[index].role = role
      result.views[index].rule = rule
      result.views[index].whyWords = why
    }
  }

  private typealias Reading = (DumpRole, String?, RoleWhyWords)

  private static func kind(_ view: ExplainedView) -> ViewClassKind? {
    ViewClassCatalogue.entry(view.className)?.kind
      ?? view.baseClass.flatMap { ViewClassCatalogue.entry($0)?.kind }
  }

  private static func role(of index: Int, in result: Explanation) -> Reading {
    let view = result.views[index]
    let parent = view.parent.map { result.views[$0] }
    if let kind = kind(view), let reading = catalogued(kind, index, view, parent, result) {
      return reading
    }
    if parent == nil, view.className.hasSuffix("Window") {
      return (.window, "W-1", .windowSubclass)
    }
    if let owner = view.owner {
      return (
        .controllerView, "§1.4",
        .controllerNamed(result.name(controller: owner))
      )
    }
    guard let parent, let parentIndex = view.parent else {
      return (.content, nil, .firstLineNotWindow)
    }
    switch parent.role {
    case .controllerWrapper:
      if isOutgoingPushWrapper(view, in: parent) {
        return (
          .pushInFlight, "N-3",
          .outgoingWrapper
        )
      }
      if let side = slidingSide(view, in: parent, result) {
        return (
          .pushInFlight, "N-3",
          .slidingWrapper(incoming: side)
        )
      }
      return (
        .controllerView, "N-2",
        .wrappedView
      )
    case .pushInFlight where isEdgeShadow(view):
      return (.pushInFlight, "N-3", .edgeShadow)
    case .pushInFlight:
      return (.controllerView, "N-3", .pushedView)
    case .rootShadow:
      return (
        .controllerView, "W-3", .rootCardView
      )
    case .presentationContainer:
      return (
        .controllerView, "M-1", .presentedView
      )
    case .window:
      if isFirstSubview(index, of: parent), covers(view, parent) {
        return (
          .controllerView, "W-2",
          .rootView
        )
      }
      return (.content, "W-4", .addedToWindow)
    default:
      break
    }
    if isSheetContent(parentIndex, in: result) {
      return (
        .controllerView, "M-4", .sheetContent
      )
    }
    return (.content, nil, .unexplained)
  }

  private static func catalogued(
    _ kind: ViewClassKind, _ index: Int, _ view: ExplainedView, _ parent: ExplainedView?,
    _ result: Explanation
  ) -> Reading? {
    switch kind {
    case .window: return (.window, "W-1", .window)
    case .transitionView: return transitionRole(index, view, parent, result)
    case .dropShadow:
      if parent?.role == .rootContainer {
        return (.rootShadow, "W-3", .rootCard)
      }
      return (.sheetCard, "M-4", .sheetCard)
    case .dimming:
      let popover = parent?.children.contains { Self.kind(result.views[$0]) == .popover } ?? false
      return (
        .dimming, popover ? "M-6" : "M-4",
        .dimming
      )
    case .popover: return (.popover, "M-6", .popover)
    case .layoutContainer:
      return (.controllerView, "N-1", .layoutContainer)
    case .navigationTransition:
      return (.navigationContainer, "N-1", .navigationContent)
    case .controllerWrapper:
      return (.controllerWrapper, "N-2", .controllerWrapper)
    case .parallaxDimming:
      return (.pushInFlight, "N-3", .parallaxDimming)
    case .navigationBar: return (.navigationBar, "N-1", .navigationBar)
    case .tabBar: return (.tabBar, "TB-1", .tabBar)
    case .toolbar: return (.toolbar, "N-1", .toolbar)
    case .tabContainer: return (.tabContainer, "TB-6", .tabContainer)
    case .splitContainer: return (.splitContainer, "SV-7", .splitView)
    case .pageContainer: return (.content, "K-10", .pageViews)
    case .hosting:
      return (
        .hostingView, nil, .hosting
      )
    case .sheetDecoration: return (.content, "M-4", .sheetDecoration)
    }
  }

  /// The four UITransitionViews: root wrapper, presentation container, tab content area,
  /// alert window container.
  private static func transitionRole(
    _ index: Int, _ view: ExplainedView, _ parent: ExplainedView?, _ result: Explanation
  ) -> Reading {
    let fullCard = view.children.contains { child in
      let card = result.views[child]
      guard kind(card) == .dropShadow else { return false }
      // An `_autolayoutTrace` has no frames: class and nesting only.
      if card.isTraced && view.isTraced { return true }
      return card.frame.map { $0[0] == 0 && $0[1] == 0 } == true && sameSize(card, view)
    }
    let sheetParts = view.children.contains { kind(result.views[$0]) == .dimming }
    guard let parent else {
      if fullCard && !sheetParts {
        return (
          .rootContainer, "W-3", .rootWrapperTop
        )
      }
      return (
        .presentationContainer, "T-2",
        .containerTop
      )
    }
    if kind(parent) == .layoutContainer {
      return (
        .tabContainer, "TB-1",
        .tabContent
      )
    }
    if parent.role == .window {
      if parent.className == ViewClassCatalogue.alertWindow {
        return (.presentationContainer, "T-2", .alertContainer)
      }
      if let parentIndex = view.parent, isFirstSubview(index, of: result.views[parentIndex]),
        fullCard, !sheetParts
      {
        return (
          .rootContainer, "W-3",
          .rootWrapperFirst
        )
      }
      return (
        .presentationContainer, "T-2",
        .containerInWindow
      )
    }
    return (
      .presentationContainer, "T-1",
      .currentContextContainer
    )
  }

  private static func isFirstSubview(_ index: Int, of parent: ExplainedView) -> Bool {
    parent.children.first == index
  }

  private static func sameSize(_ a: ExplainedView, _ b: ExplainedView) -> Bool {
    guard let x = a.frame, let y = b.frame else { return false }
    return x[2] == y[2] && x[3] == y[3]
  }

  private static func covers(_ view: ExplainedView, _ window: ExplainedView) -> Bool {
    if view.isTraced && window.isTraced { return true }
    guard let frame = view.frame else { return false }
    return frame[0] == 0 && frame[1] == 0 && sameSize(view, window)
  }

  /// N-3: the outgoing view's plain wrapper sits at about -0.3 of the width.
  private static func isOutgoingPushWrapper(_ view: ExplainedView, in wrapper: ExplainedView)
    -> Bool
  {
    guard view.className == "UIView", let frame = view.frame, let width = wrapper.frame?[2],
      width > 0
    else { return false }
    return frame[0] < 0 && abs(frame[0] + 0.3 * width) <= 0.05 * width
  }

  /// N-3 caught mid-way: a plain UIView in a wrapper that also holds a _UIParallaxDimmingView
  /// slides; left of the wrapper it is the outgoing side (false), else the incoming one (true).
  /// Nil otherwise.
  private static func slidingSide(
    _ view: ExplainedView, in wrapper: ExplainedView, _ result: Explanation
  ) -> Bool? {
    guard view.className == "UIView",
      wrapper.children.contains(where: {
        result.views[$0].className == ViewClassCatalogue.parallaxDimmingView
      })
    else { return nil }
    return (view.frame?[0] ?? 0) >= 0
  }

  /// N-3: the incoming view's edge shadow, a UIImageView 9 points wide left of it.
  private static func isEdgeShadow(_ view: ExplainedView) -> Bool {
    guard view.className == "UIImageView", let frame = view.frame else { return false }
    return frame[0] == -9 && frame[1] == 0 && frame[2] == 9
  }

  /// M-4: card > UIView > UIView > the presented view.
  private static func isSheetContent(_ parent: Int, in result: Explanation) -> Bool {
    guard let middle = result.views[parent].parent, result.views[parent].className == "UIView",
      result.views[middle].className == "UIView", let card = result.views[middle].parent
    else { return false }
    return result.views[card].role == .sheetCard && result.views[parent].children.count >= 1
  }
}
