/// What a navigation controller's bars say (`Planner+NavigationBars`): the navigation bar or
/// toolbar hidden or shown (N-20, N-22, Q-35, LC-4), `popToViewController` (N-23, Q-34) and
/// how a push or pop changed the large title and the toolbar (N-21, N-22, N-8, N-5). The words
/// are in `BarNote+English` / `+Chinese`.
enum BarNote: NoteFamily {
  /// `setNavigationBarHidden(_:animated:)` (N-20, Q-35).
  case navigationBar(nav: String, call: String, hidden: Bool, animated: Bool, onScreen: Bool)
  /// `setToolbarHidden(_:animated:)` (N-22, N-1, Q-35, N-8).
  case toolbar(nav: String, call: String, shown: ShownToolbar?, onScreen: Bool)
  /// `popToViewController(_:animated:)`: one pop from the top to the target (N-23, Q-34).
  case popTo(target: String, animated: Bool, popped: [String])
  /// How the bars changed with the top controller (N-21, N-5, N-22, N-8).
  case changes([BarChange])

  /// A toolbar being shown: the top controller, its items, the bar's height, and whether a
  /// controller in the stack hides it again (N-8).
  struct ShownToolbar: Sendable, Hashable {
    let top: String
    let items: [String]
    let height: Int
    let covered: Bool
  }

  /// One bar's change after a push or pop.
  enum BarChange: Sendable, Hashable {
    /// The title is now large or small (N-21, N-5).
    case largeTitle(nav: String, top: String, large: Bool)
    /// The toolbar is back with the top's items (N-22, N-8).
    case toolbarBack(nav: String, top: String, items: [String])
    /// The toolbar shows the top's items (N-22).
    case toolbarItems(nav: String, top: String, items: [String])
    /// The toolbar is hidden by `hidesBottomBarWhenPushed` (N-8, N-22).
    case toolbarHidden(nav: String)
  }

  var role: NoteRole { .happened }

  var rules: [String] {
    switch self {
    case .navigationBar(_, _, let hidden, _, let onScreen):
      return ["N-20"] + (hidden ? ["Q-35"] : []) + (onScreen ? ["LC-4"] : [])
    case .toolbar(_, _, let shown, let onScreen):
      let bar: [String] =
        shown.map { ["N-22", "Q-35"] + ($0.covered ? ["N-8"] : []) } ?? ["N-22", "N-1"]
      return bar + (onScreen ? ["LC-4"] : [])
    case .popTo(_, _, let popped): return ["N-23"] + (popped.count > 1 ? ["Q-34"] : [])
    case .changes(let changes): return PresentationNote.distinct(changes.flatMap(\.rules))
    }
  }

  var controllers: [String] {
    switch self {
    case .navigationBar(let nav, _, _, _, _): return [nav]
    case .toolbar(let nav, _, let shown, _): return [nav] + (shown.map { [$0.top] } ?? [])
    case .popTo(let target, _, let popped): return [target] + popped
    case .changes(let changes): return changes.flatMap(\.controllers)
    }
  }

  var lines: [String] { [] }
}

extension BarNote.BarChange {
  var rules: [String] {
    switch self {
    case .largeTitle: return ["N-21", "N-5"]
    case .toolbarBack: return ["N-22", "N-8"]
    case .toolbarItems: return ["N-22"]
    case .toolbarHidden: return ["N-8", "N-22"]
    }
  }

  var controllers: [String] {
    switch self {
    case .largeTitle(let nav, let top, _), .toolbarBack(let nav, let top, _),
      .toolbarItems(let nav, let top, _):
      return [nav, top]
    case .toolbarHidden(let nav): return [nav]
    }
  }
}
