/// The engine's mutable record of one view controller: containment, presentation, views and
/// appearance state. Containment and presentation are separate relations (§1.1).
struct Controller {
  let name: String
  let kind: ControllerKind
  let className: String
  let viewClassName: String
  var options: ControllerOptions

  /// Containment and presentation (§1.1), two separate relations, written only by the world
  /// operations that keep both ends of each link in step (World+Links.swift).
  var links = ControllerLinks.none
  /// The parent (containment).
  var parent: String? { links.parent }
  /// The children in order (a navigation stack bottom to top, tabs left to right, split
  /// columns, a container's children), in a list that versions share, so that a push or a
  /// pop on a deep stack costs what it changes.
  var children: SharedList<String> { links.children }
  /// A custom container's child whose view the app's code has not put into the container's
  /// views: added with `addChild` in code, or its view taken out by `removeFromSuperview` or
  /// `transition(from:to:)`. The container forwards it no appearance callbacks (K-5).
  var viewLeftOut = false
  /// Index of the selected tab (tab controllers).
  var selectedIndex = 0
  /// A column-style split's style and columns (SV-8); nil for a classic split.
  var columns: SplitColumnState?
  /// The secondary a collapsed split handed to its navigation primary (SV-2).
  var collapsedSecondary: String?
  /// The classic split's delegate was asked at the current collapse (SV-11); cleared when
  /// the split expands.
  var collapseAsked = false
  /// A tab bar controller's More interface, once it has six or more tabs (TB-7).
  var moreTabs: MoreTabs?
  /// `isTabBarHidden` (iOS 18): the tab bar controller hides its active bar (TB-12).
  var isTabBarHidden = false
  /// iOS 26: the tab bar is minimized by scrolling, and the bottom accessory's content view
  /// class, if any (TB-13).
  var tabBarMinimized = false
  var bottomAccessory: String?
  /// `isNavigationBarHidden` (N-20) and `isToolbarHidden` (N-22) of a navigation controller.
  var isNavigationBarHidden = false
  var isToolbarHidden = true

  /// Presentation, kept apart from containment.
  var presented: String? { links.presented }
  var presenting: String? { links.presenting }
  var presentationControllerClass: String? { links.presentationControllerClass }

  var appearance: AppearanceState = .disappeared
  /// The `animated` argument of the current appearance transition.
  var appearanceAnimated = false
  /// The root view, once loaded (`isViewLoaded`).
  var view: ViewID?
  /// Private UIKit views a container owns (navigation / tab chrome).
  var chrome = Chrome()

  init(name: String, kind: ControllerKind, options: ControllerOptions) {
    self.name = name
    self.kind = kind
    self.options = options
    // K-10: a page view controller is a container of class UIPageViewController whose view
    // is `_UIPageViewControllerContentView`.
    let page = kind == .container && options.pageStyle != nil
    self.className = options.className ?? (page ? "UIPageViewController" : kind.defaultClassName)
    self.viewClassName =
      options.viewClass ?? (page ? ViewClassCatalogue.pageContentView : kind.defaultViewClassName)
    self.isTabBarHidden = kind == .tab && options.tabBarHidden
    self.bottomAccessory = kind == .tab ? options.uiTab.bottomAccessory : nil
    self.isNavigationBarHidden = kind == .navigation && options.navigationBarHidden
    self.isToolbarHidden = kind != .navigation || options.toolbarHidden
  }

  /// `definesPresentationContext`: false by default, true for navigation controllers (P-4).
  var definesPresentationContext: Bool {
    options.definesPresentationContext ?? (kind == .navigation)
  }

  /// The top of a navigation stack.
  var topChild: String? { children.last }

  /// The selected child of a tab controller.
  var selectedChild: String? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }
}
