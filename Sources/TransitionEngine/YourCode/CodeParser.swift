/// One line of a block as the scene file holds it, with the file position of its first
/// character.
public struct CodeSourceLine: Hashable, Sendable {
  public var text: String
  public var location: SourceLocation

  public init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }
}

/// A statement the grammar does not know, located in the scene file.
public struct CodeParseError: Error, Hashable, Sendable {
  public var message: String
  public var location: SourceLocation
}

/// Reads blocks of the developer's code (Scenes/README.md, "Your code") into typed statements.
/// One statement a line; `//` comments and blank lines are skipped; a trailing `;` is allowed.
public enum CodeParser {
  /// Names that stand for controllers in a `perform` block besides the scene's own names.
  public static let segueNames = ["source", "destination", "source.parent"]
  static let viewMethods = ["addSubview", "insertSubview", "removeFromSuperview"]
  /// View calls only an animator block knows.
  static let animatorViewMethods = ["bringSubviewToFront", "sendSubviewToBack", "exchangeSubview"]
  static let controllerMethods = [
    "addChild", "removeFromParent", "willMove", "didMove", "transition", "present", "dismiss",
    "pushViewController", "popViewController", "setViewControllers", "setNavigationBarHidden",
    "setToolbarHidden", "popToViewController",
  ]

  /// Parses every line of a block. `appMember` is asked first for each line of a `code`
  /// block: a line it returns calls the app's own member (issue 32) and is kept as it gives it.
  public static func parse(
    _ lines: [CodeSourceLine], kind: CodeBlockKind,
    appMember: ((CodeSourceLine) -> CodeLine?)? = nil
  ) throws(CodeParseError) -> CodeBlock {
    var parsed: [CodeLine] = []
    // P-13, D-5: the line whose trailing completion block `{ … }` is open, and its lines.
    var opener: CodeLine?
    var names = CodeViewNames()
    for line in lines {
      let body = trimmed(line.text)
      if opener != nil, body == "}" {
        if let open = opener { parsed.append(open) }
        opener = nil
        continue
      }
      if body.hasSuffix("{") {
        opener = try openCompletion(line, body: body, inside: opener, kind: kind)
        continue
      }
      let statement: CodeLine
      if let member = appMember?(line) {
        statement = member
      } else {
        guard let parsed = try parseLine(line, kind: kind, names: &names) else { continue }
        statement = parsed
      }
      if opener != nil {
        opener?.completion.append(statement)
      } else {
        parsed.append(statement)
      }
    }
    if let open = opener {
      throw CodeParseError(
        message: "missing '}' for the completion block opened here", location: open.location)
    }
    return CodeBlock(kind: kind, lines: parsed)
  }

  /// The text of a line without comment, indentation, trailing blanks or `;`.
  static func trimmed(_ text: String) -> String {
    var body = String(withoutComment(text).drop { $0 == " " || $0 == "\t" })
    while let last = body.last, last == " " || last == "\t" { body.removeLast() }
    if body.hasSuffix(";") { body.removeLast() }
    return body
  }

  /// `C.dismiss(animated: true) {` or `S.present(V, animated: true) {`: the call whose
  /// completion block the next lines are, up to a line `}` (D-5). One level only, and only
  /// `present` and `dismiss` take a completion block.
  private static func openCompletion(
    _ line: CodeSourceLine, body: String, inside opener: CodeLine?, kind: CodeBlockKind
  ) throws(CodeParseError) -> CodeLine {
    let start = line.text.prefix { $0 == " " || $0 == "\t" }.count
    let here = SourceLocation(line: line.location.line, column: line.location.column + start)
    if opener != nil {
      throw CodeParseError(
        message: "a completion block inside a completion block is not supported", location: here)
    }
    guard kind != .animator else {
      throw CodeParseError(
        message: "a completion block belongs in a code or perform block, not in animator code",
        location: here)
    }
    let call = CodeSourceLine(text: String(trimmed(line.text).dropLast()), location: here)
    guard var parsed = try parseLine(call, kind: kind) else {
      throw CodeParseError(message: "expected a call before '{'", location: here)
    }
    switch parsed.statement {
    case .present, .dismiss:
      parsed.text = trimmed(parsed.text)
      return parsed
    default:
      throw CodeParseError(
        message: "only present(_:animated:) and dismiss(animated:) take a completion block "
          + "here", location: here)
    }
  }

  /// The line up to a `//` comment.
  static func withoutComment(_ line: String) -> Substring {
    var previous: Character?
    for index in line.indices {
      if previous == "/" && line[index] == "/" {
        return line[..<line.index(before: index)]
      }
      previous = line[index]
    }
    return line[...]
  }

  /// Parses one line; nil for a blank or comment-only line.
  static func parseLine(_ line: CodeSourceLine, kind: CodeBlockKind) throws(CodeParseError)
    -> CodeLine?
  {
    var names = CodeViewNames()
    return try parseLine(line, kind: kind, names: &names)
  }

  /// Parses one line with the views earlier `let` lines named; a `let` line adds its name.
  static func parseLine(
    _ line: CodeSourceLine, kind: CodeBlockKind, names: inout CodeViewNames
  ) throws(CodeParseError) -> CodeLine? {
    let text = Self.withoutComment(line.text)
    let leading = text.prefix { $0 == " " || $0 == "\t" }.count
    var body = String(text.dropFirst(leading))
    while let last = body.last, last == " " || last == "\t" { body.removeLast() }
    if body.hasSuffix(";") { body.removeLast() }
    guard !body.isEmpty else { return nil }
    let origin = SourceLocation(line: line.location.line, column: line.location.column + leading)
    func at(_ offset: Int) -> SourceLocation {
      SourceLocation(line: origin.line, column: origin.column + offset)
    }
    var interpreter = CodeInterpreter(kind: kind, origin: origin, names: names)
    defer { names = interpreter.names }
    if kind == .animator, let receiver = CodeInterpreter.subviewsRemoval(body) {
      let statement = try interpreter.subviewsRemovalStatement(receiver)
      return CodeLine(statement: statement, text: body, location: origin)
    }
    let tokens: [CodeToken]
    switch CodeTokenizer.tokens(body) {
    case .success(let found): tokens = found
    case .failure(let failure):
      throw CodeParseError(
        message: "unexpected character '\(failure.character)' in \(kind.rawValue) code",
        location: at(failure.offset))
    }
    if let first = tokens.first?.identifier, first == "let" || first == "var" {
      let statement = try interpreter.declaration(tokens, lineLength: body.count)
      return CodeLine(statement: statement, text: body, location: origin)
    }
    if let equals = tokens.firstIndex(where: { $0.isPunctuation("=") }) {
      let statement = try interpreter.assignment(
        tokens, equals: equals, lineLength: body.count, body: body)
      return CodeLine(statement: statement, text: body, location: origin)
    }
    var reader = CallSyntaxReader(tokens: tokens, lineLength: body.count)
    let call: CallSyntax
    do {
      call = try reader.read()
    } catch {
      throw CodeParseError(message: error.message, location: at(error.offset))
    }
    let statement = try interpreter.statement(call)
    return CodeLine(statement: statement, text: body, location: origin)
  }
}
