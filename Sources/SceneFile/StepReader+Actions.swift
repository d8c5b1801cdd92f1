import TransitionEngine
import Yams

extension StepReader {
  /// The action of a step whose action key is `key` with value `value`. References are
  /// checked before the step's own controller is defined, so they name earlier controllers.
  func readAction(_ key: StepActionKey, value: Node, map: MappingReader) throws(SceneError)
    -> StepAction
  {
    let name = key.rawValue
    switch key {
    case .push:
      let on = try optionalReference(map, "on", kind: .navigation)
      return .push(try controller(value, for: name), on: on)
    case .pop:
      let nav = try nullableReference(value, for: name, kind: .navigation)
      return .pop(nav: nav, interactiveCancelled: try interactiveCancelled(map))
    case .popToRoot:
      return .popToRoot(nav: try nullableReference(value, for: name, kind: .navigation))
    case .present:
      return .present(try readPresent(value, map: map))
    case .dismiss:
      let dismissed = try context.reference(value, for: name)
      return .dismiss(dismissed, interactiveCancelled: try dismissInteraction(map) == "cancelled")
    case .show, .showDetail:
      let from = try context.reference(map.required("from"), for: "from")
      let shown = try controller(value, for: name)
      return key == .show ? .show(shown, from: from) : .showDetail(shown, from: from)
    case .select:
      let tab = try optionalReference(map, "tab", kind: .tab)
      if let index = NodeReader.plainInteger(value) {
        guard index >= 0 else {
          throw reader.error("'select' index must not be negative, found \(index)", at: value)
        }
        return .select(.index(index), tab: tab)
      }
      return .select(.name(try context.reference(value, for: name)), tab: tab)
    case .addChild:
      let parent = try context.reference(map.required("to"), for: "to")
      return .addChild(try controller(value, for: name), to: parent)
    case .removeChild:
      return .removeChild(try context.reference(value, for: name))
    case .unwind:
      let destination = try context.reference(value, for: name)
      return .unwind(
        to: destination, from: try context.reference(map.required("from"), for: "from"))
    case .detent:
      return try readDetentStep(value, map: map)
    case .setViewController:  // SV-8: setViewController(_:for:) on a column-style split.
      let split = try optionalReference(map, "on", kind: .split)
      let column = try reader.choice(
        map.required("column"), as: SplitColumn.self, noun: "column", for: "'column'")
      return .setColumn(try controller(value, for: name), column: column, split: split)
    case .showColumn, .hideColumn:
      let split = try optionalReference(map, "on", kind: .split)
      let column = try reader.choice(value, as: SplitColumn.self, noun: "column", for: "'\(name)'")
      return .column(column, shown: key == .showColumn, split: split)
    case .tabBarHidden:
      let tab = try optionalReference(map, "tab", kind: .tab)
      return .tabBarHidden(try reader.bool(value, for: "'tabBarHidden'"), tab: tab)
    case .selectedTab:  // TB-11: a tab's controller or a group's child tab.
      let tab = try optionalReference(map, "tab", kind: .tab)
      return .selectTab(try context.tabReference(value, for: name), tab: tab)
    case .scroll:  // TB-13: the user scrolls the selected tab's content.
      let tab = try optionalReference(map, "tab", kind: .tab)
      let text = try reader.string(value, for: "'scroll'")
      guard text == "down" || text == "up" else {
        throw reader.error("'scroll' must be down or up, found '\(text)'", at: value)
      }
      return .scroll(down: text == "down", tab: tab)
    case .bottomAccessory:  // TB-13: setBottomAccessory(_:animated:); null removes it.
      let tab = try optionalReference(map, "tab", kind: .tab)
      let content =
        NodeReader.isNull(value) ? nil : try reader.name(value, for: "'bottomAccessory'")
      return .bottomAccessory(content, tab: tab)
    case .setViewControllers:
      let on = try optionalReference(map, "on", kind: .navigation)
      let entries = try reader.sequence(value, for: "'\(name)'")
      if entries.isEmpty {
        throw reader.error("'\(name)' must list at least one controller", at: value)
      }
      var stack: [ControllerSpec] = []
      for entry in entries {
        stack.append(try controller(entry, for: "entries of '\(name)'"))
      }
      return .setViewControllers(stack, on: on)
    case .navigationBarHidden, .toolbarHidden:  // N-20, N-22
      let on = try optionalReference(map, "on", kind: .navigation)
      let bar: NavigationBarKind = key == .toolbarHidden ? .toolbar : .navigationBar
      return .barHidden(bar, hidden: try reader.bool(value, for: "'\(name)'"), on: on)
    case .popTo:  // N-23: a controller not in the stack is UIKit's exception, not an error.
      let on = try optionalReference(map, "on", kind: .navigation)
      return .popTo(try context.reference(value, for: name), on: on)
    case .search:  // M-23
      let host = try context.reference(map.required("on"), for: "on")
      let text = try reader.string(value, for: "'search'")
      guard text == "active" || text == "inactive" else {
        throw reader.error("'search' must be active or inactive, found '\(text)'", at: value)
      }
      return .search(active: text == "active", on: host)
    case .setPage:  // K-10
      return .setPage(try pageTurn(value, map: map))
    case .rotate:
      return .rotate(
        try reader.choice(value, as: Orientation.self, noun: "orientation", for: "'rotate'"))
    case .device:
      return .device(try reader.device(value, for: "'device'"))
    case .segue:
      let from = try context.reference(map.required("from"), for: "from")
      var kind = SegueKind.show
      if let node = map.optional("kind") {
        kind = try reader.choice(node, as: SegueKind.self, noun: "segue kind", for: "'kind'")
      }
      // A `class:` is a UIStoryboardSegue subclass: a custom segue whose perform() is Swift.
      if map.optional("class") != nil { kind = .custom }
      if kind == .custom && map.optional("perform") == nil && map.optional("class") == nil {
        throw reader.error("a custom segue needs 'perform: |' (its perform() code)", at: map.node)
      }
      return .segue(try controller(value, for: name), from: from, kind: kind)
    case .code:
      return .code(try CodeBlockReader(context: context).read(value, kind: .code, key: "code"))
    case .multitasking:
      return .multitasking(
        try reader.choice(
          value, as: Multitasking.self, noun: "multitasking mode", for: "'multitasking'"))
    }
  }

