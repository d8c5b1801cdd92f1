import TransitionEngine
import Wording

/// Builds the `a` menu from the end of the scene: each item is a step that the scene could
/// take next (push, pop, present, dismiss, select a tab, rotate, device, multitasking, add or
/// remove a child). Choosing one appends it to the scene.
enum ActionMenu {
  static func root(_ session: SceneSession, language: Language = .en) -> MenuPage {
    let facts = SceneFacts(session)
    let last = max(session.timeline.steps.count - 1, 0)
    let w = { (phrase: MenuWords) in phrase.text(in: language) }
    return MenuPage(
      title: w(.rootTitle(last: last)),
      items: [
        push(facts, w), pop(facts, toRoot: false, w), pop(facts, toRoot: true, w),
        present(facts, w), dismiss(facts, w), select(facts, w), rotate(facts, w),
        device(facts, w), multitasking(facts, w), addChild(facts, w), removeChild(facts, w),
      ])
  }

  /// A menu phrase in the menu's language.
  typealias Words = (MenuWords) -> String

  /// Why `name` cannot name a new controller, or nil when it can.
  static func problem(naming name: String, _ facts: SceneFacts, language: Language = .en)
    -> String?
  {
    guard let first = name.first, first.isLetter else {
      return MenuWords.nameStartsWithLetter.text(in: language)
    }
    return facts.takenNames.contains(name) ? MenuWords.nameTaken(name).text(in: language) : nil
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

  static func step(_ action: StepAction, _ w: Words) -> MenuItem.Choice {
    .perform(StepSpec(action: action, animated: true, note: w(.addedNote)))
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

  static func push(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let name = facts.freshName("Pushed")
    var options = ControllerOptions()
    options.views = ["UILabel", "UIButton"]
    let spec = ControllerSpec(name: name, options: options)
    return choose(
      w(.pushNew), from: facts.onScreen(.navigation),
      none: w(.noNavigationOnScreen), title: w(.pushOntoTitle(name))
    ) { nav in
      MenuItem(w(.pushOnto(name, nav: nav.name)), step(.push(spec, on: nav.name), w))
    }
  }

  static func pop(_ facts: SceneFacts, toRoot: Bool, _ w: Words) -> MenuItem {
    let verb = w(.pop(toRoot: toRoot))
    return choose(
      verb, from: facts.onScreen(.navigation), none: w(.noNavigationOnScreen), title: verb
    ) { nav in
      let top = toRoot ? nil : nav.children.last?.name
      return MenuItem(
        w(.popOf(nav.name, top: top, toRoot: toRoot)),
        step(
          toRoot ? .popToRoot(nav: nav.name) : .pop(nav: nav.name, interactiveCancelled: false),
          w))
    }
  }

  static func present(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let name = facts.freshName("Presented")
    let presenters = facts.inWindow
    let styles = PresentationStyle.allCases.map { style in
      MenuItem(
        style.rawValue,
        .page(
          MenuPage(
            title: w(.presentFromTitle(name, style: style.rawValue)),
            items: presenters.map { from in
              let spec = PresentSpec(
                controller: ControllerSpec(name: name), from: from.name, style: style)
              return MenuItem(
                from.name,
                .page(
                  style == .popover || style == .actionSheet
                    ? anchorPage(spec, facts, w) : transitionPage(spec, w)))
            })))
    }
    return MenuItem(
      w(.presentItem), .page(MenuPage(title: w(.presentStyleTitle(name)), items: styles)))
  }

  /// A popover's anchor (`source:`): the view of a controller on screen, or none.
  static func anchorPage(_ spec: PresentSpec, _ facts: SceneFacts, _ w: Words) -> MenuPage {
    let anchors = facts.inWindow.map { node in
      var anchored = spec
      anchored.source = node.name
      return MenuItem(w(.viewOf(node.name)), .page(transitionPage(anchored, w)))
    }
    return MenuPage(
      title: w(.anchorTitle),
      items: [MenuItem(w(.noSourceView), .page(transitionPage(spec, w)))] + anchors)
  }

  /// The transition style (`transition:`, the presented controller's modalTransitionStyle).
  static func transitionPage(_ spec: PresentSpec, _ w: Words) -> MenuPage {
    let styles = ModalTransitionStyle.allCases.map { transition in
      var styled = spec
      styled.transition = transition
      return MenuItem(transition.rawValue, step(.present(styled), w))
    }
    return MenuPage(
      title: w(.transitionTitle),
      items: [MenuItem(w(.defaultTransition), step(.present(spec), w))] + styles)
  }

  static func dismiss(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let presented = facts.entries.filter { $0.parent == nil }.map(\.node).dropFirst()
    let targets = presented.isEmpty ? facts.inWindow : Array(presented)
    return choose(
      w(.dismiss), from: targets, none: w(.noControllerOnScreen), title: w(.dismiss)
    ) { node in
      MenuItem(
        w(.dismissOf(node.name)), step(.dismiss(node.name, interactiveCancelled: false), w))
    }
  }

  static func select(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let tabs = facts.onScreen(.tab)
    func page(_ tab: ControllerNode) -> MenuPage {
      MenuPage(
        title: w(.selectTabOfTitle(tab.name)),
        items: tab.children.enumerated().map { index, child in
          child.inWindow
            ? MenuItem(w(.selectedTab(child.name)), .unavailable(w(.alreadySelected)))
            : MenuItem(child.name, step(.select(.index(index), tab: tab.name), w))
        })
    }
    if tabs.isEmpty {
      return MenuItem(w(.selectTab), .unavailable(w(.noTabBarOnScreen)))
    }
    let item = w(.selectTab) + " …"
    if tabs.count == 1, let tab = tabs.first { return MenuItem(item, .page(page(tab))) }
    return MenuItem(
      item,
      .page(
        MenuPage(
          title: w(.selectTabOfTitle(nil)),
          items: tabs.map { MenuItem($0.name + " …", .page(page($0))) })))
  }

  static func rotate(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let next: Orientation = facts.environment.orientation == .portrait ? .landscape : .portrait
    return MenuItem(w(.rotateTo(next.rawValue)), step(.rotate(next), w))
  }

  static func device(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let current = facts.environment.device.name
    let items = Device.all.map { device in
      device.name == current
        ? MenuItem(w(.current(device.displayName)), .unavailable(w(.alreadyThisDevice)))
        : MenuItem(device.displayName, step(.device(device.name), w))
    }
    return MenuItem(w(.changeDevice), .page(MenuPage(title: w(.changeDeviceTitle), items: items)))
  }

  static func multitasking(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    guard facts.environment.device.family == .pad else {
      return MenuItem(w(.multitasking), .unavailable(w(.iPadOnly)))
    }
    let current = facts.environment.multitasking
    let items = Multitasking.allCases.map { mode in
      mode == current
        ? MenuItem(w(.current(mode.rawValue)), .unavailable(w(.alreadyThisWidth)))
        : MenuItem(mode.rawValue, step(.multitasking(mode), w))
    }
    return MenuItem(
      w(.multitasking) + " …", .page(MenuPage(title: w(.multitaskingTitle), items: items)))
  }

  static func addChild(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    let name = facts.freshName("Child")
    return choose(
      w(.addChild), from: facts.parents, none: w(.noParentOnScreen), title: w(.addChildTitle(name))
    ) { parent in
      var spec = ControllerSpec(name: name)
      if let bounds = facts.viewFrame(of: parent.name) {
        let half = (bounds.height / 2).rounded()
        spec.options.frame = Rect(
          x: 16, y: half, width: max(bounds.width - 32, 44), height: max(half - 16, 44))
      }
      return MenuItem(
        w(.addChildTo(name, parent: parent.name)), step(.addChild(spec, to: parent.name), w))
    }
  }

  static func removeChild(_ facts: SceneFacts, _ w: Words) -> MenuItem {
    choose(
      w(.removeChild), from: facts.removableChildren, none: w(.noChildOfContainer),
      title: w(.removeTitle)
    ) { child in
      MenuItem(w(.removeChildOf(child.name)), step(.removeChild(child.name), w))
    }
  }
}
