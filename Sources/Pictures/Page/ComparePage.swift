import TUI
import TransitionEngine

/// `tscope export A --compare B`: two scenes on one page, stepped in lockstep as `tscope
/// compare` pairs them (`Lockstep`: step N beside step N, phases of the same name side by
/// side, a phase only one scene has beside the other's last), each side with its layers in
/// 3D, its screen picture and its Why. The layers of both sides turn together. The element
/// ids `#left`, `#right` and `#row` are a contract (`.ci/page-check` reads them).
public enum ComparePage {
  /// The page for `left` beside `right` (their positions are ignored).
  public static func render(
    _ left: SceneSession, _ right: SceneSession, layout: WalkPage.Layout = .standard
  ) -> String {
    var leftData = WalkPageData()
    var rightData = WalkPageData()
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
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="tscope export --compare">
      <title>\(title)</title>
      <style>
      \(WalkPageStyle.css)\(WalkPageLayers.css)\(ComparePageScript.css)</style>
      </head>
      \(body)
      <header><p id="row" aria-live="polite"></p></header>
      <main id="sides">
      \(side("left"))
      \(side("right"))
      </main>
      <footer id="keys">\(keys)</footer>
      <script type="application/json" id="data">\(json)</script>
      <script>
      \(WalkPageLayers.javascript)\(ComparePageScript.javascript)</script>
      </body>
      </html>

      """
  }

  /// The keys the footer lists.
  static let keys =
    "← h previous row · → l Space next · [ ] previous / next step · g G first / last"
    + " · Shift+← → ↑ ↓ or drag turn both layers views, 0 faces them · p present layout"

  private static func side(_ id: String) -> String {
    """
    <section id="\(id)" class="side" aria-label="\(id)"><h1 class="scene"></h1><p class="phase"></p>\
    <div class="pair"><div class="screen"></div><div class="layers"><div class="stage"></div></div></div>\
    <p class="why"></p></section>
    """
  }
}
