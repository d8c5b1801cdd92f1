import TransitionEngine

/// Gives each view its role: the catalogue's kind for UIKit's classes, told apart by where
/// they sit (a UITransitionView has four roles), and for other views their place under
/// UIKit's (the view in a wrapper, under the root card, in a container, is a controller's).
enum RoleReader {
  static func assign(_ result: inout Explanation) {
    for index in result.views.indices {
      let (role, rule, why) = role(of: index, in: result)
      result.views[index].role = role
      result.views[index].rule = rule
      result.views[index].why = why
    }
  }

  private typealias Reading = (DumpRole, String?, String)

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
      return (.window, "W-1", "a window subclass, the tree's first line")
    }
    if let owner = view.owner {
      return (
        .controllerView, "§1.4",
        "the view \(result.name(controller: owner)) names in _printHierarchy (joined by address)"
      )
    }
    guard let parent, let parentIndex = view.parent else {
      return (.content, nil, "the first line of a dump that does not start at the window")
    }
    switch parent.role {
    case .controllerWrapper:
      if isOutgoingPushWrapper(view, in: parent) {
        return (
          .pushInFlight, "N-3",
          "a plain wrapper at about -0.3 of the width: the outgoing view of a running push or pop"
        )
      }
      if let side = slidingSide(view, in: parent, result) {
        return (
          .pushInFlight, "N-3",
          "a plain wrapper beside a _UIParallaxDimmingView: the \(side) view of a running push or pop"
        )
      }
      return (
        .controllerView, "N-2",
        "the view in a UIViewControllerWrapperView: the shown controller's view"
      )
    case .pushInFlight where isEdgeShadow(view):
      return (.pushInFlight, "N-3", "the 9-point edge shadow of the incoming view of a push or pop")
    case .pushInFlight:
      return (.controllerView, "N-3", "the view a running push or pop moves")
    case .rootShadow:
      return (
        .controllerView, "W-3", "the view in the root wrapper's card: the root controller's view"
      )
    case .presentationContainer:
      return (
        .controllerView, "M-1", "a view directly in a presentation's container: the presented view"
      )
    case .window:
      if isFirstSubview(index, of: parent), covers(view, parent) {
        return (
          .controllerView, "W-2",
          "a full-size first subview of the window: the root controller's view"
        )
      }
      return (.content, "W-4", "a view added straight to the window: no controller's")
    default:
      break
    }
    if isSheetContent(parentIndex, in: result) {
      return (
        .controllerView, "M-4", "the view inside a sheet card's two plain views: the presented view"
      )
    }
    return (.content, nil, "")
  }

  private static func catalogued(
    _ kind: ViewClassKind, _ index: Int, _ view: ExplainedView, _ parent: ExplainedView?,
    _ result: Explanation
  ) -> Reading? {
    switch kind {
    case .window: return (.window, "W-1", "the window")
    case .transitionView: return transitionRole(index, view, parent, result)
    case .dropShadow:
      if parent?.role == .rootContainer {
        return (.rootShadow, "W-3", "the card of the iOS 13+ root wrapper")
      }
      return (.sheetCard, "M-4", "a sheet's card")
    case .dimming:
      let popover = parent?.children.contains { Self.kind(result.views[$0]) == .popover } ?? false
      return (
        .dimming, popover ? "M-6" : "M-4",
        "dims what the presentation covers; a tap outside dismisses"
      )
    case .popover: return (.popover, "M-6", "a popover's frame")
    case .layoutContainer:
      return (.controllerView, "N-1", "a navigation or tab bar controller's view")
    case .navigationTransition:
      return (.navigationContainer, "N-1", "a navigation controller's content area")
    case .controllerWrapper:
      return (.controllerWrapper, "N-2", "wraps the view of the controller a container shows")
    case .parallaxDimming:
      return (.pushInFlight, "N-3", "wraps the incoming view while a push or pop runs")
    case .navigationBar: return (.navigationBar, "N-1", "a navigation controller's bar")
    case .tabBar: return (.tabBar, "TB-1", "a tab bar controller's bar")
    case .toolbar: return (.toolbar, "N-1", "a navigation controller's toolbar")
    case .tabContainer: return (.tabContainer, "TB-6", "the iPadOS 18+ tab container")
    case .splitContainer: return (.splitContainer, "SV-7", "a split view controller's view")
    case .pageContainer: return (.content, "K-10", "a page view controller's own views")
    case .hosting:
      return (
        .hostingView, nil, "a UIHostingController's view (SwiftUI; the rule book has no rule on it)"
      )
    case .sheetDecoration: return (.content, "M-4", "part of a sheet card's decoration")
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
          .rootContainer, "W-3", "holds a full-size UIDropShadowView: the iOS 13+ root wrapper"
        )
      }
      return (
        .presentationContainer, "T-2",
        "a UITransitionView at the top of the dump: a presentation's container"
      )
    }
    if kind(parent) == .layoutContainer {
      return (
        .tabContainer, "TB-1",
        "a UITransitionView inside a UILayoutContainerView: a tab bar controller's content area"
      )
    }
    if parent.role == .window {
      if parent.className == ViewClassCatalogue.alertWindow {
        return (.presentationContainer, "T-2", "the container in UIKit's alert window")
      }
      if let parentIndex = view.parent, isFirstSubview(index, of: result.views[parentIndex]),
        fullCard, !sheetParts
      {
        return (
          .rootContainer, "W-3",
          "the window's first subview holding a full-size UIDropShadowView: the iOS 13+ root wrapper"
        )
      }
      return (
        .presentationContainer, "T-2",
        "a UITransitionView in the window: a presentation's container"
      )
    }
    return (
      .presentationContainer, "T-1",
      "a UITransitionView below a controller's view: a current-context presentation's container"
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
  /// slides; left of the wrapper it is the outgoing side, else the incoming one. Nil otherwise.
  private static func slidingSide(
    _ view: ExplainedView, in wrapper: ExplainedView, _ result: Explanation
  ) -> String? {
    guard view.className == "UIView",
      wrapper.children.contains(where: {
        result.views[$0].className == ViewClassCatalogue.parallaxDimmingView
      })
    else { return nil }
    return (view.frame?[0] ?? 0) < 0 ? "outgoing" : "incoming"
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
