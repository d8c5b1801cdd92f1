/// Reads tokens into a `CallSyntax`; failures carry the offset of the offending token.
struct CallSyntaxReader {
  private let tokens: [CodeToken]
  private let end: Int
  private var position = 0

  init(tokens: [CodeToken], lineLength: Int) {
    self.tokens = tokens
    self.end = lineLength
  }

  /// Offset and message of a failure.
  struct Failure: Error {
    let offset: Int
    let message: String
  }

  mutating func read() throws(Failure) -> CallSyntax {
    let path = try readPath()
    guard path.parts.count >= 1, let open = peek, open.isPunctuation("(") else {
      if let next = peek {
        throw Failure(offset: next.offset, message: "expected '(' here, found '\(next.display)'")
      }
      throw Failure(
        offset: path.offset,
        message: "'\(path.text)' is not a statement: expected a call such as "
          + "'containerView.addSubview(toView)'")
    }
    position += 1
    var arguments: [CallSyntax.Argument] = []
    while let token = peek, !token.isPunctuation(")") {
      if !arguments.isEmpty {
        guard token.isPunctuation(",") else {
          throw Failure(offset: token.offset, message: "expected ',' or ')' here")
        }
        position += 1
      }
      arguments.append(try readArgument())
    }
    guard let close = peek, close.isPunctuation(")") else {
      throw Failure(offset: end, message: "missing ')' at the end of the call")
    }
    position += 1
    if let extra = peek {
      throw Failure(
        offset: extra.offset, message: "unexpected '\(extra.display)' after the call")
    }
    let receiver =
      path.parts.count > 1
      ? CallSyntax.Path(parts: Array(path.parts.dropLast()), offset: path.offset) : nil
    let methodOffset = path.offset + path.text.count - (path.parts.last?.count ?? 0)
    return CallSyntax(
      receiver: receiver, method: path.parts.last ?? "", methodOffset: methodOffset,
      arguments: arguments)
  }

  /// A dotted name and nothing after it: the left side of an assignment.
  mutating func readLonePath() throws(Failure) -> CallSyntax.Path {
    let path = try readPath()
    if let extra = peek {
      throw Failure(offset: extra.offset, message: "unexpected '\(extra.display)' before '='")
    }
    return path
  }

  /// One value and nothing after it: the right side of `N.viewControllers = [A, B]`.
  mutating func readLoneValue() throws(Failure) -> CallSyntax.Value {
    let value = try readValue()
    if let extra = peek {
      throw Failure(offset: extra.offset, message: "unexpected '\(extra.display)' after the value")
    }
    return value
  }

  private var peek: CodeToken? { position < tokens.count ? tokens[position] : nil }

  private mutating func readPath() throws(Failure) -> CallSyntax.Path {
    guard let first = peek, let name = first.identifier else {
      let offset = peek?.offset ?? end
      throw Failure(offset: offset, message: "expected a name here")
    }
    position += 1
    var parts = [name]
    while let dot = peek, dot.isPunctuation(".") {
      position += 1
      guard let next = peek, let part = next.identifier else {
        throw Failure(offset: peek?.offset ?? end, message: "expected a name after '.'")
      }
      parts.append(part)
      position += 1
    }
    return CallSyntax.Path(parts: parts, offset: first.offset)
  }

  private mutating func readArgument() throws(Failure) -> CallSyntax.Argument {
    guard let first = peek else { throw Failure(offset: end, message: "missing ')'") }
    var label: String?
    if let name = first.identifier, tokens.count > position + 1,
      tokens[position + 1].isPunctuation(":")
    {
      label = name
      position += 2
    }
    return CallSyntax.Argument(label: label, value: try readValue(), offset: first.offset)
  }

  /// One argument value; `inList` refuses a list inside a list (one level is all the
  /// statements take, and it keeps the reader's depth fixed whatever the input).
  private mutating func readValue(inList: Bool = false) throws(Failure) -> CallSyntax.Value {
    guard let token = peek else { throw Failure(offset: end, message: "expected a value here") }
    switch token.kind {
    case .number(let value):
      position += 1
      return .number(value, offset: token.offset)
    case .identifier:
      return .path(try readPath())
    case .punctuation("!"):
      position += 1
      return .negated(try readPath(), offset: token.offset)
    case .punctuation("."):
      position += 1
      guard let next = peek, let name = next.identifier else {
        throw Failure(offset: peek?.offset ?? end, message: "expected a name after '.'")
      }
      position += 1
      return .member(name, offset: token.offset)
    case .punctuation("[") where !inList:
      position += 1
      var items: [CallSyntax.Value] = []
      while let next = peek, !next.isPunctuation("]") {
        if !items.isEmpty {
          guard next.isPunctuation(",") else {
            throw Failure(offset: next.offset, message: "expected ',' or ']' here")
          }
          position += 1
        }
        items.append(try readValue(inList: true))
      }
      guard peek != nil else { throw Failure(offset: end, message: "missing ']'") }
      position += 1
      return .list(items, offset: token.offset)
    default:
      throw Failure(offset: token.offset, message: "unexpected '\(token.display)' here")
    }
  }
}
