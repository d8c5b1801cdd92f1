/// What the container model says (`Model/`): a column-style split as it is mounted, the More
/// tabs, the floating tab bar, tab bar controllers built from `UITab`s and the iOS 26 tab bar
/// keys. The cases carry the values; the words are in `ContainerNote+English` / `+Chinese`.
enum ContainerNote: NoteFamily {
  /// A column-style split as it is first mounted (SV-8–SV-10, SV-5, SV-6, Q-22).
  case columnSplit(
    split: String, style: String, created: [CreatedNavigation], compact: String?,
    layout: ColumnLayout, inspector: InspectorArrival?)
  /// Six or more tabs in compact width: the More item and its navigation controller (TB-7).
  case moreTabsListed(tab: String, count: Int, navigation: String, list: String)
  /// A tab beyond the fourth shown through More (TB-7–TB-9, Q-23), with what ends the sentence.
  case moreShows(
    tab: String, count: Int, target: String, position: Int, navigation: String, list: String,
    lendsStack: Bool, ending: MoreEnding)
  /// In regular width a lent tab goes back to the tab bar (TB-10) [I].
  case moreReturns(tab: String, borrowed: String, navigation: String)
  /// A size change switches tab bar controllers to or from the floating tab bar (TB-6).
  case tabBarHost(tabs: [String], floating: Bool)
  /// The `UITab` API before iOS 18 (TB-11).
  case tabAPIBeforeIOS18(tab: String, ios: Int)
  /// A tab bar controller built from `UITab`s (TB-11, TB-6, Q-23, TB-7).
  case tabAPI(
    tab: String, groups: [TabGroup], selectedChild: SelectedChildTab?, mode: TabModeNote?,
    moreUnsettled: Bool)
  /// The iOS 26 tab bar keys before iOS 26 (TB-13).
  case tabBar26BeforeIOS26(tab: String, ios: Int)
  /// The iOS 26 tab bar keys at launch (TB-13, Q-26).
  case tabBar26(tab: String, minimize: Minimize?, accessory: Accessory?)
  /// What a minimize behavior does on this device (TB-13).
  case minimize(Minimize)
  /// Where the bottom accessory sits, and what is unknown about it (TB-13, Q-26).
  case accessory(AccessoryPlace)

  /// A navigation controller UIKit created for a column.
  struct CreatedNavigation: Sendable, Hashable {
    let navigation: String
    let root: String
    let column: String
  }

  /// How a column-style split first shows.
  enum ColumnLayout: Sendable, Hashable {
    /// Compact width: it collapses before its first display, as `collapse` tells.
    case collapses(String)
    /// Compact width, collapsed already before its view loaded.
    case collapsedAlready
    /// Regular width: its display mode and the columns' navigation controllers shown.
    case regular(displayMode: String, shown: [String])
  }

  /// The inspector column of a column-style split.
  enum InspectorArrival: Sendable, Hashable {
    case beforeIOS26(inspector: String, ios: Int)
    case hidden(inspector: String)
  }

  /// What ends the sentence of a tab shown through More.
  enum MoreEnding: Sendable, Hashable {
    /// Nothing: the caller ends it.
    case open
    /// A full stop.
    case stop
    /// The tab moved into More at a size change (TB-10) [I].
    case moved
  }

  /// A `UITabGroup` and its child tabs.
  struct TabGroup: Sendable, Hashable {
    let group: String
    let children: [String]
  }

  /// `selectedTab` names a child tab of a group, so the group is selected.
  struct SelectedChildTab: Sendable, Hashable {
    let tab: String
    let root: String
  }

  /// What `mode` does in the environment at launch (TB-11, TB-6).
  enum TabModeNote: Sendable, Hashable {
    /// Not the floating tab bar: the regular tab bar shows.
    case regularTabBar(mode: String)
    /// The iPad shows only the tab bar.
    case tabBarOnly(mode: String, automatic: Bool)
    /// The iPad may show a sidebar.
    case sidebar(mode: String, automatic: Bool)
  }

  /// A minimize behavior on a device.
  struct Minimize: Sendable, Hashable {
    let behavior: TabBarMinimizeBehavior
    let phone: Bool
  }

  /// The bottom accessory's content, and where it sits.
  struct Accessory: Sendable, Hashable {
    let content: String
    let place: AccessoryPlace
  }

  /// Where the bottom accessory sits (TB-13, DOC-accessory).
  enum AccessoryPlace: Sendable, Hashable {
    case inline
    case bottomOfView(tab: String)
    case aboveTabBar
  }

  var role: NoteRole {
    switch self {
    case .tabAPIBeforeIOS18, .tabBar26BeforeIOS26, .tabAPI, .tabBar26: return .style
    default: return .happened
    }
  }

  var rules: [String] {
    switch self {
    case .columnSplit(_, _, _, let compact, let layout, let inspector):
      let shown: [String]
      switch layout {
      case .collapses: shown = ["SV-6", "SV-9"]
      case .collapsedAlready: shown = ["SV-9"]
      case .regular: shown = ["SV-5", "Q-22"]
      }
      return PresentationNote.distinct(
        ["SV-8"] + (compact == nil ? [] : ["SV-8"]) + shown + (inspector == nil ? [] : ["SV-10"]))
    case .moreTabsListed: return ["TB-7"]
    case .moreShows(_, _, _, _, _, _, let lendsStack, let ending):
      return (lendsStack ? ["TB-7", "TB-8", "Q-23", "TB-9"] : ["TB-7", "TB-8", "TB-9", "Q-23"])
        + (ending == .moved ? ["TB-10"] : [])
    case .moreReturns: return ["TB-10"]
    case .tabBarHost: return ["TB-6"]
    case .tabAPIBeforeIOS18: return ["TB-11"]
    case .tabAPI(_, _, _, let mode, let moreUnsettled):
      let modeRules: [String]
      if case .sidebar = mode { modeRules = ["TB-6"] } else { modeRules = [] }
      return ["TB-11"] + modeRules + (moreUnsettled ? ["Q-23", "TB-7"] : [])
    case .tabBar26BeforeIOS26, .minimize: return ["TB-13"]
    case .tabBar26(_, _, let accessory): return ["TB-13"] + (accessory == nil ? [] : ["Q-26"])
    case .accessory: return ["TB-13", "Q-26"]
    }
  }

  var controllers: [String] {
    switch self {
    case .columnSplit(let split, _, let created, let compact, _, let inspector):
      let inspectorName: String?
      switch inspector {
      case .beforeIOS26(let name, _), .hidden(let name): inspectorName = name
      case nil: inspectorName = nil
      }
      return [split] + created.flatMap { [$0.navigation, $0.root] }
        + [compact, inspectorName]
        .compactMap { $0 }
    case .moreTabsListed(let tab, _, let navigation, let list): return [tab, navigation, list]
    case .moreShows(let tab, _, let target, _, let navigation, _, _, _):
      return [tab, target, navigation]
    case .moreReturns(let tab, let borrowed, let navigation): return [tab, borrowed, navigation]
    case .tabBarHost(let tabs, _): return tabs
    case .tabAPIBeforeIOS18(let tab, _), .tabAPI(let tab, _, _, _, _),
      .tabBar26BeforeIOS26(let tab, _), .tabBar26(let tab, _, _):
      return [tab]
    case .minimize: return []
    case .accessory(let place):
      if case .bottomOfView(let tab) = place { return [tab] }
      return []
    }
  }

  var lines: [String] { [] }
}
