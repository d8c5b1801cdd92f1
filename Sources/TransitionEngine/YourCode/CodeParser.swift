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
  static let controllerMethods = [
    "addChild", "removeFromParent", "willMove", "didMove", "transition", "present", "dismiss",
    "pushViewController", "popViewController", "setViewControllers",
  ]

  /// Parses every line of a block.
  public static func parse(_ lines: [CodeSourceLine], kind: CodeBlockKind) throws(CodeParseError)
    -> CodeBlock
  {
    var parsed: [CodeLine] = []
    for line in lines {
      if let statement = try parseLine(line, kind: kind) { parsed.append(statement) }
    }
    return CodeBlock(kind: kind, lines: parsed)
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
    let tokens: [CodeToken]
    switch CodeTokenizer.tokens(body) {
    case .success(let found): tokens = found
    case .failure(let failure):
      throw CodeParseError(
        message: "unexpected character '\(failure.character)' in \(kind.rawValue) code",
        location: at(failure.offset))
    }
    let interpreter = CodeInterpreter(kind: kind, origin: origin)
    if let equals = tokens.firstIndex(where: { $0.isPunctuation("=") }) {
      let statement = try interpreter.assignment(tokens, equals: equals, lineLength: body.count)
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
