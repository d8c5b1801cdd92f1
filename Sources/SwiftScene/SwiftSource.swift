import SwiftParser
import SwiftSyntax
import TransitionEngine

/// One Swift file of the developer's, parsed with swift-syntax.
public struct SwiftSource {
  /// The file's name as the scene wrote it (`CardTransition.swift`).
  public let name: String
  /// Added to every line: an inline block's first line is this many lines into the scene file.
  let lineOffset: Int
  let columnOffset: Int
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  /// Parses `text`. `lineOffset` and `columnOffset` place an inline block inside its scene file.
  public init(name: String, text: String, lineOffset: Int = 0, columnOffset: Int = 0) {
    self.name = name
    self.lineOffset = lineOffset
    self.columnOffset = columnOffset
    tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: name, tree: tree)
  }

  /// Where `node` starts, in the file (or the scene file, for an inline block).
  func location(of node: some SyntaxProtocol) -> TransitionEngine.SourceLocation {
    let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
    return TransitionEngine.SourceLocation(
      line: place.line + lineOffset, column: place.column + columnOffset)
  }

  /// The first syntax error, as `CardTransition.swift:12:5: error: expected '}'`.
  public func firstError() -> SwiftSceneError? {
    guard tree.hasError else { return nil }
    let finder = SyntaxErrorFinder(viewMode: .all)
    finder.walk(tree)
    guard let (node, message) = finder.found else {
      return SwiftSceneError(
        file: name, line: 1 + lineOffset, column: 1, message: "not valid Swift")
    }
    let place = location(of: node)
    return SwiftSceneError(
      file: name, line: place.line, column: place.column, message: message)
  }
}

/// Finds the first missing or unexpected piece of syntax in a tree.
private final class SyntaxErrorFinder: SyntaxVisitor {
  var found: (Syntax, String)?

  override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
    if found == nil, node.presence == .missing {
      let text = node.tokenKind.missingText
      found = (Syntax(node), text.isEmpty ? "expected more code here" : "expected '\(text)'")
    }
    return .skipChildren
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    if found == nil {
      let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
      found = (Syntax(node), "unexpected code '\(text.prefix(60))'")
    }
    return .skipChildren
  }
}

extension TokenKind {
  /// The text a missing token would have had: `}` for a missing right brace.
  fileprivate var missingText: String {
    switch self {
    case .identifier, .integerLiteral, .floatLiteral, .stringSegment: return ""
    default: return TokenSyntax(self, presence: .present).text
    }
  }
}
