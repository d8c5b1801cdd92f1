import TransitionEngine

/// Controllers as scene-file YAML (Scenes/README.md, Controllers): for `StepWriter` a bare
/// name or a flow mapping with the kind key, the kind's own keys and every option set; for
/// `SceneDocument`'s root the same as block mappings.
enum ControllerWriter {
  /// `Name` for a plain controller without options, else `{vc: Name, …}`,
  /// `{navigation: Nav, stack: […]}` and so on.
  static func controller(_ spec: ControllerSpec) -> String {
    let options = self.options(spec.options)
    let name = YAMLText.scalar(spec.name)
    var parts: [String]
    switch spec.kind {
    case .plain:
      if options.isEmpty { return name }
      parts = ["vc: \(name)"]
    case .navigation(let stack):
      parts = ["navigation: \(name)", "stack: " + YAMLText.list(stack.map(controller))]
    case .tab(let tabs, let selected):
      parts = ["tab: \(name)", "tabs: " + YAMLText.list(tabs.map(controller))]
      // TB-11: `selectedTab` replaces `selected` (the options write it).
      if spec.options.uiTab.selectedTab == nil { parts.append("selected: " + selector(selected)) }
    case .split(let primary, let secondary):
      parts = ["split: \(name)", "primary: " + controller(primary)]
      if let secondary { parts.append("secondary: " + controller(secondary)) }
    case .columnSplit(let split):
      parts = ["split: \(name)", "style: \(split.style.rawValue)"]
      for column in SplitColumn.allCases {
        if let spec = split.columns[column] {
          parts.append("\(column.rawValue): " + controller(spec))
        }
      }
      if let top = split.topColumnForCollapsing {
        parts.append("topColumnForCollapsing: \(top.rawValue)")
      }
    case .container(let children) where spec.options.pageStyle != nil:
      parts = ["pageView: \(name)", "pages: " + YAMLText.list(children.map(controller))]
    case .container(let children):
      let declared = children.filter { !spec.options.swiftChildren.contains($0.name) }
      parts = ["container: \(name)", "children: " + YAMLText.list(declared.map(controller))]
    }
    return "{" + (parts + options).joined(separator: ", ") + "}"
  }

  /// The block form of `controller`, for a scene's `root:`: the kind key, the children as
  /// block lists (`stack:`, `tabs:`, `children:`) or mappings (`primary:`, `secondary:`),
  /// then every option set, one key a line, unindented.
  static func block(_ spec: ControllerSpec) -> [String] {
    let name = YAMLText.scalar(spec.name)
    var lines: [String]
    switch spec.kind {
    case .plain:
      lines = ["vc: \(name)"]
    case .navigation(let stack):
      lines = ["navigation: \(name)", "stack:"] + items(stack)
    case .tab(let tabs, let selected):
      lines = ["tab: \(name)"]
      if spec.options.uiTab.selectedTab == nil { lines.append("selected: " + selector(selected)) }
      lines += ["tabs:"] + items(tabs)
    case .split(let primary, let secondary):
      lines = ["split: \(name)", "primary:"] + block(primary).map { "  " + $0 }
      if let secondary { lines += ["secondary:"] + block(secondary).map { "  " + $0 } }
    case .columnSplit(let split):
      lines = ["split: \(name)", "style: \(split.style.rawValue)"]
      for column in SplitColumn.allCases {
        if let spec = split.columns[column] {
          lines += ["\(column.rawValue):"] + block(spec).map { "  " + $0 }
        }
      }
      if let top = split.topColumnForCollapsing {
        lines.append("topColumnForCollapsing: \(top.rawValue)")
      }
    case .container(let children) where spec.options.pageStyle != nil:
      lines = ["pageView: \(name)", "pages:"] + items(children)  // K-10
    case .container(let children):
      // Children from the class's Swift `viewDidLoad` are the Swift's to add again (K-1).
      let declared = children.filter { !spec.options.swiftChildren.contains($0.name) }
      lines = ["container: \(name)"] + (declared.isEmpty ? [] : ["children:"] + items(declared))
    }
    return lines + options(spec.options)
  }

