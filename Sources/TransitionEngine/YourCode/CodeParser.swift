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

/// Reads blocks of the developer's code (scene-format.md, "Your code") into typed statements.
/// One statement a line; `//` comments and blank lines are skipped; a trailing `;` is allowed.
public enum CodeParser {
  /// Names that stand for controllers in a `perform` block besides the scene's own names.
  public static let segueNames = ["source", "destination", "source.parent"]
  static let viewMethods = ["addSubview", "insertSubview", "removeFromSuperview"]
  static let controllerMethods = [
    "addChild", "removeFromParent", "willMove", "didMove", "transition", "present", "dismiss",
    "pushViewController", "popViewController",
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

/// Gives a `CallSyntax` its meaning in one kind of block.
struct CodeInterpreter {
  let kind: CodeBlockKind
  let origin: SourceLocation

  func at(_ offset: Int) -> SourceLocation {
    SourceLocation(line: origin.line, column: origin.column + offset)
  }

  func fail(_ message: String, _ offset: Int) -> CodeParseError {
    CodeParseError(message: message, location: at(offset))
  }

  func statement(_ call: CallSyntax) throws(CodeParseError) -> CodeStatement {
    let allowed = kind == .animator ? CodeParser.viewMethods : CodeParser.controllerMethods
    if call.method == "completeTransition" {
      guard kind == .animator else {
        throw fail("completeTransition belongs in an 'animator' block", call.methodOffset)
      }
      return try completion(call)
    }
    if CodeParser.viewMethods.contains(call.method) {
      return try viewStatement(call)
    }
    guard CodeParser.controllerMethods.contains(call.method) else {
      let known =
        allowed + (kind == .animator ? ["completeTransition", "V.alpha =", "V.transform ="] : [])
      throw fail(
        "unknown statement '\(call.method)' in \(kind.rawValue) code; known: "
          + known.joined(separator: ", "), call.methodOffset)
    }
    guard kind != .animator else {
      throw fail(
        "'\(call.method)' is not an animator statement; an animator only adds and removes "
          + "views, sets their alpha and transform and calls completeTransition (use a 'code' "
          + "step)", call.methodOffset)
    }
    return try controllerStatement(call)
  }

  private func receiver(_ call: CallSyntax) throws(CodeParseError) -> CallSyntax.Path {
    guard let receiver = call.receiver else {
      throw fail(
        "'\(call.method)' needs a receiver, as in 'A.\(call.method)(…)'", call.methodOffset)
    }
    return receiver
  }

  /// Checks the argument labels against `labels` (nil for an unlabelled argument); labels in
  /// `ignored` may follow and are skipped (`completion: nil`, `duration: 0.3`).
  func arguments(
    _ call: CallSyntax, _ labels: [String?], ignored: Set<String> = []
  ) throws(CodeParseError) -> [CallSyntax.Value] {
    var values: [CallSyntax.Value] = []
    var expected = labels[...]
    for argument in call.arguments {
      if let label = argument.label, ignored.contains(label) { continue }
      guard let next = expected.first else {
        throw fail("too many arguments to '\(call.method)'", argument.offset)
      }
      guard argument.label == next else {
        let want = next.map { "'\($0):'" } ?? "no label"
        throw fail("expected \(want) for this argument of '\(call.method)'", argument.offset)
      }
      values.append(argument.value)
      expected = expected.dropFirst()
    }
    guard expected.isEmpty else {
      let missing = expected.first.flatMap { $0 }.map { "'\($0):'" } ?? "an argument"
      throw fail("'\(call.method)' is missing \(missing)", call.methodOffset)
    }
    return values
  }

  private func completion(_ call: CallSyntax) throws(CodeParseError) -> CodeStatement {
    if let receiver = call.receiver, receiver.text != "transitionContext" {
      throw fail("completeTransition is called on transitionContext", receiver.offset)
    }
    let values = try arguments(call, [nil])
    switch values.first {
    case .path(let path) where path.text == "true": return .completeTransition(.literal(true))
    case .path(let path) where path.text == "false": return .completeTransition(.literal(false))
    case .negated(let path, _)
    where ["transitionContext.transitionWasCancelled", "transitionWasCancelled"].contains(
      path.text):
      return .completeTransition(.notCancelled)
    default:
      throw fail(
        "completeTransition takes true, false or !transitionContext.transitionWasCancelled",
        values.first?.offset ?? call.methodOffset)
    }
  }
}
