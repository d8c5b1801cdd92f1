import TransitionEngine

/// Steps as scene-file YAML (Scenes/README.md, Steps), for `w`: the steps added with the
/// action menu written after the scene's own. Writes every step the loader reads, so that the
/// file loads to the same timeline: the action key from `StepActionKey`, that action's own
/// keys, and blocks of code (`animator`, `code`, `perform`) as literal blocks (`|`).
public enum StepWriter {
  /// The list items (`  - push: …` and their keys).
  public static func items(_ steps: [StepSpec], indent: String = "  ") -> String {
    var text = ""
    for step in steps {
      for (offset, line) in lines(step).enumerated() {
        text += indent + (offset == 0 ? "- " : "  ") + line + "\n"
      }
    }
    return text
  }

  /// One step: the action line, then its other keys.
  static func lines(_ step: StepSpec) -> [String] {
    var lines = action(step.action)
    if step.interruptedByPop { lines.append("interrupted: true") }
    if step.swipeCompleted { lines.append("interactive: completed") }
    if step.contentPop { lines.append("gesture: content") }
    if step.tapOutside {  // M-22
      lines += ["interactive: completed", "gesture: tapOutside"]
      if let at = step.tapAt { lines.append("at: " + YAMLText.scalar(at)) }
    }
    if let interaction = step.interaction { lines.append("interactive: " + interaction.rawValue) }
    if !step.animated { lines.append("animated: false") }
    if let note = step.note { lines.append("note: " + YAMLText.quoted(note)) }
    // Real Swift is written as the scene wrote it: the lines it ran into are the Swift's to
    // give again.
    let swift = step.swift?.keys ?? []
    if let perform = step.perform, !swift.contains(where: { $0.key == "class" }) {
      lines += block("perform", perform)
    }
    if let animator = step.animator, step.swift == nil { lines += block("animator", animator) }
    for key in swift {
      lines += key.isBlock ? swiftBlock(key) : [key.key + ": " + YAMLText.quoted(key.text)]
    }
    return lines
  }

  /// `animator: |` and the Swift as written, without the final newline a literal block
  /// keeps; `|2` when its first line is indented (YAML takes a block's indentation from it).
  static func swiftBlock(_ key: SwiftStepKeys.Key) -> [String] {
    var lines = key.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    let indented = lines.first { !$0.isEmpty }?.first == " "
    return ["\(key.key): |" + (indented ? "2" : "")]
      + lines.map { $0.isEmpty ? "" : "  " + $0 }
  }

  /// `key: |` and the block's statements as they were written, one a line.
  static func block(_ key: String, _ block: CodeBlock) -> [String] {
    YAMLText.block(key, block.lines.flatMap(text))
  }

  /// A line as written, and a trailing completion block's lines inside `{ … }` (P-13, D-5).
  static func text(_ line: CodeLine) -> [String] {
    guard !line.completion.isEmpty else { return [line.text] }
    return ["\(line.text) {"] + line.completion.flatMap(text).map { "  " + $0 } + ["}"]
  }

  /// The action's key with its value, then the action's own keys.
  static func action(_ action: StepAction) -> [String] {
    let key = action.key.rawValue
    let name = YAMLText.scalar
    let controller = ControllerWriter.controller
    switch action {
    case .push(let pushed, let nav):
      return ["\(key): " + controller(pushed)] + (nav.map { ["on: " + name($0)] } ?? [])
    case .pop(let nav, let cancelled):
      return ["\(key): " + (nav.map(name) ?? "null")] + (cancelled ? cancelledLine : [])
    case .popToRoot(let nav):
      return ["\(key): " + (nav.map(name) ?? "null")]
    case .present(let present):
      return ["\(key): " + controller(present.controller)] + self.present(present)
    case .dismiss(let dismissed, let cancelled):
      return ["\(key): " + name(dismissed)] + (cancelled ? cancelledLine : [])
    case .show(let shown, let from), .showDetail(let shown, let from):
      return ["\(key): " + controller(shown), "from: " + name(from)]
    case .select(let selector, let tab):
      return ["\(key): " + ControllerWriter.selector(selector)]
        + (tab.map { ["tab: " + name($0)] } ?? [])
    case .addChild(let child, let parent):
      return ["\(key): " + controller(child), "to: " + name(parent)]
    case .removeChild(let child):
      return ["\(key): " + name(child)]
    case .unwind(let destination, let source):
      return ["\(key): " + name(destination), "from: " + name(source)]
    case .rotate(let orientation):
      return ["\(key): \(orientation.rawValue)"]
    case .device(let device):
      return ["\(key): " + name(device)]
    case .multitasking(let mode):
      return ["\(key): \(mode.rawValue)"]
    case .code(let code):
      return block(key, code)
    case .segue(let destination, let source, let kind):
      return [
        "\(key): " + controller(destination), "from: " + name(source), "kind: \(kind.rawValue)",
      ]
    case .detent(let identifier, let on, let interactive):
      return ["\(key): " + name(identifier), "on: " + name(on)]
        + (interactive ? ["interactive: true"] : [])
    case .tabBarHidden(let hidden, let tab):
      return ["\(key): \(hidden)"] + (tab.map { ["tab: " + name($0)] } ?? [])
    case .selectTab(let tab, let inTab):
      return ["\(key): " + name(tab)] + (inTab.map { ["tab: " + name($0)] } ?? [])
    case .scroll(let down, let inTab):
      return ["\(key): " + (down ? "down" : "up")] + (inTab.map { ["tab: " + name($0)] } ?? [])
    case .bottomAccessory(let content, let inTab):
      return ["\(key): " + (content.map(name) ?? "null")]
        + (inTab.map { ["tab: " + name($0)] } ?? [])
    case .barHidden(_, let hidden, let nav):
      return ["\(key): \(hidden)"] + (nav.map { ["on: " + name($0)] } ?? [])
    case .popTo(let target, let nav):
      return ["\(key): " + name(target)] + (nav.map { ["on: " + name($0)] } ?? [])
    case .search(let active, let host):
      return ["\(key): " + (active ? "active" : "inactive"), "on: " + name(host)]
    case .setPage(let turn):  // K-10
      return ["\(key): " + controller(turn.page), "on: " + name(turn.pager)]
        + (turn.direction == .forward ? [] : ["direction: \(turn.direction.rawValue)"])
        + (turn.swipe.map { ["interactive: \($0.rawValue)"] } ?? [])
    case .setViewControllers(let stack, let nav):
      return ["\(key): " + YAMLText.list(stack.map(controller))]
        + (nav.map { ["on: " + name($0)] } ?? [])
    case .column(let column, _, let split):
      return ["\(key): \(column.rawValue)"] + (split.map { ["on: " + name($0)] } ?? [])
    case .setColumn(let spec, let column, let split):
      return ["\(key): " + controller(spec), "column: \(column.rawValue)"]
        + (split.map { ["on: " + name($0)] } ?? [])
    }
  }

