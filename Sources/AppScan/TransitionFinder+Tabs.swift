extension TransitionFinder {
  /// A tab bar controller the app shows, with the place that brings it.
  struct TabBar {
    var controller: AppController
    var tabs: [AppController]
    var file: String
    var line: Int
  }

  /// The root's tab bar controller, then every one a transition brings (a coordinator's
  /// `setViewControllers([tabs])`, a presented tab bar), each once, in transition order.
  func tabBars() -> [TabBar] {
    var bars: [TabBar] = []
    if let root, case .tab(let tabs) = root.controller.kind {
      bars.append(TabBar(controller: root.controller, tabs: tabs, file: root.file, line: root.line))
    }
    for transition in transitions {
      switch transition.kind {
      case .push, .present, .show, .showDetail, .setStack, .customSegue: break
      default: continue
      }
      var brought = transition.destination
      if case .navigation(let inner) = brought.kind { brought = inner }
      guard case .tab(let tabs) = brought.kind, !tabs.isEmpty,
        !bars.contains(where: { $0.controller.key == brought.key })
      else { continue }
      bars.append(
        TabBar(controller: brought, tabs: tabs, file: transition.file, line: transition.line))
    }
    return bars
  }

  /// The tab switches of the tab bars transitions bring (the root's are found with the
  /// root), then the `selectedIndex` / `selectedViewController` sites not on the root's tab
  /// bar: each selects in the tab bar its receiver names (`tabs.selectedIndex = 1`, a stored
  /// tab bar of a coordinator), else the root's, else the first one a transition brings.
  mutating func addTabSwitches() {
    let bars = tabBars()
    for bar in bars where bar.controller.key != root?.controller.key {
      for index in bar.tabs.indices.dropFirst() {
        transitions.append(
          FoundTransition(
            kind: .tabSwitch(index), source: bar.controller, destination: bar.tabs[index],
            file: bar.file, line: bar.line, text: "the tab bar's tab \(index)"))
      }
    }
    for site in selections { addSelection(site, bars: bars) }
  }

  private mutating func addSelection(_ site: SwiftSite, bars: [TabBar]) {
    var ignored: [String] = []
    let named = site.receiver.map { resolver.controller($0, assumed: &ignored).key }
    let bar = bars.first { $0.controller.key == named } ?? bars.first
    var index: Int?
    switch site.action {
    case .selectTab(let number): index = number
    case .selectController:
      if let target = site.target, let bar {
        let key = resolver.controller(target, assumed: &ignored).key
        index = bar.tabs.firstIndex { $0.keys.contains(key) }
      }
    default: return
    }
    guard let bar, let index, bar.tabs.indices.contains(index) else {
      skipped.append(
        ScanSkip(
          file: site.file, line: site.line,
          why: "`\(site.text)`: no tab bar controller the scan found has that tab"))
      return
    }
    if transitions.contains(where: {
      $0.kind == .tabSwitch(index) && $0.source.key == bar.controller.key
    }) {
      return
    }
    var found = FoundTransition(
      kind: .tabSwitch(index), source: bar.controller, destination: bar.tabs[index],
      file: site.file, line: site.line, text: site.text)
    if let via = site.via { found.notes.append("through " + via) }
    transitions.append(found)
  }

  /// The tabs the app's launch appends to the root's tab bar
  /// (`tabBarController.viewControllers?.append(vc)` in the app or scene delegate), in file
  /// order; one appended elsewhere is said as assumed, not added.
  func appendedTabs(after count: Int, assumed: inout [String]) -> [AppController] {
    var tabs: [AppController] = []
    for site in model.sites where site.action == .appendTab {
      guard let target = site.target else { continue }
      let launch =
        site.owner.map {
          model.isA($0, ["UIWindowSceneDelegate", "UIApplicationDelegate"])
            || $0.hasSuffix("Delegate")
        } ?? false
      guard launch else {
        assumed.append(
          "`\(site.text)` (\(site.file):\(site.line)) adds a tab after launch: not in the root")
        continue
      }
      tabs.append(resolver.controller(target, assumed: &assumed))
      assumed.append(
        "the tab bar's tab \(count + tabs.count - 1) is the one \(site.file):\(site.line) appends")
    }
    return tabs
  }
}
