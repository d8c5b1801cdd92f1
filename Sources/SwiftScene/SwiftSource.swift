import SwiftParser
import SwiftSyntax
import TransitionEngine

/// One Swift file of the developer's, parsed with swift-syntax.
public struct SwiftSource: Sendable {
  /// The file's name as the scene wrote it (`CardTransition.swift`).
  public let name: String
  /// Added to every line: an inline block's first line is this many lines into the scene file.
  public let lineOffset: Int
  public let columnOffset: Int
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  /// The bytes of `text` the parser read for the tree kept: all of them for a file without
  /// errors, or the first lines that hold the first error.
  public let parsedBytes: Int
  /// The tree, for a reader of its own (`tscope scan` reads each file's facts from the parse
  /// its scenes then share).
  public var syntax: SourceFileSyntax { tree }

  /// Parses `text`. `lineOffset` and `columnOffset` place an inline block inside its scene file.
  /// `boundingRecovery: false` hands the parser every byte, however long its recovery takes
  /// (to compare the two in tests).
  public init(
    name: String, text: String, lineOffset: Int = 0, columnOffset: Int = 0,
    boundingRecovery: Bool = true
  ) {
    self.name = name
    self.lineOffset = lineOffset
    self.columnOffset = columnOffset
    tree = boundingRecovery ? Self.parseBounded(text) : Parser.parse(source: text)
    parsedBytes = tree.totalLength.utf8Length
    converter = SourceLocationConverter(fileName: name, tree: tree)
  }

  /// The first lines of a file read first, and more of them, twice as many each time, until
  /// an error shows before the last line the parser met or the whole file is read.
  /// swift-syntax's recovery can look ahead to the end of the file at every token after an
  /// error, so a long file with thousands of them (open calls, garbage lines) took time
  /// quadratic in their number; this way the parser reads at most about twice the lines up
  /// to the first error. The cuts fall where a line starts in code (`BracketScan`), so the
  /// lines before a cut read as they read in the whole file; a line longer than
  /// `BracketScan.longLine` bytes (one line of a megabyte of garbage took over a second) is
  /// cut between tokens too, and an error counts there only `cutMargin` bytes before its cut.
  /// A file that nests deeper than swift-syntax parses (`BracketScan.nestingLimit`) is read
  /// only up to the line where it does: its first error is there or before, and the parser's
  /// recovery over thousands of open brackets after it took minutes.
  static func parseBounded(_ text: String) -> SourceFileSyntax {
    let bytes = Array(text.utf8)
    let scan = BracketScan(bytes)
    let starts = scan.codeLineStarts
    let end = scan.firstTooDeepLine ?? starts.count
    var lines = max(1, min(firstLines, starts.firstIndex { $0 >= firstBytes } ?? firstLines))
    while lines < end {
      let prefix = Parser.parse(source: String(decoding: bytes[..<starts[lines]], as: UTF8.self))
      if let error = SyntaxErrorFinder.first(in: prefix),
        error.offset < safeEnd(of: prefix, cut: starts[lines], in: bytes)
      {
        return prefix
      }
      lines *= 2
    }
    if end < starts.count {
      let prefix = Parser.parse(source: String(decoding: bytes[..<starts[end]], as: UTF8.self))
      if prefix.hasError { return prefix }
    }
    return Parser.parse(source: text)
  }

  /// How many lines the first cut keeps: files this short are parsed whole at once.
  static let firstLines = 64
  /// Nor more bytes than this, where lines are long.
  static let firstBytes = 65_536

  /// How many bytes after a cut inside a long line its prefix may read differently from the
  /// whole file: an error before that is the file's own.
  static let cutMargin = 4_096

  /// Where an error of a prefix ends being the file's own: the start of the last token's line
  /// for a cut at a line's start; `cutMargin` bytes before a cut inside a long line.
  private static func safeEnd(of prefix: SourceFileSyntax, cut: Int, in bytes: [UInt8]) -> Int {
    let lineStart = lastLineStart(prefix)
    guard cut > 0, bytes[cut - 1] != UInt8(ascii: "\n") else { return lineStart }
    return max(lineStart, cut - cutMargin)
  }

  /// Where the line of the tree's last token starts: an error from there on may be the cut's
  /// doing (a missing `}` of a body the cut ends).
  private static func lastLineStart(_ tree: SourceFileSyntax) -> Int {
    guard let last = tree.endOfFileToken.previousToken(viewMode: .sourceAccurate) else { return 0 }
    let bytes = Array(tree.syntaxTextBytes)
    var start = last.positionAfterSkippingLeadingTrivia.utf8Offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
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
    guard let (node, message, _) = SyntaxErrorFinder.first(in: tree) else {
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

  /// The first error of `tree`, with its message and its byte offset; nil when it has none.
  static func first(in tree: SourceFileSyntax) -> (node: Syntax, message: String, offset: Int)? {
    guard tree.hasError else { return nil }
    let finder = SyntaxErrorFinder(viewMode: .all)
    finder.walk(tree)
    return finder.found.map { ($0.0, $0.1, $0.0.positionAfterSkippingLeadingTrivia.utf8Offset) }
  }

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
