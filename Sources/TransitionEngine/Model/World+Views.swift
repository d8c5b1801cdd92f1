extension World {
  /// `loadViewIfNeeded()`: builds the root view and the private views UIKit puts inside
  /// container views (N-1, TB-1), firing `loadView` then `viewDidLoad` (LC-1).
  mutating func loadViewIfNeeded(_ name: String) {
    guard let controller = controllers[name], controller.view == nil else { return }
    let decorations =
      controller.kind == .navigation || controller.kind == .tab ? [] : controller.options.views
    let view = forest.make(controller.viewClassName, owner: name, subviewClasses: decorations)
    var chrome = Chrome()
    switch controller.kind {
    case .navigation:
      // N-1: UILayoutContainerView > [UINavigationTransitionView > wrapper, UINavigationBar].
      chrome = makeChrome(
        in: view, transitionClass: ViewClassCatalogue.navigationTransitionView,
        bar: ViewClassCatalogue.navigationBar)
    case .tab:
      // TB-1: UILayoutContainerView > [UITransitionView > wrapper, UITabBar].
      chrome = makeChrome(
        in: view, transitionClass: ViewClassCatalogue.transitionView, bar: ViewClassCatalogue.tabBar
      )
    case .split:
      // SV-7 [O]: the panel view's first subview, `_UIPanelControllerContentView`, holds the
      // column views; no divider or column wrapper is known [I].
      let content = forest.make(ViewClassCatalogue.panelContentView)
      forest.insert(content, into: view, at: 0)
      chrome = Chrome(wrapper: content)
    case .container where controller.options.pageStyle == .scroll:
      // K-10: in scroll style the pages sit in a `_UIQueuingScrollView` inside the content
      // view; in page-curl style the tree is in no source: the pages sit in the
      // content view itself [I].
      let scroll = forest.make(ViewClassCatalogue.queuingScrollView)
      forest.insert(scroll, into: view, at: 0)
      chrome = Chrome(wrapper: scroll)
    case .plain, .container:
      break
    }
    controllers[name]?.view = view
    controllers[name]?.chrome = chrome
    // LC-1: loadView builds the view the first time it is asked for; viewDidLoad follows.
    emit(name, .loadView)
    emit(name, .viewDidLoad)
  }

  /// A container's private views: a transition view holding a `UIViewControllerWrapperView`,
  /// with the bar above it (N-1, TB-1).
  private mutating func makeChrome(in view: ViewID, transitionClass: String, bar barClass: String)
    -> Chrome
  {
    let transition = forest.make(transitionClass)
    let wrapper = forest.make(ViewClassCatalogue.wrapperView)
    let bar = forest.make(barClass)
    forest.insert(transition, into: view)
    forest.insert(wrapper, into: transition)
    forest.insert(bar, into: view)
    return Chrome(transitionView: transition, wrapper: wrapper, bar: bar)
  }

  /// The children whose views a container shows: the top of a navigation stack (N-2), the
  /// selected tab (TB-2), the split columns shown (SV-1, SV-5), the custom children whose
  /// views the app's code has not left out (K-5).
  func visibleChildren(_ name: String) -> [String] {
    guard let controller = controllers[name] else { return [] }
    switch controller.kind {
    // K-5: a custom container forwards appearance callbacks only to children whose views are
    // in its hierarchy; a child whose view the app's code has not added (or took out) is left.
    case .plain, .container:
      return controller.children.filter { controllers[$0]?.viewLeftOut != true }
    case .navigation: return controller.topChild.map { [$0] } ?? []
    case .tab: return controller.selectedChild.map { [$0] } ?? []
    case .split:
      if let state = controller.columns {  // SV-8–SV-10
        return shownColumns(name).compactMap { state.navigation[$0] }
      }
      // SV-1: compact width collapses the split to its primary column.
      if environment.traits.horizontal == .compact { return Array(controller.children.prefix(1)) }
      // SV-5: in regular width a taller-than-wide window (iPad portrait) shows only the
      // secondary (displayMode secondaryOnly); the primary comes only on demand.
      if splitHidesPrimary, controller.children.count > 1 {
        return Array(controller.children.dropFirst())
      }
      return Array(controller.children)
    }
  }

  /// The controller and every descendant it shows, parents before children. A descendant
  /// whose view a grabbing presentation took (M-2, T-4) is not shown by its container: it
  /// and what it shows stay out, and hear no appearance callbacks with the container.
  func visibleSubtree(_ name: String) -> [String] {
    var result: [String] = []
    var seen = Set<String>()
    var stack = [name]
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      result.append(next)
      stack += visibleChildren(next).filter { !isGrabbed($0) }.reversed()
    }
    return result
  }

  /// The view a child's view goes into inside its parent.
  func slot(for parent: String) -> ViewID? {
    guard let controller = controllers[parent] else { return nil }
    switch controller.kind {
    case .navigation, .tab: return controller.chrome.wrapper
    // SV-7: the columns sit in `_UIPanelControllerContentView`.
    case .split: return controller.chrome.wrapper ?? controller.view
    // K-10: a scroll-style page view controller's pages sit in its queuing scroll view.
    case .plain, .container: return controller.chrome.wrapper ?? controller.view
    }
  }

  /// Loads a controller's view, lays it out at `frame`, puts it into `host` (at `index`, or on
  /// top) and does the same for every child it shows.
  /// `depth` bounds the walk as in `layout`.
  mutating func mount(
    _ name: String, into host: ViewID, at index: Int? = nil, frame: Rect, insets: Insets,
    depth: Int = 0
  ) {
    guard depth <= controllers.count else { return }
    loadViewIfNeeded(name)
    collapseSplitOnArrival(name)
    prepareMoreTabs(name)
    guard let view = controllers[name]?.view else { return }
    forest.insert(view, into: host, at: index)
    layout(name, frame: frame, insets: insets, depth: depth)
    mountShownChildren(of: name, insets: insets, depth: depth)
  }

  /// Mounts the children a container shows whose views are not in its slot yet, except one
  /// whose view a grabbing presentation took (M-2, T-4). A container does this itself when
  /// its view enters a hierarchy, whoever put it there (TB-2, N-2).
  mutating func mountShownChildren(of name: String, insets: Insets, depth: Int = 0) {
    guard let slot = slot(for: name) else { return }
    for child in visibleChildren(name) where !isMounted(child, in: name) && !isGrabbed(child) {
      mount(
        child, into: slot, frame: childFrame(child, in: name),
        insets: childInsets(child, in: name, insets: insets), depth: depth + 1)
    }
  }

  /// True when the child's view sits in its parent's slot.
  func isMounted(_ child: String, in parent: String) -> Bool {
    guard let view = controllers[child]?.view, let slot = slot(for: parent) else { return false }
    return forest.superview(of: view) == slot
  }

  /// Frame a parent gives a child's root view, in the slot's coordinates.
  func childFrame(_ child: String, in parent: String) -> Rect {
    guard let controller = controllers[parent], let view = controller.view,
      let bounds = forest.node(view)?.layoutFrame.bounds
    else { return .zero }
    switch controller.kind {
    case .navigation, .tab:
      return bounds
    case .plain, .container:
      return controllers[child]?.options.frame ?? bounds
    case .split:
      if let column = controller.columns?.column(of: child) {  // SV-8, SV-10
        return columnFrames(parent, in: bounds)[column] ?? bounds
      }
      let columns = visibleChildren(parent)
      guard columns.count > 1 else { return bounds }
      let primaryWidth = SplitMetrics.primaryColumnWidth(for: bounds.width)
      if columns.first == child {
        return Rect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
      }
      return Rect(
        x: primaryWidth + 0.5, y: 0, width: bounds.width - primaryWidth - 0.5,
        height: bounds.height)
    }
  }
}

