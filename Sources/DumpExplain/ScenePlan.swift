import SceneText
import TransitionEngine

/// The work of `DumpSceneWriter`: names, the root tree, steps and comments, as a
/// `SceneDocument` that SceneText writes.
struct ScenePlan {
  let result: Explanation
  var names: [String?]
  var used: Set<String> = []
  /// Comment lines (without `#`) at the top of the file.
  var header: [String] = []
  /// Comment lines before `root:`.
  var rootNotes: [String] = []
  var title = ""
  var about = ""
  var device = Device.defaultName
  var orientation = Orientation.portrait
  /// The dump's window size when no preset has it (`window:`).
  var window: Size?
  var ios = 17
  var root = ControllerSpec(name: "Root")
  var steps: [StepSpec] = []
  /// Comment lines before the step at each index; at `steps.count`, after the last step.
  var stepNotes: [Int: [String]] = [:]
  var rebuild = 0
  /// `ControllerN` names given so far to controllers the dump shows only by their views.
  var unknownControllers = 0
  /// What the scene says when no preset has the window's size.
  var sizeNote: String?
  var next: String?

  init(_ result: Explanation) {
    self.result = result
    names = Array(repeating: nil, count: result.controllers.count)
  }

  mutating func build() {
    header.append(
      "Written by tscope explain from \(result.inputs.map(\.path).joined(separator: ", ")).")
    let files = result.inputs.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
    title = "The app's state from its dump (\(files.joined(separator: ", ")))"
    about = aboutText()
    readDevice()
    if let sizeNote { about += " " + sizeNote }
    readIOS()
    if let rootIndex = result.controllers.firstIndex(where: { $0.style == "root" }) {
      fromControllers(rootIndex)
    } else {
      ViewScene.build(&self)
    }
  }

  func draft() -> SceneDraft {
    var notes = stepNotes
    let footer = notes.removeValue(forKey: steps.count) ?? []
    var scene = SceneSpec(
      title: title, about: about, device: device, orientation: orientation, ios: ios,
      root: root, steps: steps)
    scene.window = window
    let document = SceneDocument(
      scene: scene,
      header: header, beforeRoot: rootNotes, beforeStep: notes, footer: footer)
    return SceneDraft(
      document: document, names: names, rebuildSteps: rebuild, nextStep: next)
  }

  /// A comment before the next step written (or after the last one).
  mutating func note(_ text: String) {
    stepNotes[steps.count, default: []].append(text)
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

  /// The findings in one paragraph, for the viewer's Why pane before the first step.
  private func aboutText() -> String {
    let findings = result.findings.prefix(4).map {
      "\($0.kind.rawValue) (\($0.rule ?? "unknown")): \($0.text)"
    }
    let head = "Rebuilt by tscope explain: the steps before the last rebuild the dump's state."
    return ([head] + (findings.isEmpty ? ["No findings."] : findings)).joined(separator: " ")
  }

  /// The device the scene runs on: the preset whose portrait size is the dump's window, or,
  /// when none is, the nearest preset with the window's own size (`window:`), so the scene's
  /// frames are the dump's. Either way the header says what it assumed.
  private mutating func readDevice() {
    guard let window = result.views.first(where: { $0.role == .window }), let frame = window.frame,
      frame[2] > 0, frame[3] > 0
    else {
      header.append("assumed: the dump has no window frame, so the default device (iphone-15).")
      return
    }
    let (width, height) = (min(frame[2], frame[3]), max(frame[2], frame[3]))
    let size = "\(StoryWriter.number(width))x\(StoryWriter.number(height))"
    if frame[2] > frame[3] { orientation = .landscape }
    if let exact = Device.all.first(where: {
      $0.portraitSize.width == width && $0.portraitSize.height == height
    }) {
      device = exact.name
      let others = Device.all.filter {
        $0.name != exact.name && $0.portraitSize == exact.portraitSize
      }
      header.append(
        "device \(exact.name): the first preset whose screen is \(size) points, the dump's "
          + "window"
          + (others.isEmpty
            ? "." : " (also " + others.map(\.name).joined(separator: ", ") + ")."))
      return
    }
    let sorted = Device.all.sorted { a, b in
      let da = abs(a.portraitSize.width - width) + abs(a.portraitSize.height - height)
      let db = abs(b.portraitSize.width - width) + abs(b.portraitSize.height - height)
      return da < db
    }
    guard let best = sorted.first, SceneSizes.windowSides.contains(width),
      SceneSizes.windowSides.contains(height)
    else { return }
    device = best.name
    self.window = Size(width: width, height: height)
    sizeNote =
      "The dump's window is \(StoryWriter.number(frame[2]))x\(StoryWriter.number(frame[3])); "
      + "no device preset has that size, so the scene keeps it with 'window: [\(StoryWriter.number(width)), "
      + "\(StoryWriter.number(height))]' and takes the bars and safe areas of the nearest preset, "
      + "\(best.name) (inferred)."
    header.append(
      "assumed: no preset is \(size) (the window's frame); 'window' keeps that size, with "
        + "the bars and safe areas of the nearest preset, \(best.name)."
    )
  }

  private mutating func readIOS() {
    switch (result.iosAtLeast, result.iosAtMost) {
    case (let low?, let high?) where low <= high:
      ios = max(low, min(high, 17))
      header.append("ios \(ios): the dump's evidence: iOS \(low) to \(high)")
    case (let low?, nil):
      ios = max(low, 17)
      header.append("ios \(ios): the dump's evidence: iOS \(low) or later")
    case (nil, let high?):
      ios = max(7, high)
      header.append("ios \(ios): the dump's evidence: iOS \(high) or earlier")
    default:
      header.append("assumed: the dump tells no iOS version, so the default (17).")
    }
  }
}
