/// What a step does: one UIKit call or environment change (Scenes/README.md, Steps).
public enum StepAction: Hashable, Sendable {
  case push(ControllerSpec, on: String?)
  /// `nav` nil means "the only navigation controller on screen".
  case pop(nav: String?, interactiveCancelled: Bool)
  case popToRoot(nav: String?)
  case present(PresentSpec)
  case dismiss(String, interactiveCancelled: Bool)
  case show(ControllerSpec, from: String)
  case showDetail(ControllerSpec, from: String)
  case select(TabSelector, tab: String?)
  case addChild(ControllerSpec, to: String)
  case removeChild(String)
  case unwind(to: String, from: String)
  case rotate(Orientation)
  case device(String)
  case multitasking(Multitasking)
  /// `code: |`: statements run on named controllers (K-1..K-4).
  case code(CodeBlock)
  /// `segue: controller` with `from` and `kind`: a storyboard segue (S-5).
  case segue(ControllerSpec, from: String, kind: SegueKind)
  /// `sheetPresentationController.selectedDetentIdentifier` changes on a presented sheet
  /// (M-10); `interactive` when the user's drag did it.
  case detent(String, on: String, interactive: Bool)
  /// `setTabBarHidden(_:animated:)` on a tab bar controller (iOS 18, TB-12); `tab` nil means
  /// the only one on screen.
  case tabBarHidden(Bool, tab: String?)
  /// Setting `selectedTab` (iOS 18, TB-11) to a tab's controller or a group's child tab;
  /// `tab` nil means the only tab bar controller on screen.
  case selectTab(String, tab: String?)
  /// The user scrolls the selected tab's content down (`true`) or up (iOS 26, TB-13).
  case scroll(down: Bool, tab: String?)
  /// `setBottomAccessory(_:animated:)` (iOS 26, TB-13): the class of the accessory's content
  /// view, or nil to remove it.
  case bottomAccessory(String?, tab: String?)
  /// `setViewControllers(_:animated:)` on a navigation controller (N-16); `on` nil means the
  /// only one on screen.
  case setViewControllers([ControllerSpec], on: String?)
  /// `show(_:)` (`shown`) or `hide(_:)` of a column on a column-style split (SV-8, SV-10);
  /// `split` nil means the only one on screen.
  case column(SplitColumn, shown: Bool, split: String?)
  /// `setViewController(_:for:)` on a column-style split (SV-8, SV-9); `split` nil means the
  /// only one on screen.
  case setColumn(ControllerSpec, column: SplitColumn, split: String?)
  /// `setNavigationBarHidden(_:animated:)` (N-20) or `setToolbarHidden(_:animated:)` (N-22)
  /// on a navigation controller; `on` nil means the only one on screen.
  case barHidden(NavigationBarKind, hidden: Bool, on: String?)
  /// `popToViewController(_:animated:)` (N-23) to a controller; `on` nil means the only
  /// navigation controller on screen.
  case popTo(String, on: String?)
  /// The user activates (`active`) or dismisses the search controller of a controller's
  /// navigation item (M-23).
  case search(active: Bool, on: String)
  /// A page view controller's visible page changes (K-10): the app's `setViewControllers`
  /// call, or the user's swipe.
  case setPage(PageTurn)
}
