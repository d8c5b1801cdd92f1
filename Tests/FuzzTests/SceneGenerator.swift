import TestSupport

/// Writes random scenes in the scene format: every controller kind nested in every other,
/// every action with targets drawn from what the scene has defined, and odd but legal values.
/// Steps may also name controllers that are already in the tree as children of new ones,
/// which UIKit refuses.
struct SceneGenerator {
  var rng: SeededRandom
  private var defined: [String] = []
  /// Names of navigation (1), tab (2), split (3), container (4) and page view (5)
  /// controllers defined so far.
  var ofKind: [Int: [String]] = [:]
  /// Child tabs of `tabGroup`s so far (TB-11), for `selectedTab` steps.
  private var childTabs: [String] = []
  private var count = 0
  /// The scene's `ios:`, for keys that need a newer iOS (`gesture: content`, N-18).
  private var ios = 17
  /// Controllers a `present` step has named, for `detent` steps.
  var presented: [String] = []

  init(seed: UInt64) { rng = SeededRandom(state: seed) }

  /// One whole scene as YAML text.
  mutating func scene() -> String {
    let device = rng.pick(Self.devices, or: "iphone-15")
    var lines = [
      "title: fuzz", "device: \(device)",
      "orientation: \(rng.oneIn(3) ? "landscape" : "portrait")",
    ]
    ios = rng.pick([12, 13, 16, 17, 18, 26, 27, 28, 29, 30], or: 17)
    lines.append("ios: \(ios)")
    if device.hasPrefix("ipad") && rng.oneIn(2) {
      lines.append("multitasking: \(rng.pick(Self.multitasking, or: "full"))")
    }
    lines.append("root: " + controller(depth: 0, mayReuse: false))
    lines.append("steps:")
    for _ in 0..<(1 + rng.below(14)) {
      lines += step().map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let devices = [
    "iphone-15", "iphone-se", "iphone-15-pro-max", "iphone-8-plus", "ipad-mini", "ipad-pro-11",
    "ipad-pro-12.9", "iphone-16-pro", "iphone-17-pro-max", "ipad-11", "ipad-pro-13-m4",
  ]
  static let multitasking = ["full", "two-thirds", "half", "one-third", "slide-over"]
  static let styles = [
    "fullScreen", "pageSheet", "formSheet", "currentContext", "custom", "overFullScreen",
    "overCurrentContext", "popover", "automatic", "alert", "actionSheet",
  ]
  static let transitions = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
  /// Legal but odd numbers of points.
  static let odd = ["0", "-0", "0.5", "1", "-40", "0.333", "320", "1024.75", "99999.99", "100000"]

  mutating func fresh() -> String {
    count += 1
    let name = "C\(count)"
    defined.append(name)
    return name
  }

  mutating func known() -> String { rng.pick(defined, or: "C1") }

  /// A defined navigation (1) or tab (2) controller, if there is one.
  mutating func known(kind: Int) -> String? {
    let names = ofKind[kind] ?? []
    return names.isEmpty ? nil : rng.pick(names, or: "")
  }

  /// A controller in flow style. `mayReuse`: bare names of existing controllers may appear
  /// as children (steps only; in the root every name is new).
  mutating func controller(depth: Int, mayReuse: Bool) -> String {
    if mayReuse && depth > 0 && rng.oneIn(3) { return known() }
    let kind = depth >= 4 ? 0 : rng.below(depth == 0 ? 5 : 7)
    let name = fresh()
    ofKind[kind, default: []].append(name)
    let options = self.options()
    func children(_ least: Int) -> String {
      let count = least + rng.below(3)
      return (0..<count).map { _ in controller(depth: depth + 1, mayReuse: mayReuse) }
        .joined(separator: ", ")
    }
    switch kind {
    case 1:
      let stack = children(1)
      return "{navigation: \(name), stack: [\(stack)]\(options)\(navigationBarOptions())}"
    case 2:
      // Now and then six or more tabs: the More navigation controller (TB-7, TB-8).
      let count = rng.oneIn(5) ? 6 + rng.below(2) : 1 + rng.below(3)
      var tabs = (0..<count).map { _ in controller(depth: depth + 1, mayReuse: mayReuse) }
      // The iOS 18 tab API (TB-11): now and then a UITabGroup entry, a mode, a selectedTab.
      var picks = tabs.filter { !$0.hasPrefix("{") }
      if rng.oneIn(4) {
        let group = fresh()
        ofKind[0, default: []].append(group)
        let children = (0...rng.below(2)).map { _ in fresh() }
        childTabs += children
        picks += children
        tabs.append("{vc: \(group), tabGroup: [\(children.joined(separator: ", "))]}")
      }
      var selected = rng.oneIn(3) ? ", selected: \(rng.below(count))" : ""
      if rng.oneIn(4) { selected = ", selectedTab: \(rng.pick(picks, or: known()))" }
      let mode =
        rng.oneIn(5)
        ? ", mode: \(rng.pick(["automatic", "tabBar", "tabSidebar", "sidebar"], or: ""))" : ""
      var hidden = rng.oneIn(6) ? ", tabBarHidden: true" : ""
      // iOS 26 (TB-13): a minimize behavior and a bottom accessory, now and then.
      if rng.oneIn(5) {
        let behaviors = ["automatic", "never", "onScrollDown", "onScrollUp", "onScroll"]
        hidden += ", minimizeBehavior: \(rng.pick(behaviors, or: ""))"
      }
      if rng.oneIn(6) { hidden += ", bottomAccessory: NowPlayingView" }
      return
        "{tab: \(name), tabs: [\(tabs.joined(separator: ", "))]\(selected)\(mode)\(hidden)\(options)}"
    case 3:
      if rng.oneIn(2) { return columnSplit(name, depth: depth, mayReuse: mayReuse) + options + "}" }
      let primary = controller(depth: depth + 1, mayReuse: mayReuse)
      let secondary =
        rng.oneIn(3) ? "" : ", secondary: " + controller(depth: depth + 1, mayReuse: mayReuse)
      return "{split: \(name), primary: \(primary)\(secondary)\(options)\(collapseOption())}"
    case 4:
      // K-10: now and then a page view controller.
      if rng.oneIn(3) { return pageView(name, depth: depth, mayReuse: mayReuse, options: options) }
      let inside = children(0)
      return "{container: \(name), children: [\(inside)]\(options)}"
    default:
      if options.isEmpty && rng.oneIn(2) { return name }
      return "{vc: \(name)\(options)}"
    }
  }

  /// Optional controller keys, each now and then, with odd values.
  private mutating func options() -> String {
    var keys: [String] = []
    if rng.oneIn(6) { keys.append("class: \(controllerClass())") }
    if rng.oneIn(6) { keys.append("viewClass: UITableView") }
    if rng.oneIn(4) { keys.append("definesPresentationContext: \(rng.oneIn(2))") }
    if rng.oneIn(6) { keys.append("providesPresentationContextTransitionStyle: true") }
    if rng.oneIn(6) { keys.append("modalTransitionStyle: \(rng.pick(Self.transitions, or: ""))") }
    if rng.oneIn(5) { keys.append("preferredContentSize: [\(size()), \(size())]") }
    if rng.oneIn(5) { keys.append("hidesBottomBarWhenPushed: true") }
    if rng.oneIn(6) { keys.append("modalInPresentation: true") }
    if rng.oneIn(6) { keys.append("adaptive: none") }
    if rng.oneIn(5) { keys.append("views: [UILabel, UIButton]") }
    if rng.oneIn(4) { keys.append("frame: \(frame())") }
    keys += modernOptions()
    return keys.isEmpty ? "" : ", " + keys.joined(separator: ", ")
  }

  private mutating func size() -> String {
    rng.pick(Self.odd.filter { !$0.hasPrefix("-") }, or: "0")
  }

  mutating func frame() -> String {
    "[\(rng.pick(Self.odd, or: "0")), \(rng.pick(Self.odd, or: "0")), \(size()), \(size())]"
  }

  /// A new or existing controller for a step to show, push, present or add.
  mutating func target() -> String {
    switch rng.below(4) {
    case 0: return known()
    case 1: return fresh()
    default: return controller(depth: 1, mayReuse: true)
    }
  }

  /// One step as lines (the first starts with `- `).
  private mutating func step() -> [String] {
    var lines: [String]
    switch rng.below(19) {
    case 0:
      let on = rng.oneIn(2) ? known(kind: 1) : nil
      lines = ["- push: \(target())"]
      if let on { lines.append("  on: \(on)") }
      if rng.oneIn(8) { lines.append("  interrupted: true") }
      if rng.oneIn(6) { lines += animator() }
    case 1:
      lines = ["- pop: \(rng.oneIn(2) ? "null" : known(kind: 1) ?? "null")"]
      if rng.oneIn(4) {
        // N-6, N-14: UIKit's own swipe back, abandoned or finished.
        lines.append("  interactive: \(rng.oneIn(3) ? "completed" : "cancelled")")
        // N-18: the iOS 26 content pan; now and then on an older scene, which the loader
        // refuses with a located error.
        if rng.oneIn(3) {
          lines.append("  gesture: \(ios >= 26 || rng.oneIn(4) ? "content" : "edge")")
        }
      }
    case 2: lines = ["- popToRoot: \(rng.oneIn(2) ? "null" : known(kind: 1) ?? "null")"]
    case 3, 4:
      let from = known()
      let source = rng.oneIn(3) ? known() : nil
      let shown = target()
      presented.append(Self.leadName(shown))
      lines = ["- present: \(shown)", "  from: \(from)"]
      let style = rng.oneIn(5) ? "automatic" : rng.pick(Self.styles, or: "automatic")
      if style != "automatic" || rng.oneIn(2) { lines.append("  style: \(style)") }
      if rng.oneIn(5) { lines.append("  transition: \(rng.pick(Self.transitions, or: ""))") }
      if let source { lines.append("  source: \(source)") }
      let custom = rng.oneIn(4)
      if custom {
        lines.append(
          "  custom: {frame: \(frame()), removesPresentersView: \(rng.oneIn(2)), "
            + "presentsInFullscreen: \(rng.oneIn(2))}")
      }
      if rng.oneIn(6) { lines.append("  interactive: cancelled") }
      lines += modernPresentLines(style: style, customFrame: !custom)
    case 5:
      lines = ["- dismiss: \(known())"]
      let interactive = rng.oneIn(5)
      if interactive {
        lines.append("  interactive: \(rng.oneIn(2) ? "cancelled" : "completed")")
      }
      lines += tapOutsideLines(interactive: interactive)  // M-22
      if rng.oneIn(6) { lines += animator() }
    case 6, 7:
      let from = known()
      lines = ["- \(rng.oneIn(2) ? "show" : "showDetail"): \(target())", "  from: \(from)"]
    case 8:
      // select, or now and then setTabBarHidden (TB-12); indexes reach a More tab (TB-8).
      // selectedTab (TB-11) names a tab or a group's child tab.
      switch rng.below(10) {
      case 0, 1: lines = ["- tabBarHidden: \(rng.oneIn(2))"]
      case 2: lines = ["- selectedTab: \(rng.pick(childTabs, or: known()))"]
      case 3:
        // TB-13: the user scrolls, or the app sets or removes the bottom accessory.
        lines =
          rng.oneIn(2)
          ? ["- scroll: \(rng.pick(["down", "up", "sideways"], or: ""))"]
          : ["- bottomAccessory: \(rng.oneIn(2) ? "null" : "MiniPlayer")"]
      default:
        lines = ["- select: \(rng.oneIn(2) ? String(rng.below(7)) : known())"]
        // TB-14: an interactive switch, with the app's animator or without one.
        if rng.oneIn(4) {
          lines.append("  interactive: \(rng.oneIn(2) ? "cancelled" : "completed")")
          if rng.oneIn(2) { lines += animator() }
        }
      }
      if rng.oneIn(2), let tab = known(kind: 2) { lines.append("  tab: \(tab)") }
    case 9, 10:
      let parent = known()
      lines = ["- addChild: \(target())", "  to: \(parent)"]
    case 11: lines = ["- removeChild: \(known())"]
    case 12: lines = ["- unwind: \(known())", "  from: \(known())"]
    case 13: lines = ["- rotate: \(rng.oneIn(2) ? "landscape" : "portrait")"]
    case 14:
      lines = [
        rng.oneIn(2)
          ? "- device: \(rng.pick(Self.devices, or: "iphone-15"))"
          : "- multitasking: \(rng.pick(Self.multitasking, or: "full"))"
      ]
    case _ where known(kind: Self.pageKind) != nil && rng.oneIn(3): lines = pageStep()  // K-10
    default: lines = rng.oneIn(8) ? columnStep() : rng.oneIn(6) ? barStep() : modernStep()
    }
    if rng.oneIn(4) { lines.append("  animated: false") }
    return lines
  }
}
