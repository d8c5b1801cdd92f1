import TransitionEngine

/// Builds the `a` menu from the end of the scene: each item is a step that the scene could
/// take next (push, pop, present, dismiss, select a tab, rotate, device, multitasking, add or
/// remove a child). Choosing one appends it to the scene.
enum ActionMenu {
  static func root(_ session: SceneSession) -> MenuPage {
    let facts = SceneFacts(session)
    let last = max(session.timeline.steps.count - 1, 0)
    return MenuPage(
      title: "Act: next step after step \(last)",
      items: [
        push(facts), pop(facts, toRoot: false), pop(facts, toRoot: true), present(facts),
        dismiss(facts), select(facts), rotate(facts), device(facts), multitasking(facts),
        addChild(facts), removeChild(facts),
      ])
  }

  /// Why `name` cannot name a new controller, or nil when it can.
  static func problem(naming name: String, _ facts: SceneFacts) -> String? {
    guard let first = name.first, first.isLetter else {
      return "a controller's name starts with a letter"
    }
    return facts.takenNames.contains(name) ? "the scene already has a controller \(name)" : nil
  }

  /// The step with the controller it adds (pushed, presented, shown or a new child) named
  /// `name`; a step that adds none is returned as it is.
  static func renamed(_ step: StepSpec, to name: String) -> StepSpec {
    var step = step
    switch step.action {
    case .push(var spec, let nav):
      spec.name = name
      step.action = .push(spec, on: nav)
    case .present(var present):
      present.controller.name = name
      step.action = .present(present)
    case .show(var spec, let from):
      spec.name = name
      step.action = .show(spec, from: from)
    case .showDetail(var spec, let from):
      spec.name = name
      step.action = .showDetail(spec, from: from)
    case .addChild(var spec, let parent):
      spec.name = name
      step.action = .addChild(spec, to: parent)
    default: break
    }
    return step
  }

  static func step(_ action: StepAction) -> MenuItem.Choice {
    .perform(StepSpec(action: action, animated: true, note: "Added from the action menu."))
  }

  /// One item per controller, or the single one directly, or unavailable.
  static func choose(
    _ label: String, from nodes: [ControllerNode], none: String, title: String,
    item: (ControllerNode) -> MenuItem
  ) -> MenuItem {
    if nodes.isEmpty { return MenuItem(label, .unavailable(none)) }
    if nodes.count == 1, let only = nodes.first { return item(only) }
    return MenuItem(label + " …", .page(MenuPage(title: title, items: nodes.map(item))))
  }

  static func push(_ facts: SceneFacts) -> MenuItem {
    let name = facts.freshName("Pushed")
    var options = ControllerOptions()
    options.views = ["UILabel", "UIButton"]
    let spec = ControllerSpec(name: name, options: options)
    return choose(
      "push a new controller", from: facts.onScreen(.navigation),
      none: "no navigation controller on screen", title: "push \(name) onto"
    ) { nav in
      MenuItem("push \(name) onto \(nav.name)", step(.push(spec, on: nav.name)))
    }
  }

  static func pop(_ facts: SceneFacts, toRoot: Bool) -> MenuItem {
    let verb = toRoot ? "pop to root" : "pop"
    return choose(
      verb, from: facts.onScreen(.navigation), none: "no navigation controller on screen",
      title: verb
    ) { nav in
      let top = nav.children.last.map { " (\($0.name))" } ?? ""
      return MenuItem(
        "\(verb) \(nav.name)\(toRoot ? "" : top)",
        step(toRoot ? .popToRoot(nav: nav.name) : .pop(nav: nav.name, interactiveCancelled: false)))
    }
  }

  static func present(_ facts: SceneFacts) -> MenuItem {
    let name = facts.freshName("Presented")
    let presenters = facts.inWindow
    let styles = PresentationStyle.allCases.map { style in
      MenuItem(
        style.rawValue,
        .page(
          MenuPage(
            title: "present \(name) (\(style.rawValue)) from",
            items: presenters.map { from in
              let spec = PresentSpec(
                controller: ControllerSpec(name: name), from: from.name, style: style)
              return MenuItem(
                from.name,
                .page(
                  style == .popover || style == .actionSheet
                    ? anchorPage(spec, facts) : transitionPage(spec)))
            })))
    }
    return MenuItem("present …", .page(MenuPage(title: "present \(name): style", items: styles)))
  }