  private func readPresent(_ value: Node, map: MappingReader) throws(SceneError) -> PresentSpec {
    let from = try context.reference(map.required("from"), for: "from")
    let source = try optionalReference(map, "source")
    var style = PresentationStyle.automatic
    if let node = map.optional("style") {
      style = try reader.choice(
        node, as: PresentationStyle.self, noun: "presentation style", for: "'style'")
    }
    var transition: ModalTransitionStyle?
    if let node = map.optional("transition") {
      transition = try reader.choice(
        node, as: ModalTransitionStyle.self, noun: "transition style", for: "'transition'")
    }
    var custom: CustomPresentation?
    if let node = map["custom"] {
      custom = try readCustom(node)
    }
    let interactive = try interactiveCancelled(map)
    let sheet = try readSheet(map, style: style)
    let presented = try controller(value, for: "present")
    // M-21: a share sheet chooses popover itself, so it takes an anchor and passthrough.
    let className = presented.options.className ?? context.classes[presented.name]
    let anchor = try readAnchor(
      map, style: className == "UIActivityViewController" ? .popover : style)
    let passthrough = try readPassthrough(map, style: style, className: className)
    // §5: without `style:` / `transition:`, what the controller's class sets on itself, which
    // the planner asks as UIKit presents it (nothing runs here).
    var question: StyleQuestion?
    if let className = context.classes[presented.name],
      map.optional("style") == nil || map.optional("transition") == nil,
      context.startedSwift?.maySetOwnStyles(ofClass: className) == true
    {
      question = StyleQuestion(
        className: className, asksPresentation: map.optional("style") == nil,
        asksTransition: map.optional("transition") == nil)
      context.asksApp = true
    }
    try checkAlertController(presented, style: style, at: value, styleNode: map.optional("style"))
    var spec = PresentSpec(
      controller: presented, from: from, style: style,
      transition: transition, source: source, custom: custom, interactiveCancelled: interactive)
    spec.sheet = sheet
    spec.anchor = anchor
    spec.passthrough = passthrough
    spec.styleQuestion = question
    context.sheets.presented(spec.controller.name, sheet: sheet)
    return spec
  }

