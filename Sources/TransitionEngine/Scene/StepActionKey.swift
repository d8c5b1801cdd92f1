/// The action keys of a scene's steps and the keys each action takes besides `animated` and
/// `note` (Scenes/README.md, Steps): the one table the loader, the schema and the help read.
public enum StepActionKey: String, Hashable, Sendable, CaseIterable {
  case push
  case pop
  case popToRoot
  case present
  case dismiss
  case show
  case showDetail
  case select
  case addChild
  case removeChild
  case unwind
  case rotate
  case device
  case multitasking
  case code
  case segue
  case detent
  case tabBarHidden
  case setViewControllers
  case showColumn
  case hideColumn
  case setViewController
  case selectedTab
  case scroll
  case bottomAccessory
  case navigationBarHidden
  case toolbarHidden
  case popTo
  case search
  case setPage

  /// The keys every step may carry.
  public static let commonKeys = ["animated", "note"]

  /// The keys this action takes besides its own and the common ones.
  public var options: [String] {
    switch self {
    case .push: return ["on", "interrupted", "interactive", "animator", "navigationDelegate"]
    case .pop: return ["interactive", "gesture", "animator", "navigationDelegate"]
    case .popToRoot, .removeChild, .rotate, .device, .multitasking, .code: return []
    case .present:
      return [
        "from", "style", "transition", "source", "anchor", "custom", "interactive", "animator",
        "sheet", "transitioningDelegate", "passthrough",
      ]
    case .dismiss: return ["interactive", "gesture", "at", "animator", "transitioningDelegate"]
    case .show, .showDetail: return ["from"]
    case .unwind: return ["from", "perform", "class"]
    case .segue: return ["from", "kind", "perform", "class"]
    case .select: return ["tab", "interactive", "animator", "tabBarDelegate"]
    case .addChild: return ["to"]
    case .detent: return ["on", "interactive"]
    case .tabBarHidden, .selectedTab, .scroll, .bottomAccessory: return ["tab"]
    case .setViewControllers, .showColumn, .hideColumn: return ["on"]
    case .navigationBarHidden, .toolbarHidden, .popTo, .search: return ["on"]
    case .setViewController: return ["column", "on"]
    case .setPage: return ["on", "direction", "interactive"]
    }
  }
}

extension StepAction {
  /// The scene-file key that writes this action.
  public var key: StepActionKey {
    switch self {
    case .push: return .push
    case .pop: return .pop
    case .popToRoot: return .popToRoot
    case .present: return .present
    case .dismiss: return .dismiss
    case .show: return .show
    case .showDetail: return .showDetail
    case .select: return .select
    case .addChild: return .addChild
    case .removeChild: return .removeChild
    case .unwind: return .unwind
    case .rotate: return .rotate
    case .device: return .device
    case .multitasking: return .multitasking
    case .code: return .code
    case .segue: return .segue
    case .detent: return .detent
    case .tabBarHidden: return .tabBarHidden
    case .setViewControllers: return .setViewControllers
    case .column(_, let shown, _): return shown ? .showColumn : .hideColumn
    case .setColumn: return .setViewController
    case .selectTab: return .selectedTab
    case .scroll: return .scroll
    case .bottomAccessory: return .bottomAccessory
    case .barHidden(let bar, _, _):
      return bar == .navigationBar ? .navigationBarHidden : .toolbarHidden
    case .popTo: return .popTo
    case .search: return .search
    case .setPage: return .setPage
    }
  }
}
