/// What a step did, as data: the call with the controllers UIKit resolved (the navigation
/// controller a bare `pop` found, where `show` went). Its `description` is the step's printed
/// action text in text and JSON output.
public enum ResolvedAction: Hashable, Sendable, CustomStringConvertible {
  /// The window as the app launched (step 0).
  case initial
  /// `push X on Nav`; `on` is nil when no navigation controller could be found.
  case push(ControllerID, on: ControllerID?)
  /// A push the user swipes back during (N-7); `undone` when the pop that follows ran.
  case interruptedPush(ControllerID, on: ControllerID?, undone: Bool)
  /// `pop`, `popToRoot` or an abandoned swipe back on `nav`.
  case pop(PopKind, nav: ControllerID?)
  /// `select tab 1 in Tabs`; `in` is nil when no single tab bar controller was found.
  case select(TabSelector, in: ControllerID?)
  case addChild(ControllerID, to: ControllerID)
  case removeChild(ControllerID)
  /// A rotation, device or multitasking change.
  case environment(EnvironmentChange)
  /// `present X from Y (style)` with the style the scene asked for.
  case present(ControllerID, from: ControllerID, style: PresentationStyle)
  /// `dismiss X`, or a swipe down the user abandons.
  case dismiss(ControllerID, cancelled: Bool)
  /// A sheet the user swipes away (D-7): `swipe down X`.
  case swipeDismiss(ControllerID)
  /// The user taps outside a popover (M-22): `tap outside X`.
  case tapOutside(ControllerID)
  /// The selected detent of a sheet changes (M-10): by the user's drag when `interactive`.
  case detent(ControllerID, identifier: String, interactive: Bool)
  /// `show` or `showDetail` and where it went (S-1..S-3, SV-3).
  case show(ShowCall, ControllerID, from: ControllerID, route: ShowRoute)
  case unwind(from: ControllerID, to: ControllerID)
  /// A `code` step: `code: Shell.addChild(Setup)` or `code: 5 lines`.
  case code(summary: String)
  /// A storyboard segue of a kind (`show`, `custom`, …) to a destination from a source.
  case segue(String, ControllerID, from: ControllerID)
  /// `setTabBarHidden(true)` on a tab bar controller (TB-12); nil when none was found.
  case tabBarHidden(ControllerID?, hidden: Bool)
  /// `setViewControllers [A, B] on Nav` (N-16); `on` is nil when no navigation controller
  /// could be found.
  case setViewControllers([ControllerID], on: ControllerID?)
  /// `show(.inspector) on Split` / `hide(.primary) on Split` (SV-8, SV-10); nil when no
  /// column-style split was found.
  case column(SplitColumn, shown: Bool, split: ControllerID?)
  /// `setViewController(Detail, for: .secondary) on Split` (SV-8); nil when no column-style
  /// split was found.
  case setColumn(ControllerID, column: SplitColumn, split: ControllerID?)
  /// `selectedTab = Albums on Tabs` (TB-11); `in` is nil when no tab bar controller was found.
  case selectedTab(String, in: ControllerID?)
  /// The user scrolls the content of a tab bar controller's selected tab (TB-13).
  case scroll(down: Bool, in: ControllerID?)
  /// `setBottomAccessory` with a content view of this class, or nil (TB-13).
  case bottomAccessory(String?, on: ControllerID?)
  /// `setNavigationBarHidden(true) on Nav` (N-20) or `setToolbarHidden(false) on Nav` (N-22);
  /// nil when no navigation controller was found.
  case barHidden(NavigationBarKind, hidden: Bool, on: ControllerID?)
  /// `search active on List` (M-23): the search controller of List's navigation item
  /// presents itself or is dismissed.
  case search(active: Bool, on: ControllerID)
  /// `setViewControllers([Page2], direction: .forward) on Pager`, or the user's swipe to
  /// Page2 (K-10); `swipe` nil for the app's call.
  case setPage(ControllerID, on: ControllerID, direction: PageDirection, swipe: InteractionEnd?)

  /// The ways a navigation stack can be popped by a step.
  public enum PopKind: Hashable, Sendable {
    case pop
    case popToRoot
    /// An interactive swipe back the user abandons (N-6).
    case swipeBackCancelled
    /// An interactive swipe back the user finishes (N-14, N-18).
    case swipeBack
    /// `popToViewController(_:animated:)` to this controller (N-23).
    case popTo(ControllerID)
  }

