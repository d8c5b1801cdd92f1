import TransitionEngine
import Yams

/// Reads the top level of a scene file (setting, `root`, `steps`) into a `SceneSpec`.
struct SceneReader {
  static let keys = [
    "title", "about", "device", "window", "orientation", "ios", "multitasking", "swift", "root",
    "steps",
  ]
  static var windowSides: ClosedRange<Double> { SceneSizes.windowSides }
  static let iosVersions = 7...30

  let context: ReadContext
  private var reader: NodeReader { context.reader }

  /// The scene up to its steps, and its steps to be read one at a time (`SceneStream`).
  func readUpToSteps(_ node: Node) throws(SceneError) -> SceneStream {
    let map = try MappingReader(node, for: "the scene", what: "scene", reader: reader)
    try map.checkKeys(allowed: Self.keys)
    let title = try reader.string(map.required("title"), for: "'title'")
    var scene = SceneSpec(title: title, root: ControllerSpec(name: ""))
    scene.about = try map.optionalText("about")
    if let node = map.optional("device") {
      scene.device = try reader.device(node, for: "'device'")
    }
    if let node = map.optional("window") {
      let size = try reader.numbers(node, names: ["w", "h"], for: "'window'")
      guard size.allSatisfy(Self.windowSides.contains) else {
        throw reader.error(
          "'window' sides must be from \(Int(Self.windowSides.lowerBound)) to "
            + "\(Int(Self.windowSides.upperBound)) points", at: node)
      }
      scene.window = Size(width: size[0], height: size[1])
    }
    if let node = map.optional("orientation") {
      scene.orientation = try reader.choice(
        node, as: Orientation.self, noun: "orientation", for: "'orientation'")
    }
    if let node = map.optional("ios") {
      scene.ios = try reader.integer(node, for: "'ios'")
      guard Self.iosVersions.contains(scene.ios) else {
        throw reader.error(
          "'ios' must be between \(Self.iosVersions.lowerBound) and "
            + "\(Self.iosVersions.upperBound), found \(scene.ios)", at: node)
      }
      context.ios = scene.ios
    }
    if let node = map.optional("multitasking") {
      scene.multitasking = try reader.choice(
        node, as: Multitasking.self, noun: "multitasking mode", for: "'multitasking'")
    }
    context.windowSize = Device.named(scene.device).map {
      Environment(
        device: scene.window.map($0.withWindow) ?? $0, orientation: scene.orientation,
        multitasking: scene.multitasking,
        ios: scene.ios
      ).windowSize
    }
    context.containerSizes = Self.reachableSizes(of: scene, steps: map.optional("steps"))
    if let node = map.optional("swift") {
      scene.swiftFiles = try SwiftStepReader(context: context).readFiles(node)
    }
    let root = try map.required("root")
    scene.root = try ControllerReader(context: context, position: .root).read(root, for: "'root'")
    let steps = try map.optional("steps").map { node throws(SceneError) in
      try stepEntries(node)
    }
    return SceneStream(scene: scene, entries: steps ?? [], context: context)
  }

  private func stepEntries(_ node: Node) throws(SceneError) -> [Node] {
    let entries = try reader.sequence(node, for: "'steps'")
    if entries.count > InputLimits.maxSteps {
      throw reader.error(
        "too many steps (\(entries.count); the limit is \(InputLimits.maxSteps))", at: node)
    }
    return entries
  }
}