/// Column widths of an expanded `UISplitViewController` [I: UIKit's default primary width].
enum SplitMetrics {
  static func primaryColumnWidth(for width: Double) -> Double {
    min(320, (width * 0.4).rounded(.down))
  }
}

extension World {
  /// Every controller whose view is in the window: containment first, then what each one
  /// presents, parents before children.
  func onScreenControllers() -> [String] {
    var result: [String] = []
    var stack = [rootName]
    var visited = Set<String>()
    while let name = stack.popLast() {
      guard visited.insert(name).inserted else { continue }
      if isInWindow(name) { result.append(name) }
      var next = visibleChildren(name)
      if let presented = controllers[name]?.presented { next.append(presented) }
      stack += next.reversed()
    }
    return result
  }
}

extension World {
  /// LC-3: who hears `viewWillTransition(to:with:)` (and `willTransition(to:with:)`) on a size
  /// change, in order. The window tells its root controller; each controller forwards to the
  /// children it shows, then its presentation controller to the controller it presents
  /// ("View controllers forward the size change message to their views and child view
  /// controllers. Presentation controllers forward the size change to their presented view
  /// controller"). Controllers covered by a full-screen presentation still hear it: the
  /// message follows the controller tree, not the window's views [I]. Controllers whose views
  /// were never loaded are left out.
  func sizeTransitionChain() -> [String] {
    var result: [String] = []
    var stack = [rootName]
    var visited = Set<String>()
    while let name = stack.popLast() {
      guard visited.insert(name).inserted, controllers[name]?.view != nil else { continue }
      result.append(name)
      var next = visibleChildren(name)
      if let presented = controllers[name]?.presented { next.append(presented) }
      stack += next.reversed()
    }
    return result
  }
}
