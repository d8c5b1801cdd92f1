/// What the fix finder reads in a Swift file's lines without parsing it: statements that can
/// go by themselves, indentation, the transition context's name, the animator's body.
struct SwiftLines {
  /// The file's lines (index 0 is line 1).
  let lines: [String]

  init(_ text: String) { lines = FileLines.lines(text) }

  /// The line's text without its indentation.
  func trimmed(_ line: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    return String(lines[line - 1].drop { $0 == " " || $0 == "\t" })
  }

  /// The line's indentation.
  func indentation(_ line: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    return String(lines[line - 1].prefix { $0 == " " || $0 == "\t" })
  }

  /// One statement on one line, with balanced brackets, that is not a declaration or a
  /// branch: a line the file can lose and still parse.
  func isStatement(_ line: Int) -> Bool {
    let text = trimmed(line)
    guard !text.isEmpty, !text.hasPrefix("//") else { return false }
    let openers = [
      "func ", "guard ", "if ", "else", "}", "{", "case ", "default", "import ", "class ",
      "struct ", "enum ", "final ", "override ", "let ", "var ", "return", "init", "@", "private ",
      "public ", "static ", "switch ", "for ", "while ", "extension ", "protocol ", "///",
    ]
    guard !openers.contains(where: { text.hasPrefix($0) }) else { return false }
    var depth = 0
    for character in text {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth < 0 { return false }
      default: break
      }
    }
    return depth == 0 && !text.hasSuffix(",") && !text.hasSuffix(".")
  }

  /// The name the animator gives its transition context (`transitionContext` in
  /// `animateTransition(using transitionContext: UIViewControllerContextTransitioning)`).
  var contextName: String? {
    for line in lines where line.contains("animateTransition(using ") {
      guard let start = line.firstRange(of: "animateTransition(using ")?.upperBound else {
        continue
      }
      let name = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty, name != "_" { return String(name) }
    }
    return nil
  }

  /// The lines of `animateTransition`'s body (its first line to its closing brace), or all
  /// lines when the file has none.
  var animatorBody: ClosedRange<Int> {
    guard !lines.isEmpty else { return 1...1 }
    guard let first = lines.firstIndex(where: { $0.contains("func animateTransition(") }) else {
      return 1...lines.count
    }
    var depth = 0
    var opened = false
    for index in first..<lines.count {
      for character in lines[index] {
        if character == "{" {
          depth += 1
          opened = true
        } else if character == "}" {
          depth -= 1
        }
      }
      if opened, depth <= 0 { return (first + 1)...(index + 1) }
    }
    return (first + 1)...lines.count
  }

  /// The lines (1-based) whose text contains `fragment`.
  func lines(containing fragment: String) -> [Int] {
    lines.indices.filter { lines[$0].contains(fragment) }.map { $0 + 1 }
  }

  /// Line `line` with its `completeTransition(…)` call, argument and all, written as `call`;
  /// nil when the line has no such call with balanced parentheses.
  func withCompletionArgument(_ line: Int, _ call: String) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    let text = lines[line - 1]
    guard let start = text.firstRange(of: "completeTransition(") else { return nil }
    var depth = 0
    var index = start.upperBound
    while index < text.endIndex {
      switch text[index] {
      case "(": depth += 1
      case ")":
        if depth == 0 {
          return String(text[..<start.lowerBound]) + call + text[text.index(after: index)...]
        }
        depth -= 1
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The name a line declares with `let NAME =` or `var NAME =`, if any.
  func declaredName(_ line: Int) -> String? {
    let text = trimmed(line)
    for keyword in ["let ", "var "] {
      guard let range = text.ranges(of: keyword).last else { continue }
      let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { return String(name) }
    }
    return nil
  }
}
