/// Optional keys any controller may carry.
public struct ControllerOptions: Hashable, Sendable {
  /// Class name to display instead of the kind's default.
  public var className: String?
  /// Class of the root view (e.g. `UITableView`).
  public var viewClass: String?
  public var definesPresentationContext: Bool?
  public var providesPresentationContextTransitionStyle: Bool = false
  public var modalTransitionStyle: ModalTransitionStyle?
  public var preferredContentSize: Size?
  public var hidesBottomBarWhenPushed: Bool = false
  /// `isModalInPresentation` (D-8, D-9): a user's swipe cannot dismiss the controller.
  public var modalInPresentation: Bool = false
  /// `shouldDismiss: false`: its presentation controller's delegate answers no to
  /// `presentationControllerShouldDismiss(_:)`, so a user's swipe or tap outside is refused
  /// (D-10, D-8).
  public var shouldDismiss: Bool = true
  /// `adaptive: none`: the presentation controller's delegate returns `.none`.
  public var adaptiveNone: Bool = false
  /// Class names of decorative subviews of the root view.
  public var views: [String] = []
  /// Frame of the root view inside a custom container's view (extension; default: fill).
  public var frame: Rect?
  /// The root view's background, for the screen picture (`background`; default opaque).
  public var background: ControllerBackground = .opaque

  /// `preferredTransition = .zoom` (iOS 18, N-12): the class of the decorative view of the
  /// source controller the zoom starts from (`zoomSource`); nil without a zoom transition.
  public var zoomSource: String?
  /// `isTabBarHidden` of a tab bar controller at launch (`tabBarHidden`, iOS 18, TB-12).
  public var tabBarHidden: Bool = false
  /// The iOS 18 tab API (`mode`, `selectedTab`, `tabGroup`; TB-11).
  public var uiTab = UITabOptions()
  /// Presentations the controller makes from its own lifecycle callbacks (`onViewDidLoad`,
  /// `onViewWillAppear`, `onViewDidAppear`; P-10–P-12).
  public var lifecyclePresents: [LifecyclePresent] = []
  /// What the class's Swift appearance overrides do that the model does not hold, as
  /// `not modelled: Home.swift:31 …` lines by callback name (`viewDidLoad`).
  public var overrideNotes: [String: [String]] = [:]
  /// True when the class is a controller of the `swift:` files that overrides a callback
  /// UIKit sends: the planner asks the app's code at each such call (LC-1, A-5).
  public var hasSwiftOverrides = false
  /// `Home.swift:12` when the class's `viewDidLoad` set the `background` (M-7, T-4).
  public var backgroundLine: String?
  /// The children the class's Swift `viewDidLoad` adds (K-1), by name: the Swift's to say
  /// again, so a scene written back leaves them out.
  public var swiftChildren: [String] = []
  /// `isNavigationBarHidden` of a navigation controller at launch (`navigationBarHidden`,
  /// N-20); it holds for every later child.
  public var navigationBarHidden: Bool = false
  /// `isToolbarHidden` of a navigation controller at launch (`toolbarHidden`; hidden by
  /// default, N-22).
  public var toolbarHidden: Bool = true
  /// `navigationBar.prefersLargeTitles` of a navigation controller (N-21).
  public var prefersLargeTitles: Bool = false
  /// `navigationItem.largeTitleDisplayMode` of any controller (N-21).
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The titles of the controller's `toolbarItems`, shown by its navigation controller's
  /// toolbar while it is on top (N-22).
  public var toolbarItems: [String] = []
  /// `navigationItem.searchController` (M-23): the name of the `UISearchController` and of
  /// its results controller; nil without one.
  public var search: SearchSpec?
  /// `pageView:` (K-10): the container is a `UIPageViewController` with this
  /// `transitionStyle`; nil for any other controller.
  public var pageStyle: PageTransitionStyle?
  /// `collapseSecondary:` of a classic split (SV-11): what its delegate's
  /// `splitViewController(_:collapseSecondary:onto:)` returns; nil without a delegate.
  public var collapseSecondary: CollapseSecondaryAnswer?

  public init() {}
}
