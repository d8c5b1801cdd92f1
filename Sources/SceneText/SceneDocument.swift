import TransitionEngine

/// A whole scene to be written as a scene file: the scene itself and the comments that go
/// with it (what was assumed, and why), each before the key or step it is about.
public struct SceneDocument: Hashable, Sendable {
  public var scene: SceneSpec
  /// Comment lines at the top of the file, before `title:`.
  public var header: [String]
  /// Comment lines before `root:`.
  public var beforeRoot: [String]
  /// Comment lines before the step at each index.
  public var beforeStep: [Int: [String]]
  /// Comment lines after the last step.
  public var footer: [String]

  public init(
    scene: SceneSpec, header: [String] = [], beforeRoot: [String] = [],
    beforeStep: [Int: [String]] = [:], footer: [String] = []
  ) {
    self.scene = scene
    self.header = header
    self.beforeRoot = beforeRoot
    self.beforeStep = beforeStep
    self.footer = footer
  }

  /// The scene file's text: comments, the setting keys, the root controller tree as block
  /// mappings, then the steps as `StepWriter` writes them (Scenes/README.md). Every string is
  /// plain only where YAML reads it back as the same string, and every control character is
  /// escaped (in a comment too), so loading the text gives this scene back.
  public var text: String {
    var lines = header.map(YAMLText.comment)
    lines.append("title: " + YAMLText.quoted(scene.title))
    if let about = scene.about { lines.append("about: " + YAMLText.quoted(about)) }
    lines.append("device: " + YAMLText.scalar(scene.device))
    if let window = scene.window {
      lines.append("window: " + YAMLText.list([window.width, window.height].map(YAMLText.number)))
    }
    if scene.orientation != .portrait { lines.append("orientation: \(scene.orientation.rawValue)") }
    lines.append("ios: \(scene.ios)")
    if scene.multitasking != .full { lines.append("multitasking: \(scene.multitasking.rawValue)") }
    if !scene.swiftFiles.isEmpty {
      lines.append("swift: " + YAMLText.list(scene.swiftFiles.map(YAMLText.scalar)))
    }
    lines += beforeRoot.map(YAMLText.comment)
    lines.append("root:")
    lines += ControllerWriter.block(scene.root).map { "  " + $0 }
    lines.append(scene.steps.isEmpty ? "steps: []" : "steps:")
    for (index, step) in scene.steps.enumerated() {
      lines += (beforeStep[index] ?? []).map { "  " + YAMLText.comment($0) }
      lines += StepWriter.lines(step).enumerated().map {
        ($0.offset == 0 ? "  - " : "    ") + $0.element
      }
    }
    lines += footer.map { "  " + YAMLText.comment($0) }
    return lines.joined(separator: "\n") + "\n"
  }
}
