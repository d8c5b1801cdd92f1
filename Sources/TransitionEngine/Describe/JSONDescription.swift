/// Renders a timeline as the JSON document of the `tscope print --format json` contract.
public enum JSONDescription {
  public static func render(_ timeline: Timeline, steps: [Step]? = nil) -> String {
    let env = timeline.environment
    let size = env.windowSize
    let device = object([
      ("name", quote(env.device.name)), ("width", JSONWriter.number(size.width)),
      ("height", JSONWriter.number(size.height)), ("orientation", quote(env.orientation.rawValue)),
      ("horizontalSizeClass", quote(env.traits.horizontal.rawValue)),
      ("verticalSizeClass", quote(env.traits.vertical.rawValue)), ("ios", String(env.ios)),
      ("multitasking", quote(env.multitasking.rawValue)),
    ])
    let stepList = (steps ?? timeline.steps).map(step)
    return object([
      ("title", quote(timeline.title)), ("about", timeline.about.map(quote) ?? "null"),
      ("device", device), ("steps", array(stepList)),
    ]) + "\n"
  }

  static func step(_ step: Step) -> String {
    object([
      ("index", String(step.index)), ("action", quote(step.action.description)),
      ("note", step.note.map(quote) ?? "null"),
      ("warnings", array(step.warnings.map(quote))), ("error", step.error.map(quote) ?? "null"),
      ("phases", array(step.phases.map(phase))),
    ])
  }

  static func phase(_ phase: Phase) -> String {
    object([
      ("name", quote(phase.name)), ("window", view(phase.window)),
      ("controllers", controller(phase.controllers)),
      ("events", array(phase.events.map { quote($0.description) })),
      ("explanation", quote(phase.explanation)),
      // Consequences of the app's own mistakes UIKit lets stand, e.g.
      // "appearance out of step: Home"; empty when the app did nothing wrong.
      ("appMistakes", array(phase.appMistakes.map { quote($0.description) })),
    ])
  }

  static func view(_ node: ViewNode) -> String {
    let frame = [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
      .map(JSONWriter.number).joined(separator: ", ")
    var pairs: [(String, String)] = [
      ("class", quote(node.className)), ("frame", "[\(frame)]"),
    ]
    if !node.transform.isIdentity {
      let values = node.transform.values.map(Transform.format).joined(separator: ", ")
      pairs.append(("transform", "[\(values)]"))
    }
    if node.alpha != 1 { pairs.append(("alpha", Transform.format(node.alpha))) }
    pairs += [
      ("owner", node.owner.map(quote) ?? "null"),
      ("role", node.role.map { quote($0.rawValue) } ?? "null"),
      ("hidden", node.isHidden ? "true" : "false"), ("subviews", array(node.subviews.map(view))),
    ]
    return object(pairs)
  }

  static func controller(_ node: ControllerNode) -> String {
    object([
      ("name", quote(node.name)), ("class", quote(node.className)),
      ("state", quote(node.state.rawValue)), ("inWindow", node.inWindow ? "true" : "false"),
      ("children", array(node.children.map(controller))),
      ("presented", node.presented.map(controller) ?? "null"),
      ("presentationController", node.presentationControllerClass.map(quote) ?? "null"),
    ])
  }

  private static func quote(_ text: String) -> String { JSONWriter.quote(text) }

  private static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  private static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
  }
}
