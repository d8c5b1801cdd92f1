extension World {
  /// The extra height of a navigation bar showing a large title (N-21): 52 pt, the
  /// difference between the 96-pt large bar and the 44-pt bar measured in one app [I]; per
  /// device and version it is not in the sources.
  static let largeTitleHeight = 52.0

  /// N-21: the top child's title is large when the navigation controller prefers large
  /// titles and the child's `largeTitleDisplayMode` says so: `.always`, `.never`, or
  /// `.automatic`, which follows the controller below it (the root's automatic is large).
  /// Without `prefersLargeTitles` no mode makes the title large.
  func showsLargeTitle(_ nav: String) -> Bool {
    guard let controller = controllers[nav], controller.kind == .navigation,
      controller.options.prefersLargeTitles
    else { return false }
    for child in controller.children.reversed() {
      switch controllers[child]?.options.largeTitleDisplayMode ?? .automatic {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The height of a navigation controller's bar as it is laid out: the sheet bar (N-17) or
  /// the device's, plus the large-title area (N-21).
  func navigationBarHeight(for nav: String) -> Double {
    (hasSheetNavigationBar(nav) ? World.sheetNavigationBarHeight : environment.navigationBarHeight)
      + (showsLargeTitle(nav) ? World.largeTitleHeight : 0)
  }

  /// The height the bar takes from the top of a child's safe area: none while it is hidden
  /// (N-20).
  func navigationBarInset(for nav: String) -> Double {
    controllers[nav]?.isNavigationBarHidden == true ? 0 : navigationBarHeight(for: nav)
  }

  /// N-22: the toolbar shows when `isToolbarHidden` is false and no controller in the stack
  /// hides the bottom bars (N-8, the same test as the tab bar's).
  func showsToolbar(_ nav: String) -> Bool {
    guard let controller = controllers[nav], controller.kind == .navigation else { return false }
    return !controller.isToolbarHidden && !hidesBottomBar(stack: controller.children)
  }

  /// The toolbar's height: the bar height of the device's traits [I]; its frame is not in the
  /// sources.
  var toolbarHeight: Double { environment.navigationBarHeight }

  /// Lays out a navigation controller's bars (N-1, N-20, N-21, N-22): the bar below the top
  /// safe area, hidden (but kept in the view, Q-35) while `isNavigationBarHidden`; the
  /// large-title view inside it, hidden in a small bar; the toolbar above the bottom safe area
  /// when shown, parked hidden at the bottom edge once it was shown and hidden again.
  mutating func layoutNavigationBars(_ nav: String, bounds: Rect, insets: Insets) {
    guard let controller = controllers[nav] else { return }
    let height = navigationBarHeight(for: nav)
    if let bar = controller.chrome.bar {
      forest.setFrame(bar, Rect(x: 0, y: insets.top, width: bounds.width, height: height))
      forest.setHidden(bar, controller.isNavigationBarHidden)
      layoutLargeTitle(nav, in: bar, barHeight: height, width: bounds.width)
    }
    layoutToolbar(nav, bounds: bounds, insets: insets)
  }

  /// N-21: `_UINavigationBarLargeTitleView` at the bottom of the bar, made once the
  /// controller prefers large titles; hidden while the title is small.
  private mutating func layoutLargeTitle(
    _ nav: String, in bar: ViewID, barHeight: Double, width: Double
  ) {
    guard controllers[nav]?.options.prefersLargeTitles == true else { return }
    let view: ViewID
    if let existing = controllers[nav]?.chrome.largeTitle {
      view = existing
    } else {
      view = forest.make(ViewClassCatalogue.largeTitleView)
      forest.insert(view, into: bar)
      controllers[nav]?.chrome.largeTitle = view
    }
    let large = showsLargeTitle(nav)
    let small = barHeight - (large ? World.largeTitleHeight : 0)
    forest.setFrame(
      view, Rect(x: 0, y: small, width: width, height: large ? World.largeTitleHeight : 0))
    forest.setHidden(view, !large)
  }

  /// N-22: the `UIToolbar`, made the first time it shows, above the bottom safe area (a tab
  /// bar included) [I]; hidden again it stays in the view, parked at the bottom edge (N-1).
  private mutating func layoutToolbar(_ nav: String, bounds: Rect, insets: Insets) {
    guard let view = controllers[nav]?.view else { return }
    let shown = showsToolbar(nav)
    var toolbar = controllers[nav]?.chrome.toolbar
    if toolbar == nil, shown {
      let made = forest.make(ViewClassCatalogue.toolbar)
      forest.insert(made, into: view)
      controllers[nav]?.chrome.toolbar = made
      toolbar = made
    }
    guard let toolbar else { return }
    let height = toolbarHeight
    let y = shown ? bounds.height - insets.bottom - height : bounds.height
    forest.setFrame(toolbar, Rect(x: 0, y: max(0, y), width: bounds.width, height: height))
    forest.setHidden(toolbar, !shown)
  }

  /// After a push or pop has changed the stack: the bars follow the new top (N-21's display
  /// mode, N-22's items and N-8's hiding), so the navigation controller is laid out again.
  /// Only for one whose bars can change that way.
  mutating func refreshNavigationBars(_ nav: String) {
    guard let controller = controllers[nav], controller.kind == .navigation,
      controller.options.prefersLargeTitles || controller.chrome.toolbar != nil
        || !controller.isToolbarHidden,
      let view = controller.view, let frame = forest.node(view)?.layoutFrame
    else { return }
    layout(nav, frame: frame, insets: insets(of: nav))
  }

  /// The titles the toolbar shows: the top child's `toolbarItems` (N-22).
  func toolbarItems(_ nav: String) -> [String] {
    guard let top = controllers[nav]?.topChild else { return [] }
    return controllers[top]?.options.toolbarItems ?? []
  }
}
