/// What the tab bar's own steps say (`Planner+TabBar26`, `+TabBarHidden`, `+SelectTab`): a
/// scroll that minimizes or expands the iOS 26 tab bar and the bottom accessory (TB-13,
/// Q-26), `setTabBarHidden` (TB-12, TB-6, N-8, LC-4), `selectedTab` on a child tab of a
/// `UITabGroup` (TB-11, TB-3), and the warning for an API newer than the scene's iOS. The
/// words are in `TabBarStepNote+English` / `+Chinese`.
enum TabBarStepNote: NoteFamily {
  /// The user scrolls the selected tab's content.
  case scrolled(content: String, down: Bool, outcome: ScrollOutcome, accessory: MovedAccessory?)
  /// `setBottomAccessory(_:animated:)` gives a bottom accessory (TB-13, Q-26).
  case accessoryGiven(
    content: String, tab: String, animated: Bool, place: ContainerNote.AccessoryPlace)
  /// `setBottomAccessory(nil, animated:)` removes it (TB-13).
  case accessoryRemoved(tab: String, animated: Bool)
  /// `setTabBarHidden(_:animated:)` hides or shows the active bar (TB-12, TB-6, N-8, LC-4).
  case tabBarHidden(hidden: Bool, animated: Bool, tab: String, floating: Bool, pushedHides: Bool)
  /// `selectedTab` moves to a child tab of the group already shown (TB-11).
  case childTabOfShownGroup(name: String, root: String)
  /// `selectedTab` to a child tab selects its group's controller (TB-11, TB-3).
  case childTabSelectsGroup(name: String, root: String)

  /// What the scroll does to the bar.
  enum ScrollOutcome: Sendable, Hashable {
    /// Before iOS 26 a tab bar does not minimize (TB-13).
    case beforeIOS26
    /// Off an iPhone nothing minimizes (TB-13).
    case notPhone(TabBarMinimizeBehavior)
    /// The tab bar is hidden (TB-13, TB-12, N-8).
    case hidden(tab: String)
    /// The bar stays as it was (TB-13).
    case stays(TabBarMinimizeBehavior, minimized: Bool)
    /// The bar minimizes or expands again (TB-13, Q-26).
    case changes(TabBarMinimizeBehavior, tab: String, minimized: Bool)
  }

  /// The bottom accessory moving with a bar that minimized or expanded (TB-13).
  struct MovedAccessory: Sendable, Hashable {
    let content: String
    let place: ContainerNote.AccessoryPlace
  }

  /// An API newer than the scene's iOS, refused with UIKit's warning (English, as every
  /// warning).
  enum NewAPI: Sendable, Hashable {
    /// `UITabBarController.selectedTab`, iOS 18 (TB-11).
    case selectedTab
    /// `setTabBarHidden(_:animated:)`, iOS 18 (TB-12).
    case tabBarHidden
    /// `setBottomAccessory(_:animated:)`, iOS 26 (TB-13).
    case bottomAccessory

    /// The iOS version that brought it.
    var version: Int { self == .bottomAccessory ? 26 : 18 }

    /// The warning on `ios`.
    func warning(ios: Int) -> String {
      let (api, what, rule) =
        switch self {
        case .selectedTab: ("selectedTab", "property", "TB-11")
        case .tabBarHidden: ("isTabBarHidden", "call", "TB-12")
        case .bottomAccessory: ("bottomAccessory", "call", "TB-13")
        }
      return "\(api) is new in iOS \(version); on iOS \(ios) the \(what) does not exist (\(rule))"
    }
  }

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] {
    switch self {
    case .childTabSelectsGroup(let name, let root): return [name, root]
    default: return []
    }
  }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote {
    PhaseNote(
      .told(ToldNote(english: english, chinese: chinese)), role: role, controllers: controllers)
  }
}