  /// Controllers as block list items under a key: `  - vc: A` and its keys below it.
  private static func items(_ specs: [ControllerSpec]) -> [String] {
    specs.flatMap { spec in
      block(spec).enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element }
    }
  }

  /// A tab by index (a plain integer) or by name (a string that never reads as one).
  static func selector(_ selector: TabSelector) -> String {
    switch selector {
    case .index(let index): return "\(index)"
    case .name(let name): return YAMLText.scalar(name)
    }
  }

  /// `key: value` for every option that is not the default, in the loader's order.
  static func options(_ options: ControllerOptions) -> [String] {
    var parts: [String] = []
    if let name = options.className { parts.append("class: " + YAMLText.scalar(name)) }
    if let name = options.viewClass { parts.append("viewClass: " + YAMLText.scalar(name)) }
    if let style = options.pageStyle { parts.append("transitionStyle: \(style.rawValue)") }
    if let answer = options.collapseSecondary {
      parts.append("collapseSecondary: \(answer.rawValue)")
    }
    if let defines = options.definesPresentationContext {
      parts.append("definesPresentationContext: \(defines)")
    }
    if options.providesPresentationContextTransitionStyle {
      parts.append("providesPresentationContextTransitionStyle: true")
    }
    if let style = options.modalTransitionStyle {
      parts.append("modalTransitionStyle: \(style.rawValue)")
    }
    if let size = options.preferredContentSize {
      let numbers = [size.width, size.height].map(YAMLText.number)
      parts.append("preferredContentSize: " + YAMLText.list(numbers))
    }
    if options.hidesBottomBarWhenPushed { parts.append("hidesBottomBarWhenPushed: true") }
    if options.modalInPresentation { parts.append("modalInPresentation: true") }
    if !options.shouldDismiss { parts.append("shouldDismiss: false") }
    if options.tabBarHidden { parts.append("tabBarHidden: true") }
    if let mode = options.uiTab.mode { parts.append("mode: \(mode.rawValue)") }
    if let tab = options.uiTab.selectedTab { parts.append("selectedTab: " + YAMLText.scalar(tab)) }
    if let behavior = options.uiTab.minimizeBehavior {
      parts.append("minimizeBehavior: \(behavior.rawValue)")
    }
    if let content = options.uiTab.bottomAccessory {
      parts.append("bottomAccessory: " + YAMLText.scalar(content))
    }
    if let group = options.uiTab.group {
      parts.append("tabGroup: " + YAMLText.list(group.map(YAMLText.scalar)))
    }
    if options.adaptiveNone { parts.append("adaptive: none") }
    if !options.views.isEmpty {
      parts.append("views: " + YAMLText.list(options.views.map(YAMLText.scalar)))
    }
    if let frame = options.frame { parts.append("frame: " + rect(frame)) }
    // A background or a hook from the class's Swift overrides is the Swift's to say again.
    if options.background != .opaque && options.backgroundLine == nil {
      parts.append("background: \(options.background.rawValue)")
    }
    if let source = options.zoomSource {
      parts += ["preferredTransition: zoom", "zoomSource: " + YAMLText.scalar(source)]
    }
    parts += barOptions(options)
    parts += options.lifecyclePresents.filter { $0.swiftLine == nil }.map(hook)
    return parts
  }

  /// The bar keys (N-20–N-22, M-23) that are not the default.
  private static func barOptions(_ options: ControllerOptions) -> [String] {
    var parts: [String] = []
    if options.navigationBarHidden { parts.append("navigationBarHidden: true") }
    if !options.toolbarHidden { parts.append("toolbarHidden: false") }
    if options.prefersLargeTitles { parts.append("prefersLargeTitles: true") }
    if options.largeTitleDisplayMode != .automatic {
      parts.append("largeTitleDisplayMode: \(options.largeTitleDisplayMode.rawValue)")
    }
    if !options.toolbarItems.isEmpty {
      parts.append("toolbarItems: " + YAMLText.list(options.toolbarItems.map(YAMLText.scalar)))
    }
    if let search = options.search {
      parts.append(
        "searchController: {name: " + YAMLText.scalar(search.name)
          + (search.results.map { ", vc: " + YAMLText.scalar($0) } ?? "") + "}")
    }
    return parts
  }

  /// `onViewDidAppear: {present: V, style: …, once: true}` (P-10–P-12).
  static func hook(_ hook: LifecyclePresent) -> String {
    var parts = ["present: " + controller(hook.present.controller)]
    parts.append("style: \(hook.present.style.rawValue)")
    if let transition = hook.present.transition {
      parts.append("transition: \(transition.rawValue)")
    }
    if !hook.animated { parts.append("animated: false") }
    if hook.once { parts.append("once: true") }
    return hook.callback.sceneKey + ": {" + parts.joined(separator: ", ") + "}"
  }

  /// `[x, y, w, h]`.
  static func rect(_ frame: Rect) -> String {
    YAMLText.list([frame.x, frame.y, frame.width, frame.height].map(YAMLText.number))
  }
}
