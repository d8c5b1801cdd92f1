import TransitionEngine

/// The explanation as the contract's JSON object: inputs, views, controllers, story, findings.
public enum ExplanationJSON {
  public static func render(_ result: Explanation) -> String {
    var out = "{\n  \"inputs\": ["
    out += result.inputs.map { input in
      let skipped = input.skipped.map {
        "{\"line\": \($0.line), \"text\": \(q($0.text)), \"reason\": \(q($0.reason.rawValue))}"
      }
      return
        "\n    {\"path\": \(q(input.path)), \"kind\": \(q(input.kind)), \"lines\": \(input.lines), "
        + "\"skipped\": [\(skipped.joined(separator: ", "))]}"
    }.joined(separator: ",")
    out += "\n  ],\n  \"views\": ["
    out += result.views.map { view in
      let frame = view.frame.map { "[" + $0.map(number).joined(separator: ", ") + "]" } ?? "null"
      let parent = view.parent.map { q(result.views[$0].id) } ?? "null"
      let owner = view.owner.map { q(result.controllers[$0].id) } ?? "null"
      return
        "\n    {\"address\": \(q(view.id)), \"class\": \(q(view.className)), \"frame\": \(frame), "
        + "\"depth\": \(view.depth), \"parent\": \(parent), \"role\": \(q(view.role.rawValue)), "
        + "\"owner\": \(owner), \"rule\": \(view.rule.map(q) ?? "null")}"
    }.joined(separator: ",")
    out += "\n  ],\n  \"controllers\": ["
    out += result.controllers.map { controller in
      let view =
        controller.view.map { q(result.views[$0].id) } ?? controller.viewAddress.map(q) ?? "null"
      let parent = controller.parent.map { q(result.controllers[$0].id) } ?? "null"
      let presenter = controller.presenter.map { q(result.controllers[$0].id) } ?? "null"
      return "\n    {\"address\": \(q(controller.id)), \"class\": \(q(controller.className)), "
        + "\"state\": \(controller.state.map { q($0.rawValue) } ?? "null"), "
        + "\"inWindow\": \(controller.viewLoaded && controller.inWindow), \"view\": \(view), "
        + "\"parent\": \(parent), \"presenter\": \(presenter), "
        + "\"presentedWith\": \(controller.presentedWith.map(q) ?? "null"), "
        + "\"style\": \(controller.style.map(q) ?? "null")}"
    }.joined(separator: ",")
    out += "\n  ],\n  \"story\": ["
    out += result.story.map { "\n    " + q($0) }.joined(separator: ",")
    out += "\n  ],\n  \"findings\": ["
    out += result.findings.map { finding in
      "\n    {\"kind\": \(q(finding.kind.rawValue)), \"rule\": \(finding.rule.map(q) ?? "null"), "
        + "\"text\": \(q(finding.text)), \"addresses\": ["
        + finding.addresses.map(q).joined(separator: ", ") + "]}"
    }.joined(separator: ",")
    return out + "\n  ]\n}\n"
  }

  private static func q(_ text: String) -> String { JSONWriter.quote(text) }

  private static func number(_ value: Double) -> String {
    value.isFinite ? StoryWriter.number(value) : "null"
  }
}
