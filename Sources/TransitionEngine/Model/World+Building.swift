extension World {
  /// Creates the controllers a spec describes (and its children), or finds the existing one
  /// for a bare name. Returns the controller's name. The planner refuses steps whose specs
  /// would give a controller two parents or make a cycle (HI-1..HI-4); here such a child is
  /// simply left out, so that no input can make containment cyclic.
  @discardableResult
  mutating func instantiate(_ spec: ControllerSpec) -> String {
    if controllers[spec.name] != nil { return spec.name }
    var pending: [(parent: String?, spec: ControllerSpec)] = [(nil, spec)]
    var createdTabs: [String] = []
    defer { for tab in createdTabs.reversed() { prepareMoreTabs(tab) } }  // TB-7, TB-8
    while let (parent, declared) = pending.popLast() {
      var spec = declared
      if controllers[spec.name] == nil {
        spec = madeByApp(spec)
        create(spec)
        if case .tab = spec.kind { createdTabs.append(spec.name) }
        pending += spec.childSpecs.reversed().map { (spec.name, $0) }
      }
      let child = spec.name
      guard let parent, controllers[child]?.parent == nil, controllers[child]?.presenting == nil,
        child != rootName, !lineage(of: parent).contains(child)
      else { continue }
      linkChild(child, to: parent)
      if let note = markHandPlacedChild(child, of: parent) { pendingMistakeNotes.append(note) }
    }
    return spec.name
  }

  /// Adds one controller of a spec, without its children.
  private mutating func create(_ spec: ControllerSpec) {
    let kind: ControllerKind
    switch spec.kind {
    case .plain: kind = .plain
    case .navigation: kind = .navigation
    case .tab: kind = .tab
    case .split, .columnSplit: kind = .split
    case .container: kind = .container
    }
    var controller = Controller(name: spec.name, kind: kind, options: spec.options)
    if case .columnSplit(let split) = spec.kind {
      controller.columns = SplitColumnState(split, name: spec.name)  // SV-8
    }
    if case .tab(_, let selected) = spec.kind {
      controller.selectedIndex = index(of: selected, in: spec.childSpecs.map(\.name)) ?? 0
    }
    if controller.isTabBarHidden && environment.ios < 18 {
      controller.isTabBarHidden = false  // TB-12: the property is new in iOS 18.
      pendingMistakeNotes.append(
        PhaseNote(.tabBarHiddenBeforeIOS18(controller: spec.name, ios: environment.ios)))
    }
    if let note = tabAPINote(spec) {  // TB-11
      pendingMistakeNotes.append(PhaseNote(.container(note)))
    }
    if let note = tabBar26Note(spec) {  // TB-13
      pendingMistakeNotes.append(PhaseNote(.container(note)))
    }
    controllers[spec.name] = controller
    creationOrder.append(spec.name)
    if !spec.options.lifecyclePresents.isEmpty || !spec.options.overrideNotes.isEmpty
      || spec.options.hasSwiftOverrides
    {
      lifecycle.hooked.insert(spec.name)
    }
  }

  /// Position of a tab chosen by index or name.
  func index(of selector: TabSelector, in names: [String]) -> Int? {
    switch selector {
    case .index(let index): return names.indices.contains(index) ? index : nil
    case .name(let name): return names.firstIndex(of: name)
    }
  }

  /// Installs the root controller in the window (W-1..W-3) and fires the first appearance.
  mutating func installRoot(_ name: String) {
    rootName = name
    if environment.wrapsRootView {
      let transition = forest.make(ViewClassCatalogue.transitionView, frame: windowBounds)
      let shadow = forest.make(ViewClassCatalogue.dropShadowView, frame: windowBounds)
      forest.insert(transition, into: window)
      forest.insert(shadow, into: transition)
      rootWrapper = (transition, shadow)
    }
    let outer = beginRunning(.launch)  // P-10, P-11: no view is in a window yet.
    mount(name, into: rootHost, frame: windowBounds, insets: windowInsets)
    let appearing = visibleSubtree(name)
    beginAppearance(appearing, appearing: true, animated: false)
    viewIsAppearing(appearing, animated: false)
    lifecycle.running = outer  // P-12: viewDidAppear comes once the root is on screen.
    endAppearance(appearing)
  }

  /// Safe-area insets of the window: status bar and home indicator.
  var windowInsets: Insets {
    Insets(top: environment.statusBarHeight, bottom: environment.bottomInset)
  }
}

/// Top and bottom safe-area insets handed down while laying out.
struct Insets: Hashable {
  var top: Double
  var bottom: Double
}
