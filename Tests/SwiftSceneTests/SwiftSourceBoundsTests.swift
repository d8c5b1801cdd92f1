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

  static let deepReproducer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Regressions/hang-swift-deep-nesting/DeepNesting.swift.txt")

  /// The fuzzed segue file whose open calls start after 2,186 clean lines: the doubling cuts
  /// all end in open calls, so the cut at the line that starts more than 256 brackets deep
  /// (3,958 deep at the end) is what bounds the parse.
  @Test func theDeeplyNestedFuzzedFileIsCutWhereItGoesTooDeep() throws {
    let text = String(decoding: try Data(contentsOf: Self.deepReproducer), as: UTF8.self)
    let source = SwiftSource(name: "DeepNesting.swift", text: text)
    #expect(source.firstError()?.description == "DeepNesting.swift:2187:7: error: expected ')'")
    // Line 2187 leaves the first call open (`h(1)` closes); the line after 257 of them
    // starts 257 deep, and the parse ends before it.
    #expect(source.parsedBytes == Self.offset(ofLine: 2187 + 257, in: text))
  }

  /// Clean lines past the 2,048-line cut, then open calls nesting far past 256, then clean
  /// lines again: the parse stops at the line that starts too deep (the next doubling cut,
  /// 4,096 lines, would hold 1,996 open calls), and the error is the first open call's.
  @Test func nestingPastTheLimitIsReadOnlyToThatLine() {
    let lines =
      Array(repeating: "import UIKit", count: 2_100) + Array(repeating: "g(h(1)", count: 3_000)
      + Array(repeating: "import UIKit", count: 2_000)
    let text = lines.joined(separator: "\n") + "\n"
    let source = SwiftSource(name: "Deep.swift", text: text)
    #expect(source.firstError()?.description == "Deep.swift:2101:7: error: expected ')'")
    #expect(source.parsedBytes == Self.offset(ofLine: 2101 + 257, in: text))
  }

  /// Nesting at the limit is no reason to cut: a file 128 calls deep that closes them all
  /// parses whole, as the whole-file parse does.
  @Test func nestingUpToTheLimitParsesWhole() {
    let open = (0..<128).map { _ in "g(" }.joined()
    let close = String(repeating: ")", count: 128)
    let text = Self.animator(["let x = " + open + "1" + close])
    let bounded = SwiftSource(name: "A.swift", text: text)
    #expect(bounded.parsedBytes == text.utf8.count)
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

  /// A megabyte of garbage on one line (`a)` half a million times took 1.1 s to its located
  /// error on the release build): the line is cut between tokens, and the first cut holds the
  /// error.
  @Test func oneLongLineOfGarbageIsCutInsideTheLine() {
    let text = "import UIKit\nfinal class X {\n" + String(repeating: "a)", count: 500_000)
    let bounded = SwiftSource(name: "L.swift", text: text)
    let whole = SwiftSource(name: "L.swift", text: text, boundingRecovery: false)
    #expect(bounded.firstError() != nil)
    #expect(bounded.firstError() == whole.firstError())
    #expect(bounded.parsedBytes < 70_000)
  }

  /// Valid long lines (an array literal, a long string, a long call) are never cut short: a
  /// cut inside them ends in an error near the cut, which does not count, so the file is read
  /// whole and has no error.
  @Test(arguments: [
    "let a = [" + (0..<20_000).map(String.init).joined(separator: ", ") + "]",
    "let s = \"" + String(repeating: "( [ { ", count: 8_000) + "\"",
    "f(" + String(repeating: "g(1), ", count: 8_000) + "h())",
    "let s = \"\\(" + String(repeating: "f(1) + ", count: 6_000) + "1)\"",
  ])
  func validLongLinesParseWhole(line: String) {
    let text = Self.animator([line])
    let source = SwiftSource(name: "V.swift", text: text)
    #expect(source.firstError() == nil)
    #expect(source.parsedBytes == text.utf8.count)
  }

  /// A long line that is valid up to a mistake far along it is located where the whole parse
  /// locates it.
  @Test func aMistakeFarAlongALongLineIsLocatedAsTheWholeParseLocatesIt() {
    let line =
      "f(" + String(repeating: "g(1), ", count: 6_000) + "h(]) "
      + String(
        repeating: "x(1) ", count: 40_000)
    let text = Self.animator([line])
    let bounded = SwiftSource(name: "M.swift", text: text)
    let whole = SwiftSource(name: "M.swift", text: text, boundingRecovery: false)
    #expect(bounded.firstError() != nil)
    #expect(bounded.firstError() == whole.firstError())
  }
}
