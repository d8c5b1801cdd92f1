import DumpExplain
import RuleBook
import Wording

/// The text of the dump's panes: its tree with roles and owners (`!` before the views a
/// finding is about, so the mark shows without colour), the joined controllers, and the Why
/// pane's explanation of the selected view with the story and the findings.
enum DumpLines {
  /// One row per view, as the dump printed it: class, address, frame, then role and owner.
  static func views(_ page: DumpPage) -> [Line] {
    let result = page.explanation
    let marked = page.marked
    return result.views.map { view in
      var line: Line = [
        Span(marked.contains(view.id) ? "! " : "  ", Style(.error, bold: true)),
        Span(String(repeating: "  ", count: min(view.depth, 30))),
        Span(view.className, view.isHidden ? .dim : .normal),
        Span(" \(view.id) \(view.frameText)", .dim),
        Span("  \(view.role.rawValue)", .accent),
      ]
      if let owner = view.owner, result.controllers.indices.contains(owner) {
        let controller = result.controllers[owner]
        line.append(Span(" <\(controller.className) \(controller.id)>", .header))
      }
      return line
    }
  }

  /// One row per controller, `_printHierarchy`'s `+` before the presented ones.
  static func controllers(_ page: DumpPage, language: Language = .en) -> [Line] {
    let result = page.explanation
    let words = { (phrase: ExplainWords) in phrase.text(in: language) }
    guard !result.controllers.isEmpty else {
      return [[Span(words(.noHierarchy), .dim)]]
    }
    return result.controllers.map { controller in
      var line: Line = [
        Span(String(repeating: "  ", count: min(controller.depth, 30))),
        Span(controller.isPresented ? "+ " : ""),
        Span(controller.className, controller.inWindow ? .normal : .dim),
        Span(" \(controller.id)", .dim),
        Span(": \(controller.stateText(in: language))", .accent),
      ]
      if let with = controller.presentedWith {
        line.append(Span(words(.presentedWith(with, style: controller.style))))
      } else if controller.style == "root" {
        line.append(Span(words(.root)))
      }
      return line
    }
  }

  /// The Why pane: the selected view (role, why, owner, rule, its findings), then the story
  /// and every finding, wrapped to `width`.
  static func why(_ page: DumpPage, width: Int, language: Language = .en) -> [Line] {
    let words = { (phrase: ExplainWords) in phrase.text(in: language) }
    var paragraphs: [(String, Style.Role)] = []
    let result = page.explanation
    if result.views.indices.contains(page.selected) {
      let view = result.views[page.selected]
      paragraphs.append(
        (
          "\(view.className) \(view.id): \(view.role.rawValue) [\(view.rule ?? words(.unknownRule))]",
          .header
        )
      )
      paragraphs.append((view.whyWords.text(in: language), .normal))
      paragraphs.append((owner(view, result, language: language), .normal))
      if let id = view.rule, let rule = RuleBook.rule(id) {
        paragraphs.append(("\(rule.id) \(rule.title(in: language)): \(rule.statement)", .dim))
      } else {
        paragraphs.append((words(.ruleUnknown), .dim))
      }
      for finding in result.findings where finding.addresses.contains(view.id) {
        paragraphs.append((findingText(finding, language: language), .error))
      }
    }
    paragraphs.append((words(.section(.story)) + ":", .header))
    paragraphs += result.story(in: language).map { ("- " + $0, .normal) }
    paragraphs.append((words(.section(.findings)) + ":", .header))
    if result.findings.isEmpty { paragraphs.append((words(.noFindings), .dim)) }
    paragraphs += result.findings.map { (findingText($0, language: language), .normal) }
    var lines: [Line] = []
    for (text, role) in paragraphs {
      lines += TextWrap.wrap(text, width: max(width, 1)).map { [Span($0, Style(role))] }
    }
    return lines
  }

  static func findingText(_ finding: Finding, language: Language = .en) -> String {
    let rule = finding.rule ?? ExplainWords.unknownRule.text(in: language)
    return "! \(finding.kind.rawValue) [\(rule)]: \(finding.words.text(in: language))"
  }

  /// Whose view it is, or why that is not known.
  static func owner(_ view: ExplainedView, _ result: Explanation, language: Language = .en)
    -> String
  {
    let words = { (phrase: ExplainWords) in phrase.text(in: language) }
    if let owner = view.owner, result.controllers.indices.contains(owner) {
      let controller = result.controllers[owner]
      return words(
        .owner(
          "\(controller.className) \(controller.id)", state: controller.stateText(in: language)))
    }
    if result.controllers.isEmpty { return words(.ownerUnknown) }
    return words(.ownerNone)
  }
}