  static let cancelledLine = ["interactive: cancelled"]

  /// A present step's keys besides the controller: `from`, `style`, `transition`, `source`,
  /// `custom`, `interactive` and `sheet`.
  static func present(_ present: PresentSpec) -> [String] {
    var lines = ["from: " + YAMLText.scalar(present.from)]
    // §5: a style the controller's class sets on itself is asked again when the step is read.
    if present.styleQuestion?.asksPresentation != true {
      lines.append("style: \(present.style.rawValue)")
    }
    if let transition = present.transition { lines.append("transition: \(transition.rawValue)") }
    if let source = present.source { lines.append("source: " + YAMLText.scalar(source)) }
    if let anchor = present.anchor { lines.append("anchor: " + self.anchor(anchor)) }
    if !present.passthrough.isEmpty {
      lines.append("passthrough: " + YAMLText.list(present.passthrough.map(YAMLText.scalar)))
    }
    // A presentation controller from the Swift files (it has `code`) is the Swift's to say.
    if let custom = present.custom, custom.code == nil {
      lines.append("custom: " + self.custom(custom))
    }
    if present.interactiveCancelled { lines += cancelledLine }
    if let sheet = present.sheet { lines.append("sheet: " + self.sheet(sheet)) }
    return lines
  }

  /// `{sourceView: Name, sourceRect: […]}`, `{barButtonItem: …}` or `{sourceItem: …}` (M-17).
  static func anchor(_ anchor: PopoverAnchor) -> String {
    switch anchor {
    case .sourceView(let view, let rect):
      let at = rect.map { ", sourceRect: " + ControllerWriter.rect($0) } ?? ""
      return "{sourceView: " + YAMLText.scalar(view) + at + "}"
    case .barButtonItem(let slot): return "{barButtonItem: \(slot.rawValue)}"
    case .sourceItem(.barButtonItem(let slot)): return "{sourceItem: \(slot.rawValue)}"
    case .sourceItem(.view(let view)): return "{sourceItem: " + YAMLText.scalar(view) + "}"
    }
  }

  /// `{frame: […], removesPresentersView: …, presentsInFullscreen: …, chrome: […], …}`.
  static func custom(_ custom: CustomPresentation) -> String {
    var parts: [String] = []
    if let frame = custom.frame { parts.append("frame: " + ControllerWriter.rect(frame)) }
    parts.append("removesPresentersView: \(custom.removesPresentersView)")
    parts.append("presentsInFullscreen: \(custom.presentsInFullscreen)")
    if !custom.chrome.isEmpty {
      parts.append("chrome: " + YAMLText.list(custom.chrome.map(YAMLText.scalar)))
    }
    if custom.wrapsPresentedView { parts.append("presentedView: wrapper") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// `{detents: [medium, {custom: Name, height: 200}], selected: …, …}`.
  static func sheet(_ sheet: SheetConfiguration) -> String {
    let detents = sheet.detents.map { detent in
      switch detent {
      case .medium, .large: return detent.identifier
      case .custom(let name, let height):
        return "{custom: \(YAMLText.scalar(name)), height: \(YAMLText.number(height))}"
      }
    }
    var parts = ["detents: " + YAMLText.list(detents)]
    if let selected = sheet.selected { parts.append("selected: " + YAMLText.scalar(selected)) }
    if let undimmed = sheet.largestUndimmed {
      parts.append("largestUndimmed: " + YAMLText.scalar(undimmed))
    }
    parts.append("grabber: \(sheet.grabber)")
    parts.append("edgeAttachedInCompactHeight: \(sheet.edgeAttachedInCompactHeight)")
    if sheet.widthFollowsPreferredContentSize {
      parts.append("widthFollowsPreferredContentSizeWhenEdgeAttached: true")
    }
    if let placement = sheet.placement { parts.append("placement: \(placement.rawValue)") }
    return "{" + parts.joined(separator: ", ") + "}"
  }
}
