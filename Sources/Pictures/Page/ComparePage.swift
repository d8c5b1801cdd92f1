import TUI
import Wording
import TransitionEngine

/// `tscope export A --compare B`: two scenes on one page, stepped in lockstep as `tscope
/// compare` pairs them (`Lockstep`: step N beside step N, phases of the same name side by
/// side, a phase only one scene has beside the other's last), each side with its layers in
/// 3D, its screen picture and its Why. The layers of both sides turn together. The element
/// ids `#left`, `#right` and `#row` are a contract (`.ci/page-check` reads them).
public enum ComparePage {
  /// The page for `left` beside `right` (their positions are ignored).
  public static func render(
    _ left: SceneSession, _ right: SceneSession, layout: WalkPage.Layout = .standard,
    language: Language = .en
  ) -> String {
    var leftData = WalkPageData()
    var rightData = WalkPageData()
    leftData.language = language
    rightData.language = language
    leftData.tweenFrames = 0
    rightData.tweenFrames = 0
    let lockstep = Lockstep(left: left.timeline, right: right.timeline)
    let rows = lockstep.rows.map { row in
      "["
        + [row.step, row.left.step, row.left.phase, row.right.step, row.right.phase].map(
          String.init
        )
        .joined(separator: ",") + ",\(row.leftOwn),\(row.rightOwn)]"
    }
    let json = WalkPage.scriptSafe(
      "{\"left\":\(leftData.json(left)),\"right\":\(rightData.json(right)),\"rows\":["
        + rows.joined(separator: ",") + "]}")
    let title = WalkPage.escape(
      "TransitionScope · " + left.timeline.title + " | " + right.timeline.title)
    let body = layout == .present ? "<body class=\"present compare\">" : "<body class=\"compare\">"
    return PageDocument.render(
      title: title, generator: "tscope export --compare",
      css: WalkPageStyle.css + WalkPageLayers.css + ComparePageScript.css, body: body,
      content: """
        <header><p id="row" aria-live="polite"></p></header>
        <main id="sides">
        \(side("left"))
        \(side("right"))
        </main>
        """, keys: PageWords.compareKeys.text(in: language), json: json,
      javascript: WalkPageLayers.javascript
        + PageWords.script(ComparePageScript.javascript, in: language),
      language: PageWords.htmlLanguage.text(in: language))
  }

  private static func side(_ id: String) -> String {
    """
    <section id="\(id)" class="side" aria-label="\(id)"><h1 class="scene"></h1><p class="phase"></p>\
    <div class="pair"><div class="screen"></div><div class="layers"><div class="stage"></div></div></div>\
    <p class="why"></p></section>
    """
  }
}
