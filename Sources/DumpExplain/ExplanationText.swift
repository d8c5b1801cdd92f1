/// The explanation as text: the annotated trees, the story, the findings, the skipped lines.
public enum ExplanationText {
  public static func render(_ result: Explanation) -> String {
    var lines: [String] = []
    if !result.views.isEmpty {
      lines.append("== views ==")
      let marked = Set(result.findings.flatMap(\.addresses))
      for (index, view) in result.views.enumerated() {
        var line = String(repeating: "  ", count: min(view.depth, 60))
        line += (marked.contains(view.id) ? "! " : "") + "\(view.className) \(view.id)"
        line += " " + StoryWriter.frameText(view.frame)
        line += "  \(view.role.rawValue)"
        if let owner = view.owner { line += " <\(result.name(controller: owner))>" }
        if let rule = view.rule { line += " [\(rule)]" }
        _ = index
        lines.append(line)
      }
    }
    if !result.controllers.isEmpty {
      lines.append("== controllers ==")
      for controller in result.controllers {
        var line = String(repeating: "  ", count: min(controller.depth, 60))
        line += controller.isPresented ? "+ " : ""
        line += "\(controller.className) \(controller.id): "
        line += ControllerStory.state(controller)
        if let with = controller.presentedWith {
          line += ", presented with \(with) (\(controller.style ?? "style unknown"))"
        } else if controller.style == "root" {
          line += ", root"
        }
        if let view = controller.view { line += ", view joined: \(result.name(view: view))" }
        lines.append(line)
      }
    }
    lines.append("== story ==")
    lines += result.story.map { "- " + $0 }
    lines.append("== findings ==")
    if result.findings.isEmpty { lines.append("none") }
    for finding in result.findings {
      lines.append("- \(finding.kind.rawValue) [\(finding.rule ?? "unknown")]: \(finding.text)")
    }
    let skipped = result.inputs.flatMap { input in input.skipped.map { (input.path, $0) } }
    if !skipped.isEmpty {
      lines.append("== skipped ==")
      for (path, line) in skipped {
        lines.append("\(path):\(line.line): \(line.reason.rawValue): \(line.text)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
