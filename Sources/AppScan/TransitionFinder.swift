import TransitionEngine

/// Finds the app's transitions in the model: the Swift call sites, the storyboards' segues and
/// tab relationships; and the window's root the app starts with.
struct TransitionFinder {
  let model: AppModel
  let resolver: ControllerResolver
  var transitions: [FoundTransition] = []
  var skipped: [ScanSkip] = []
  /// The window's root and where it was set, with what was assumed about it.
  private(set) var root:
    (controller: AppController, origin: String, assumed: [String], file: String, line: Int)?

  /// The `performSegue(withIdentifier:)` calls by identifier, in file order.
  let performSegueSites: [String: [SwiftSite]]
  /// The push that filled the root's navigation controller at launch (no transition).
  var rootSetup: (file: String, line: Int)?
  /// The `selectedIndex` / `selectedViewController` sites, played once all tab bars are known.
  var selections: [SwiftSite] = []
  /// The calls of the files' functions by the function's name, in file order.
  let callsByFunction: [String: [SwiftFacts.Call]]
  /// The same calls by the type and function they are written in (`Owner.function`).
  let callsByCaller: [String: [SwiftFacts.Call]]

  init(model: AppModel) {
    self.model = model
    resolver = ControllerResolver(model: model)
    var performSegueSites: [String: [SwiftSite]] = [:]
    for site in model.sites {
      if case .performSegue(let id) = site.action {
        performSegueSites[id, default: []].append(site)
      }
    }
    self.performSegueSites = performSegueSites
    var callsByFunction: [String: [SwiftFacts.Call]] = [:]
    var callsByCaller: [String: [SwiftFacts.Call]] = [:]
    for file in model.swift {
      for call in file.calls {
        callsByFunction[call.function, default: []].append(call)
        if let owner = call.owner, let caller = call.caller {
          callsByCaller["\(owner).\(caller)", default: []].append(call)
        }
      }
    }
    self.callsByFunction = callsByFunction
    self.callsByCaller = callsByCaller
    findRoot()
    for file in model.swift {
      for site in file.sites { add(site) }
    }
    addWrapperCalls()
    followStackBranches()
    for storyboard in model.storyboards {
      for element in storyboard.controllers where !element.placeholder {
        for segue in element.segues { add(segue, from: element, in: storyboard) }
      }
    }
    addTabSwitches()
    attachUndo()
  }

  private mutating func findRoot() {
    // The app's launch sets the root in its scene or app delegate; another
    // `window.rootViewController =` (a login flow swapping the root) is said as skipped.
    let sites = model.sites.filter { $0.action == .root }
    let delegate =
      sites.first {
        $0.owner.map {
          model.isA($0, ["UIWindowSceneDelegate", "UIApplicationDelegate"])
            || $0.hasSuffix("Delegate")
        } ?? false
      }
    let storyboard =
      model.launchStoryboard
      ?? model.storyboards.first(where: { $0.name == "Main" && $0.initialController != nil })
    // Without either, an app coordinator's `window.rootViewController = …` is the launch.
    let launch = delegate ?? (storyboard == nil ? sites.first : nil)
    for site in sites where site != launch {
      skipped.append(
        ScanSkip(
          file: site.file, line: site.line,
          why: "`\(site.text)`: the window's root replaced later is not a transition a scene plays")
      )
    }
    if let site = launch, let target = site.target {
      var assumed: [String] = []
      var controller = resolver.controller(target, assumed: &assumed)
      if let fill = launchFill(of: site, target: target) {
        // The navigation controller the app's coordinator fills before it shows.
        assumed = []
        controller = resolver.controller(
          .navigation(
            root: fill.target, className: bareNavigation(target) ?? "UINavigationController"),
          assumed: &assumed)
        assumed.append(
          "`\(target.label)` holds what \(fill.owner).\(fill.function) puts in it first: `\(fill.text)` (\(fill.file):\(fill.line)) is the stack's root, not a transition"
        )
        rootSetup = (fill.file, fill.line)
      }
      root = (controller, "\(site.file):\(site.line) \(site.text)", assumed, site.file, site.line)
    } else if let storyboard, let id = storyboard.initialController,
      let element = storyboard.controller(id: id)
    {
      var assumed: [String] = []
      let controller = resolver.controller(storyboard, element, assumed: &assumed)
      let why =
        model.mainStoryboard.map { "\($0.plist) names \($0.name)" } ?? "no Info.plist names it"
      root = (
        controller, "\(storyboard.file):\(element.line) the initial controller (\(why))", assumed,
        storyboard.file, element.line
      )
    }
    if var found = root, case .tab(let tabs) = found.controller.kind {
      found.controller.kind = .tab(tabs + appendedTabs(after: tabs.count, assumed: &found.assumed))
      root = found
    }
    if let root, case .tab(let tabs) = root.controller.kind {
      for index in tabs.indices.dropFirst() {
        transitions.append(
          FoundTransition(
            kind: .tabSwitch(index), source: root.controller, destination: tabs[index],
            file: root.file, line: root.line, text: "the tab bar's tab \(index)"))
      }
    }
  }