  /// Which show call a step made.
  public enum ShowCall: String, Hashable, Sendable {
    case show
    case showDetail
  }

  /// Where a show call ended up.
  public enum ShowRoute: Hashable, Sendable {
    case push(on: ControllerID)
    case primary(of: ControllerID)
    case secondary(of: ControllerID)
    /// No container overrides the call: it presents modally (S-2).
    case presented
  }

  public var description: String {
    switch self {
    case .initial: return "initial"
    case .push(let pushed, let nav): return "push \(pushed)" + (nav.map { " on \($0)" } ?? "")
    case .interruptedPush(let pushed, let nav, let undone):
      return ResolvedAction.push(pushed, on: nav).description
        + (undone ? " (interrupted by a swipe back)" : " (interrupted)")
    case .pop(let kind, let nav):
      let verb: String
      switch kind {
      case .pop: verb = "pop"
      case .popToRoot: verb = "popToRoot"
      case .swipeBackCancelled: verb = "swipe back (cancelled)"
      case .swipeBack: verb = "swipe back"
      case .popTo(let target): return "popTo \(target)" + (nav.map { " on \($0)" } ?? "")
      }
      return verb + (nav.map { " \($0)" } ?? "")
    case .select(let selector, let tab):
      return "select \(selector.label)" + (tab.map { " in \($0)" } ?? "")
    case .addChild(let child, let parent): return "addChild \(child) to \(parent)"
    case .removeChild(let child): return "removeChild \(child)"
    case .environment(let change): return change.description
    case .present(let presented, let source, let style):
      return "present \(presented) from \(source) (\(style.rawValue))"
    case .dismiss(let name, let cancelled):
      return cancelled ? "swipe down \(name) (cancelled)" : "dismiss \(name)"
    case .swipeDismiss(let name): return "swipe down \(name)"
    case .tapOutside(let name): return "tap outside \(name)"
    case .detent(let name, let identifier, let interactive):
      return interactive
        ? "drag \(name) to the \(identifier) detent" : "detent \(identifier) on \(name)"
    case .show(let call, let shown, let source, let route):
      let start = "\(call.rawValue) \(shown) from \(source) → "
      switch route {
      case .push(let nav): return start + "push on \(nav)"
      case .primary(let split): return start + "primary of \(split)"
      case .secondary(let split): return start + "secondary of \(split)"
      case .presented: return start + "present (no container overrides \(call.rawValue))"
      }
    case .unwind(let source, let destination): return "unwind from \(source) to \(destination)"
    case .code(let summary): return "code: \(summary)"
    case .segue(let kind, let destination, let source):
      return "segue (\(kind)) to \(destination) from \(source)"
    case .tabBarHidden(let tab, let hidden):
      return "setTabBarHidden(\(hidden))" + (tab.map { " on \($0)" } ?? "")
    case .setViewControllers(let stack, let nav):
      return "setViewControllers [" + stack.map(\.description).joined(separator: ", ") + "]"
        + (nav.map { " on \($0)" } ?? "")
    case .column(let column, let shown, let split):
      return "\(shown ? "show" : "hide")(.\(column.rawValue))" + (split.map { " on \($0)" } ?? "")
    case .setColumn(let controller, let column, let split):
      return "setViewController(\(controller), for: .\(column.rawValue))"
        + (split.map { " on \($0)" } ?? "")
    case .selectedTab(let name, let tab):
      return "selectedTab = \(name)" + (tab.map { " on \($0)" } ?? "")
    case .scroll(let down, let tab):
      return "scroll \(down ? "down" : "up")" + (tab.map { " in \($0)" } ?? "")
    case .bottomAccessory(let content, let tab):
      return "setBottomAccessory(\(content ?? "nil"))" + (tab.map { " on \($0)" } ?? "")
    case .barHidden(let bar, let hidden, let nav):
      return "\(bar.method)(\(hidden))" + (nav.map { " on \($0)" } ?? "")
    case .search(let active, let host):
      return "search \(active ? "active" : "inactive") on \(host)"
    case .setPage(let page, let pager, let direction, let swipe):
      guard let swipe else {
        return "setViewControllers([\(page)], direction: .\(direction.rawValue)) on \(pager)"
      }
      return "swipe \(direction.rawValue) to \(page) on \(pager) (\(swipe.rawValue))"
    }
  }
}
