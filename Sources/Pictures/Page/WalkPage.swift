import TUI
import Wording

/// `tscope export`: a scene as one self-contained HTML page that steps through it in any
/// browser, with no network: the step list and phase dots, the screen picture, the Views
/// tree with change marks, the Controllers, the Events and the Why with each cited rule's
/// text. The element ids `#views`, `#controllers`, `#events`, `#why`, `#steps`, `#screen` and
/// `#phase` are a contract (tests and style sheets rely on them), and so are `#layers` (the
/// exploded 3D view, one `.plane` a view) and `body.present` (the projector layout).
public enum WalkPage {
  /// The page's first layout; the reader switches with `p` or `?present` in the address.
  public enum Layout: Sendable {
    /// Steps, picture, tree and the rest in a grid for a desk screen.
    case standard
    /// For a projector: picture, Why and predict question on the first screen, large type.
    case present
  }

  /// The keys the footer lists (the page's help), in one place.
  static let keys = PageWords.keys.english

  /// The page for `session` (its position is ignored: the page opens at the fragment's phase,
  /// or the first).
  public static func render(
    _ session: SceneSession, layout: Layout = .standard, language: Language = .en
  ) -> String {
    let w = { (words: PageWords) in words.text(in: language) }
    var data = WalkPageData()
    data.language = language
    let json = scriptSafe(data.json(session))
    let title = escape("TransitionScope · " + session.timeline.title)
    let body = layout == .present ? "<body class=\"present\">" : "<body>"
    return PageDocument.render(
      title: title, generator: "tscope export",
      css: WalkPageStyle.css + WalkPageLayers.css + WalkPagePresentStyle.css, body: body,
      content: """
        <header>
        <h1 id="title"></h1>
        <p id="environment"></p>
        <p id="about"></p>
        <p id="phase" aria-live="polite"></p>
        <p class="predict-bar"><button type="button" id="predict" aria-pressed="false" title="x">\(w(.predictButton))</button> <span id="question" aria-live="polite" hidden></span></p>
        </header>
        <main id="app">
        <nav id="steps" aria-label="\(w(.steps))"></nav>
        <section class="screen-pane" aria-label="\(w(.screen))"><h2>\(w(.screen))</h2><div id="screen" class="screen"></div></section>
        <section class="views-pane" aria-label="\(w(.views))"><h2>\(w(.views))</h2><div id="views" class="views"></div></section>
        <section class="controllers-pane" aria-label="\(w(.controllers))"><h2>\(w(.controllers))</h2><div id="controllers" class="controllers"></div></section>
        <section class="why-pane" aria-label="\(w(.why))"><h2>\(w(.why))</h2><div id="note" class="note"></div><p id="why" class="why"></p></section>
        <section class="layers-pane" aria-label="\(w(.layers))"><h2>\(w(.layers))</h2><p class="layers-help">\(w(.layersHelp))</p><div id="layers" class="layers"><div class="stage"></div></div></section>
        <section class="events-pane" aria-label="\(w(.events))"><h2>\(w(.events))</h2><ol id="events" class="events"></ol></section>
        </main>
        <aside id="rule" hidden><button type="button" id="rule-close" aria-label="\(w(.close))">×</button><pre id="rule-text"></pre><ul id="rule-links"></ul></aside>
        <div id="print"></div>
        """, keys: w(.keys), json: json,
      javascript: WalkPageLayers.javascript
        + PageWords.script(WalkPageScript.javascript, in: language),
      language: w(.htmlLanguage))
  }

  /// JSON that cannot close its `<script>` element: every `</` as `<\/` (the same string to a
  /// JSON parser).
  static func scriptSafe(_ json: String) -> String {
    var out = ""
    out.reserveCapacity(json.utf8.count)
    var previous: Character?
    for character in json {
      if character == "/", previous == "<" { out.append("\\") }
      out.append(character)
      previous = character
    }
    return out
  }

  /// Text for HTML: `&`, `<`, `>` and quotes escaped.
  static func escape(_ text: String) -> String {
    text.map(TerminalColors.escape).joined()
  }
}
