import TransitionEngine

/// Steps as scene-file YAML (scene-format.md, Steps), for `w`: the steps added with the
/// action menu written after the scene's own. Covers what the menu builds; a step it cannot
/// write (custom presentations, sheets, animators) makes the whole save refuse, never a
/// file that loads to something else.
public enum StepWriter {
  /// The list items (`  - push: …` and their keys), or nil when a step cannot be written.
  public static func items(_ steps: [StepSpec], indent: String = "  ") -> String? {
    var text = ""
    for step in steps {
      guard let lines = lines(step) else { return nil }
      for (offset, line) in lines.enumerated() {
        text += indent + (offset == 0 ? "- " : "  ") + line + "\n"
      }
    }
    return text
  }

  /// One step: the action line, then its other keys.
  static func lines(_ step: StepSpec) -> [String]? {
    guard !step.interruptedByPop, step.animator == nil, step.perform == nil,
      var lines = action(step.action)
    else {
      return nil
    }
    if step.swipeCompleted { lines.append("interactive: completed") }
    if !step.animated { lines.append("animated: false") }
    if let note = step.note { lines.append("note: " + quoted(note)) }
    return lines
  }

  static func action(_ action: StepAction) -> [String]? {
    switch action {
    case .push(let pushed, let nav):
      return controller(pushed).map { ["push: \($0)"] + (nav.map { ["on: \($0)"] } ?? []) }
    case .pop(let nav, let cancelled):
      return ["pop: \(nav ?? "null")"] + (cancelled ? ["interactive: cancelled"] : [])
    case .popToRoot(let nav):
      return ["popToRoot: \(nav ?? "null")"]
    case .present(let present):
      return self.present(present)
    case .dismiss(let name, let cancelled):
      return ["dismiss: \(name)"] + (cancelled ? ["interactive: cancelled"] : [])
    case .show(let shown, let from):
      return controller(shown).map { ["show: \($0)", "from: \(from)"] }
    case .showDetail(let shown, let from):
      return controller(shown).map { ["showDetail: \($0)", "from: \(from)"] }
    case .select(let selector, let tab):
      let value: String
      switch selector {
      case .index(let index): value = "\(index)"
      case .name(let name): value = name
      }
      return ["select: \(value)"] + (tab.map { ["tab: \($0)"] } ?? [])
    case .addChild(let child, let parent):
      return controller(child).map { ["addChild: \($0)", "to: \(parent)"] }
    case .removeChild(let name):
      return ["removeChild: \(name)"]
    case .unwind(let destination, let source):
      return ["unwind: \(destination)", "from: \(source)"]
    case .rotate(let orientation):
      return ["rotate: \(orientation.rawValue)"]
    case .device(let name):
      return ["device: \(name)"]
    case .multitasking(let mode):
      return ["multitasking: \(mode.rawValue)"]
    case .code, .segue:
      return nil  // The menu never makes these: blocks of code are not written back.
    case .detent(let identifier, let on, let interactive):
      return ["detent: \(identifier)", "on: \(on)"] + (interactive ? ["interactive: true"] : [])
    }
  }

  static func present(_ present: PresentSpec) -> [String]? {
    guard present.custom == nil, present.sheet == nil, !present.interactiveCancelled,
      let controller = controller(present.controller)
    else { return nil }
    var lines = ["present: \(controller)", "from: \(present.from)"]
    lines.append("style: \(present.style.rawValue)")
    if let transition = present.transition { lines.append("transition: \(transition.rawValue)") }
    if let source = present.source { lines.append("source: \(source)") }
    return lines
  }

  /// A new plain controller: its bare name, or `{vc: Name, views: […], frame: […]}`. Other
  /// kinds and options are not written (the menu does not make them).
  static func controller(_ spec: ControllerSpec) -> String? {
    guard case .plain = spec.kind else { return nil }
    var options = spec.options
    let views = options.views
    let frame = options.frame
    options.views = []
    options.frame = nil
    guard options == ControllerOptions() else { return nil }
    if views.isEmpty && frame == nil { return spec.name }
    var parts = ["vc: \(spec.name)"]
    if !views.isEmpty { parts.append("views: [" + views.joined(separator: ", ") + "]") }
    if let frame {
      let numbers = [frame.x, frame.y, frame.width, frame.height].map(number)
      parts.append("frame: [" + numbers.joined(separator: ", ") + "]")
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// `16`, `16.5`: whole numbers without a decimal point.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A double-quoted YAML string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
