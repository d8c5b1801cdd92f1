import Foundation
import SwiftScene
import Testing

/// Issue 36: swift-syntax's recovery looks ahead to the end of the file once per bracket left
/// open, so a file with thousands of open calls took time quadratic in their number before
/// its located error. The front end hands the parser the first 64 lines, then twice as many
/// until the first error shows; these tests count the bytes parsed instead of timing them.
@Suite struct SwiftSourceBoundsTests {
  static let reproducer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Regressions/hang-swift-unclosed-calls/Unclosed.swift.txt")

  /// The byte offset where line `line` (1-based) of `text` starts.
  static func offset(ofLine line: Int, in text: String) -> Int {
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    return lines.prefix(line - 1).reduce(0) { $0 + $1.count + 1 }
  }

  /// An animator whose body is `body`, as a file of the app's.
  static func animator(_ body: [String]) -> String {
    ([
      "import UIKit", "", "final class Unclosed: NSObject, UIViewControllerAnimatedTransitioning {",
      "  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {",
    ]
      + body.map { "    " + $0 } + ["  }", "}", ""]).joined(separator: "\n")
  }

  @Test func theFuzzedFileIsLocatedFromItsFirst64Lines() throws {
    let text = try String(contentsOf: Self.reproducer, encoding: .utf8)
    let source = SwiftSource(name: "Unclosed.swift", text: text)
    #expect(source.firstError()?.description == "Unclosed.swift:10:12: error: expected ')'")
    // The first cut, 64 lines, holds the error: the parser reads no further.
    #expect(source.parsedBytes == Self.offset(ofLine: 65, in: text))
    #expect(text.utf8.count == 114_420)
  }

  /// 10,000 lines, 5,000 of them calls left open: the parser reads a few lines only.
  @Test func tenThousandLinesOfOpenCallsParseAHandfulOfLines() {
    let body = (0..<5_000).flatMap { _ in ["view.addSubview(makeView(1))", "view.addSubview("] }
    let text = Self.animator(body)
    let source = SwiftSource(name: "Open.swift", text: text)
    #expect(source.firstError()?.description == "Open.swift:7:33: error: expected ')'")
    #expect(source.parsedBytes == Self.offset(ofLine: 65, in: text))
  }

  /// Braces left open, brackets left open and closers with nothing to close: each is located
  /// where the whole file's parse locates it, from a bounded prefix.
  @Test(arguments: [
    ["if true {", "if true {", "f()"],
    ["let a = [1, 2", "let b = [3", "g()"],
    ["f(1))", "g(2))", "h()"],
    ["let s = \"(\" + \"\\(x)\"", "f(", "g(", "h(1)"],
    ["let s = #\"\\(\"#", "/* ( */ f(", "// (", "g(", "h()"],
    ["let s = \"\"\"", "  ( [ {", "  \"\"\"", "f([1, 2)", "g([3)"],
  ])
  func boundedAndWholeParsesAgree(body: [String]) {
    let text = Self.animator(Array(repeating: body, count: 40).flatMap { $0 })
    let bounded = SwiftSource(name: "A.swift", text: text)
    let whole = SwiftSource(name: "A.swift", text: text, boundingRecovery: false)
    #expect(bounded.firstError() != nil)
    #expect(bounded.firstError() == whole.firstError())
    #expect(bounded.parsedBytes < text.utf8.count)
  }

  /// Brackets in comments and strings are not brackets: a valid file is parsed whole.
  @Test func bracketsInCommentsAndStringsLeaveAValidFileWhole() {
    let text = Self.animator([
      "let s = \"( [ {\"", "let r = #\"\\( \"#", "// ( ( (", "/* { /* [ */ ( */",
      "let m = \"\"\"", "  ) ] }", "  \"\"\"", "let t = \"\\(f(1))\"",
    ])
    let source = SwiftSource(name: "B.swift", text: text)
    #expect(source.firstError() == nil)
    #expect(source.parsedBytes == text.utf8.count)
  }
}
