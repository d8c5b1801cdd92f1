/// The HTML skeleton both exported pages share (`WalkPage`, `ComparePage`): the head with its
/// style sheet, the body's own elements, the footer of keys, the embedded data and the script.
enum PageDocument {
  static func render(
    title: String, generator: String, css: String, body: String, content: String,
    keys: String, json: String, javascript: String, language: String = "en"
  ) -> String {
    """
    <!DOCTYPE html>
    <html lang="\(language)">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="\(generator)">
    <title>\(title)</title>
    <style>
    \(css)</style>
    </head>
    \(body)
    \(content)
    <footer id="keys">\(keys)</footer>
    <script type="application/json" id="data">\(json)</script>
    <script>
    \(javascript)</script>
    </body>
    </html>

    """
  }
}
