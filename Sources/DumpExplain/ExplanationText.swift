import Wording

/// The explanation as text: the annotated trees, the story, the findings, the skipped lines.
/// In Chinese the headings and sentences are Chinese; roles, finding kinds, states and skip
/// reasons keep the contract's words.
public enum ExplanationText {
  public static func render(_ result: Explanation, language: Language = .en) -> String {
    let words = { (phrase: ExplainWords) in phrase.text(in: language) }
    let heading = { (section: ExplainWords.Section) in "== \(words(.section(section))) ==" }
    var lines: [String] = []
    if !result.views.isEmpty {
      lines.append(heading(.views))
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
      lines.append(heading(.controllers))
      for controller in result.controllers {
        var line = String(repeating: "  ", count: min(controller.depth, 60))
        line += controller.isPresented ? "+ " : ""
        line += "\(controller.className) \(controller.id): "
        line += ControllerStory.words(controller).text(in: language)
        if let with = controller.presentedWith {
          line += words(.presentedWith(with, style: controller.style))
        } else if controller.style == "root" {
          line += words(.root)
        }
        if let view = controller.view { line += words(.viewJoined(result.name(view: view))) }
        lines.append(line)
      }
    }
    lines.append(heading(.story))
    lines += result.story(in: language).map { "- " + $0 }
    lines.append(heading(.findings))
    if result.findings.isEmpty { lines.append(words(.noFindings)) }
    for finding in result.findings {
      let rule = finding.rule ?? words(.unknownRule)
      lines.append("- \(finding.kind.rawValue) [\(rule)]: \(finding.words.text(in: language))")
    }
    let skipped = result.inputs.flatMap { input in input.skipped.map { (input.path, $0) } }
    if !skipped.isEmpty {
      lines.append(heading(.skipped))
      for (path, line) in skipped {
        lines.append("\(path):\(line.line): \(line.reason.rawValue): \(line.text)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