  /// A popover's anchor (`source:`): the view of a controller on screen, or none.
  static func anchorPage(_ spec: PresentSpec, _ facts: SceneFacts) -> MenuPage {
    let anchors = facts.inWindow.map { node in
      var anchored = spec
      anchored.source = node.name
      return MenuItem("\(node.name)'s view", .page(transitionPage(anchored)))
    }
    return MenuPage(
      title: "anchor the popover at",
      items: [MenuItem("no source view", .page(transitionPage(spec)))] + anchors)
  }

  /// The transition style (`transition:`, the presented controller's modalTransitionStyle).
  static func transitionPage(_ spec: PresentSpec) -> MenuPage {
    let styles = ModalTransitionStyle.allCases.map { transition in
      var styled = spec
      styled.transition = transition
      return MenuItem(transition.rawValue, step(.present(styled)))
    }
    return MenuPage(
      title: "transition style",
      items: [MenuItem("default (coverVertical)", step(.present(spec)))] + styles)
  }

  static func dismiss(_ facts: SceneFacts) -> MenuItem {
    let presented = facts.entries.filter { $0.parent == nil }.map(\.node).dropFirst()
    let targets = presented.isEmpty ? facts.inWindow : Array(presented)
    return choose(
      "dismiss", from: targets, none: "no controller on screen", title: "dismiss"
    ) { node in
      MenuItem("dismiss \(node.name)", step(.dismiss(node.name, interactiveCancelled: false)))
    }
  }

  static func select(_ facts: SceneFacts) -> MenuItem {
    let tabs = facts.onScreen(.tab)
    func page(_ tab: ControllerNode) -> MenuPage {
      MenuPage(
        title: "select a tab of \(tab.name)",
        items: tab.children.enumerated().map { index, child in
          child.inWindow
            ? MenuItem("\(child.name) (selected)", .unavailable("already selected"))
            : MenuItem(child.name, step(.select(.index(index), tab: tab.name)))
        })
    }
    if tabs.isEmpty {
      return MenuItem("select a tab", .unavailable("no tab bar controller on screen"))
    }
    if tabs.count == 1, let tab = tabs.first { return MenuItem("select a tab …", .page(page(tab))) }
    return MenuItem(
      "select a tab …",
      .page(
        MenuPage(
          title: "select a tab of",
          items: tabs.map { MenuItem($0.name + " …", .page(page($0))) })))
  }

  static func rotate(_ facts: SceneFacts) -> MenuItem {
    let next: Orientation = facts.environment.orientation == .portrait ? .landscape : .portrait
    return MenuItem("rotate to \(next.rawValue)", step(.rotate(next)))
  }

  static func device(_ facts: SceneFacts) -> MenuItem {
    let current = facts.environment.device.name
    let items = Device.all.map { device in
      device.name == current
        ? MenuItem("\(device.displayName) (current)", .unavailable("already this device"))
        : MenuItem(device.displayName, step(.device(device.name)))
    }
    return MenuItem("change device …", .page(MenuPage(title: "change device to", items: items)))
  }

  static func multitasking(_ facts: SceneFacts) -> MenuItem {
    guard facts.environment.device.family == .pad else {
      return MenuItem("multitasking", .unavailable("iPad only"))
    }
    let current = facts.environment.multitasking
    let items = Multitasking.allCases.map { mode in
      mode == current
        ? MenuItem("\(mode.rawValue) (current)", .unavailable("already this width"))
        : MenuItem(mode.rawValue, step(.multitasking(mode)))
    }
    return MenuItem("multitasking …", .page(MenuPage(title: "multitasking width", items: items)))
  }

  static func addChild(_ facts: SceneFacts) -> MenuItem {
    let name = facts.freshName("Child")
    return choose(
      "add a child", from: facts.parents, none: "no plain controller or container on screen",
      title: "add \(name) to"
    ) { parent in
      var spec = ControllerSpec(name: name)
      if let bounds = facts.viewFrame(of: parent.name) {
        let half = (bounds.height / 2).rounded()
        spec.options.frame = Rect(
          x: 16, y: half, width: max(bounds.width - 32, 44), height: max(half - 16, 44))
      }
      return MenuItem("add \(name) to \(parent.name)", step(.addChild(spec, to: parent.name)))
    }
  }

  static func removeChild(_ facts: SceneFacts) -> MenuItem {
    choose(
      "remove a child", from: facts.removableChildren, none: "no child of a container",
      title: "remove"
    ) { child in
      MenuItem("remove \(child.name)", step(.removeChild(child.name)))
    }
  }
}
