import TransitionEngine

/// The work of `DumpSceneWriter`: names, the root tree, steps and comments.
struct ScenePlan {
  let result: Explanation
  var names: [String?]
  var used: Set<String> = []
  var header: [String] = []
  var root: [String] = []
  var steps: [String] = []
  var rebuild = 0
  var next: String?

  init(_ result: Explanation) {
    self.result = result
    names = Array(repeating: nil, count: result.controllers.count)
  }

  mutating func build() {
    header.append(
      "# Written by tscope explain from \(result.inputs.map(\.path).joined(separator: ", ")).")
    let files = result.inputs.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
    header.append(
      "title: \(yaml("The app's state from its dump (\(files.joined(separator: ", ")))"))")
    header.append("about: \(yaml(about()))")
    device()
    ios()
    if let rootIndex = result.controllers.firstIndex(where: { $0.style == "root" }) {
      fromControllers(rootIndex)
    } else {
      ViewScene.build(&self)
    }
  }

  func draft() -> SceneDraft {
    var lines = header
    lines += root
    lines.append(steps.isEmpty ? "steps: []" : "steps:")
    lines += steps
    return SceneDraft(
      text: lines.joined(separator: "\n") + "\n", names: names, rebuildSteps: rebuild,
      nextStep: next)
  }

  /// A unique scene name from a class name: the last part of a module path, letters and
  /// digits only.
  mutating func name(for className: String, index: Int?) -> String {
    let last = className.split(separator: ".").last.map(String.init) ?? className
    var base = String(last.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(40))
    if base.first?.isLetter != true { base = "VC" + base }
    var candidate = base
    var counter = 2
    while used.contains(candidate) {
      candidate = base + String(counter)
      counter += 1
    }
    used.insert(candidate)
    if let index { names[index] = candidate }
    return candidate
  }

  /// A YAML double-quoted scalar.
  func yaml(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out += scalar.value < 0x20 ? " " : String(scalar)
      }
    }
    return out + "\""
  }

  /// The findings in one paragraph, for the viewer's Why pane before the first step.
  private func about() -> String {
    let findings = result.findings.prefix(4).map {
      "\($0.kind.rawValue) (\($0.rule ?? "unknown")): \($0.text)"
    }
    let head = "Rebuilt by tscope explain: the steps before the last rebuild the dump's state."
    return ([head] + (findings.isEmpty ? ["No findings."] : findings)).joined(separator: " ")
  }

  private mutating func device() {
    guard let window = result.views.first(where: { $0.role == .window }), let frame = window.frame,
      frame[2] > 0, frame[3] > 0
    else {
      header.append("# assumed: the dump has no window frame, so the default device (iphone-15).")
      return
    }
    let (width, height) = (min(frame[2], frame[3]), max(frame[2], frame[3]))
    let sorted = Device.all.sorted { a, b in
      let da = abs(a.portraitSize.width - width) + abs(a.portraitSize.height - height)
      let db = abs(b.portraitSize.width - width) + abs(b.portraitSize.height - height)
      return da < db
    }
    guard let best = sorted.first else { return }
    if best.portraitSize.width != width || best.portraitSize.height != height {
      header.append(
        "# assumed: no preset is \(StoryWriter.number(width))x\(StoryWriter.number(height)) (the window's "
          + "frame); the nearest is \(best.name), \(StoryWriter.number(best.portraitSize.width))x\(StoryWriter.number(best.portraitSize.height))."
      )
    }
    header.append("device: \(best.name)")
    if frame[2] > frame[3] { header.append("orientation: landscape") }
  }

  private mutating func ios() {
    switch (result.iosAtLeast, result.iosAtMost) {
    case (let low?, let high?) where low <= high:
      header.append("ios: \(max(low, min(high, 17)))  # the dump's evidence: iOS \(low) to \(high)")
    case (let low?, nil):
      header.append("ios: \(max(low, 17))  # the dump's evidence: iOS \(low) or later")
    case (nil, let high?):
      header.append("ios: \(max(7, high))  # the dump's evidence: iOS \(high) or earlier")
    default:
      header.append("# assumed: the dump tells no iOS version, so the default (17).")
    }
  }
}
