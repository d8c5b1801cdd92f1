// The standard that keeps the Swift code the same on every ncurses: Swift sees only the C
// layer's header, and that header names plain C types only. The names below differ between
// Debian's ncurses and the macOS SDK's (WINDOW is opaque there, mmask_t and chtype have other
// widths, BUTTON5_* and the wide API may be missing), so none may appear in Swift code or in
// the header; curses_layer.c is the one place that knows them.

import Foundation
import Testing

@Suite struct CursesBoundaryTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// ncurses types and macro families whose meaning depends on how ncurses was configured.
  static var differing: Regex<(Substring, Substring)> {
    #/\b(WINDOW|SCREEN|TERMINAL|cchar_t|attr_t|chtype|mmask_t|MEVENT|wchar_t|wint_t|NCURSES_[A-Z_]+|BUTTON[0-9]_[A-Z_]+|REPORT_MOUSE_POSITION|ALL_MOUSE_EVENTS|KEY_[A-Z0-9_]+|A_[A-Z]+|ACS_[A-Z]+|COLOR_PAIR|CCHARW_MAX)\b/#
  }

  /// The text with `//` and `/* */` comments removed (a comment may name anything).
  static func code(_ text: String) -> String {
    let blocks = text.replacing(#/\/\*[\s\S]*?\*\//#, with: " ")
    return blocks.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
      }
      .joined(separator: "\n")
  }

  static func findings(in path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return code(text).matches(of: differing).map { "\(path): \($0.output.0)" }
  }

  @Test func swiftCodeNamesNoNcursesTypeOrMacro() throws {
    var checked = 0
    var found: [String] = []
    for top in ["Sources", "Tests"] {
      let folder = Self.root.appendingPathComponent(top).path
      let walker = try #require(FileManager.default.enumerator(atPath: folder))
      for case let path as String in walker where path.hasSuffix(".swift") {
        guard !path.hasSuffix("CursesBoundaryTests.swift") else { continue }
        found += try Self.findings(in: "\(folder)/\(path)")
        checked += 1
      }
    }
    #expect(checked > 100, "the walk finds the sources")
    #expect(found.isEmpty, "\(found)")
  }

  @Test func theLayersHeaderIncludesNoCursesAndNamesNoNcursesType() throws {
    let header = Self.root.appendingPathComponent("Sources/CNcurses/include/CNcurses.h").path
    #expect(try Self.findings(in: header).isEmpty)
    let text = try String(contentsOfFile: header, encoding: .utf8)
    let includes = text.split(separator: "\n").filter { $0.hasPrefix("#include") }
    #expect(includes == ["#include <stdbool.h>", "#include <stddef.h>", "#include <stdint.h>"])
    // Only this folder's C files include curses.h; the header is what Swift imports.
    let layer = Self.root.appendingPathComponent("Sources/CNcurses/curses_layer.c").path
    #expect(try String(contentsOfFile: layer, encoding: .utf8).contains("#include <curses.h>"))
  }

  @Test func theCheckCatchesWhatItIsFor() {
    let sample = """
      let window: UnsafeMutablePointer<WINDOW> = stdscr  // WINDOW in a comment is fine
      /* mmask_t in a block comment is fine */ let mask = BUTTON5_PRESSED
      let wide: wchar_t = 0
      """
    let names = Self.code(sample).matches(of: Self.differing).map { String($0.output.0) }
    #expect(names == ["WINDOW", "BUTTON5_PRESSED", "wchar_t"])
  }
}