  /// `custom: { frame: [x, y, w, h], removesPresentersView: bool, presentsInFullscreen: bool }`.
  private func readCustom(_ node: Node) throws(SceneError) -> CustomPresentation {
    let map = try MappingReader(node, for: "'custom'", what: "'custom'", reader: reader)
    try map.checkKeys(allowed: Self.customKeys)
    var custom = CustomPresentation()
    if let frame = map.optional("frame") {
      custom.frame = try OptionsReader.rect(frame, for: "'frame'", reader: reader)
    }
    custom.removesPresentersView = try map.optionalBool("removesPresentersView") ?? false
    custom.presentsInFullscreen = try map.optionalBool("presentsInFullscreen") ?? true
    if let node = map.optional("chrome") {
      for entry in try reader.sequence(node, for: "'chrome'") {
        custom.chrome.append(try reader.string(entry, for: "a 'chrome' class name"))
      }
    }
    if let node = map.optional("presentedView") {
      try reader.keyword(node, "wrapper", for: "presentedView")
      custom.wrapsPresentedView = true
    }
    return custom
  }

  /// A controller in a step: a bare name refers to an existing controller when there is one.
  func controller(_ node: Node, for key: String) throws(SceneError) -> ControllerSpec {
    try ControllerReader(context: context, position: .step).read(node, for: "'\(key)'")
  }

  private func optionalReference(
    _ map: MappingReader, _ key: String, kind: NameRegistry.Kind? = nil
  ) throws(SceneError) -> String? {
    guard let node = map.optional(key) else { return nil }
    return try context.reference(node, for: key, kind: kind)
  }

  /// `pop: Nav` / `pop: null`.
  private func nullableReference(
    _ node: Node, for key: String, kind: NameRegistry.Kind
  ) throws(SceneError) -> String? {
    NodeReader.isNull(node) ? nil : try context.reference(node, for: key, kind: kind)
  }

  /// `interactive: cancelled` on a pop or present; `completed` is read by `interaction`.
  private func interactiveCancelled(_ map: MappingReader) throws(SceneError) -> Bool {
    try interactionEnd(map) == .cancelled
  }

  /// `interactive: cancelled | completed`, nil without the key.
  func interactionEnd(_ map: MappingReader) throws(SceneError) -> InteractionEnd? {
    guard let node = map.optional("interactive") else { return nil }
    let text = try reader.string(node, for: "'interactive'")
    guard let end = InteractionEnd(rawValue: text) else {
      let values = InteractionEnd.allCases.map(\.rawValue)
      throw reader.error(
        "unknown interactive value '\(text)'" + Suggestions.hint(for: text, in: values), at: node)
    }
    return end
  }

  /// The step's `interactive` end where the action itself does not carry it: any on a push
  /// or a tab switch (TB-14), `completed` on a pop or present. Without an `animator`, a push cannot be
  /// interactive at all, and only a dismiss (a sheet's swipe, D-7) or a pop (UIKit's own swipe
  /// back, N-14) can complete one; the step's `swipeCompleted` carries those.
  func interaction(_ key: StepActionKey, map: MappingReader, animator: Bool) throws(SceneError)
    -> InteractionEnd?
  {
    // TB-14: a tab switch takes either end, with or without an animator; without the
    // delegate's interaction controller the planner runs it without the finger and says so.
    if key == .select { return try interactionEnd(map) }
    guard [.push, .pop, .present, .dismiss].contains(key), let end = try interactionEnd(map)
    else { return nil }
    if !animator && key == .pop { return nil }
    if !animator && (key == .push || (end == .completed && key != .dismiss)),
      let node = map.optional("interactive")
    {
      throw reader.error(
        "'interactive: \(end.rawValue)' on a '\(key.rawValue)' step needs an 'animator': only "
          + "the app's own interaction controller can drive "
          + (key == .push ? "a push" : "it to the end"), at: node)
    }
    return key == .push || (end == .completed && key != .dismiss) ? end : nil
  }
}