  mutating func add(_ site: SwiftSite) {
    if let setup = rootSetup, setup.file == site.file, setup.line == site.line { return }
    let kind: FoundTransition.Kind
    switch site.action {
    case .push: kind = .push
    case .present: kind = .present
    case .show: kind = .show
    case .showDetail: kind = .showDetail
    case .addChild: kind = .childAdd
    case .selectTab(let index):
      if site.receiver == nil, let root, case .tab(let tabs) = root.controller.kind,
        tabs.indices.contains(index)
      {
        // The root's tab bar, in file order, as before.
        if !transitions.contains(where: { $0.kind == .tabSwitch(index) }) {
          transitions.append(
            FoundTransition(
              kind: .tabSwitch(index), source: root.controller, destination: tabs[index],
              file: site.file, line: site.line, text: site.text))
        }
        return
      }
      // Which tab bar it selects in is known once every transition is found.
      selections.append(site)
      return
    case .selectController:
      selections.append(site)
      return
    case .setStack: kind = .setStack
    case .performSegue(let id):
      if !model.segueIdentifiers.contains(id) {
        skipped.append(
          ScanSkip(
            file: site.file, line: site.line,
            why:
              "performSegue(withIdentifier: \"\(id)\"): no storyboard of the folder has a segue with that identifier"
          ))
      }
      return
    case .root, .dismiss, .pop, .appendTab: return
    }
    guard let owner = site.owner, let target = site.target else {
      skipped.append(
        ScanSkip(file: site.file, line: site.line, why: "`\(site.text)` is outside a type"))
      return
    }
    // A segue's perform(), an animator or a presentation controller is part of the transition
    // that runs it, not a transition of its own.
    if model.isA(
      owner,
      ["UIStoryboardSegue", "UIPresentationController", "UIViewControllerAnimatedTransitioning"])
    {
      return
    }
    if let skip = presentsItselfUnfollowed(site, owner: owner, target: target) {
      skipped.append(skip)
      return
    }
    if kind == .childAdd, let skip = notAChild(site, target) {
      skipped.append(skip)
      return
    }
    if let text = unfollowed(target) {
      skipped.append(
        ScanSkip(
          file: site.file, line: site.line,
          why:
            "`\(site.text)`: the controller comes from `\(text)`, code the scan cannot follow (not in the folder, or a router of its own)"
        ))
      return
    }
    if let played = coordinatorSites(site, owner: owner) {
      for one in played { add(one) }
      return
    }
    var assumed = site.assumed
    let source = self.source(of: site, owner: owner, assumed: &assumed)
    let destination = resolver.controller(target, assumed: &assumed)
    // `setViewControllers([self, next], …)`: `self` is the source, kept below.
    // A method reached through other coordinators' calls whose source is what it shows
    // (`child.present()` in a protocol extension reaching every child's method) is not one.
    if site.hops > 0, source.key == destination.key { return }
    let stack = site.stack.map {
      $0 == .unknown("self") ? source : resolver.controller($0, assumed: &assumed)
    }
    var found = FoundTransition(
      kind: kind, source: source, destination: destination, file: site.file, line: site.line,
      text: site.text, assumed: assumed)
    found.stack = stack
    found.stackBranch = site.stackBranch
    if let via = site.via { found.notes.append("through " + via) }
    if case .alert(let style) = target {
      found.style = PresentationStyle(rawValue: style) ?? .alert
    }
    found.style =
      found.style ?? site.style.flatMap(PresentationStyle.init(rawValue:))
      ?? destination.className.flatMap { model.types[$0]?.ownStyle }.flatMap(
        PresentationStyle.init(rawValue:))
    found.transitionStyle = site.transition.flatMap(ModalTransitionStyle.init(rawValue:))
    if kind == .present, let delegate = site.transitioningDelegate {
      delegateExpression(delegate, owner: owner, into: &found)
    } else if kind == .present, let name = destination.className,
      let delegate = model.types[name]?.ownDelegate
    {
      // The presented controller is its own delegate: the scene makes one of its class.
      delegateExpression(delegate == "self" ? name + "()" : delegate, owner: name, into: &found)
    }
    if kind == .push || kind == .show, let delegate = model.types[owner]?.navigationDelegate {
      navigationExpression(delegate, owner: owner, into: &found)
    }
    transitions.append(found)
  }

  /// The scene's `transitioningDelegate:` for what the code set: `self` (the presenter of the
  /// files), a stored property's initializer, or an initializer call of a class of the files.
  private func expression(_ text: String, owner: String) -> (text: String, type: String)? {
    if text == "self" { return model.declares(owner) ? ("self", owner) : nil }
    var initializer = model.types[owner]?.storedText[text] ?? text
    let parts = initializer.split(separator: ".")
    if parts.count == 2, let first = parts.first, model.declares(String(first)),
      model.isA(String(first), AppModel.helperRoles)
    {
      // `FadeDelegate.shared`: a shared object of a class of the files stands as a new one.
      initializer = first + "()"
    }
    let type = String(initializer.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard model.declares(type), initializer.hasPrefix(type + "("), initializer.hasSuffix(")") else {
      return nil
    }
    return (initializer, type)
  }

  func delegateExpression(_ text: String, owner: String, into found: inout FoundTransition) {
    guard let (expression, type) = expression(text, owner: owner) else {
      found.assumed.append(
        "transitioningDelegate = \(text) is not followed: UIKit's own animation plays")
      return
    }
    if expression != text, text.contains("."), !text.contains("(") {
      found.assumed.append("transitioningDelegate = \(text): a new \(expression) stands for it")
    }
    found.transitioningDelegate = expression
    found.swiftTypes.append(type)
    found.custom.append("transitioningDelegate: \(type)")
  }

  func navigationExpression(
    _ text: String, owner: String, into found: inout FoundTransition
  ) {
    guard var (expression, type) = expression(text, owner: owner) else {
      found.assumed.append("navigationController.delegate = \(text) is not followed")
      return
    }
    if expression == "self" {
      // A scene's `navigationDelegate:` has no `self`: an object of the controller's class
      // answers for it, without the state the controller's own code gave it.
      expression = type + "()"
      found.assumed.append(
        "navigationController.delegate = self: a new \(type) answers as the delegate, without the controller's own state"
      )
    }
    found.navigationDelegate = expression
    found.swiftTypes.append(type)
    found.custom.append("navigationDelegate: \(type)")
  }
}
