import Foundation
import TestSupport
import Testing

/// No function in the engine grows past about 80 lines: a transition that needs more is
/// doing what the driver (TransitionDriver) or a world operation should. The few functions
/// still longer are listed with their size today; the list may only shrink.
@Suite struct FunctionLengthTests {
  static let limit = 80

  /// Functions over the limit that are still to be split, by `file: name`, with the most
  /// lines they may have. Remove an entry once its function fits the limit.
  static let stillLong: [String: Int] = [:]

  /// Every function with a body, as `file: name` and its number of lines (from the `func`
  /// line to its closing brace).
  static func lengths(_ files: [(path: String, text: String)]) -> [(name: String, lines: Int)] {
    var result: [(name: String, lines: Int)] = []
    for file in files {
      let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map {
        EngineSources.code($0)
      }
      for (start, line) in lines.enumerated() {
        guard let name = functionName(line),
          let end = closingLine(of: start, in: lines)
        else { continue }
        result.append(("\(file.path): \(name)", end - start + 1))
      }
    }
    return result
  }

  /// `pop` for `  mutating func pop(_ nav: String, …`.
  static func functionName(_ line: String) -> String? {
    let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    guard let index = words.firstIndex(of: "func"), index + 1 < words.count else { return nil }
    return String(words[index + 1])
  }

  /// The line where the body that starts at or after `start` closes; nil for a declaration
  /// without a body (a protocol requirement) or with a one-line body. A body opens with the
  /// `{` that ends a line of the signature, as `swift format` writes it.
  static func closingLine(of start: Int, in lines: [String]) -> Int? {
    var depth = 0
    var opened = false
    for index in start..<lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      if !opened && line.contains("{") && !line.hasSuffix("{") { return nil }
      for character in line {
        if character == "{" {
          depth += 1
          opened = true
        } else if character == "}" {
          depth -= 1
          if depth < 0 { return nil }
          if opened && depth == 0 { return index }
        }
      }
    }
    return nil
  }

  @Test func noFunctionIsLongerThanTheLimit() throws {
    let lengths = try Self.lengths(EngineSources.files())
    #expect(lengths.count > 300, "the scan finds the engine's functions")
    for (name, lines) in lengths where lines > Self.limit {
      let allowed = Self.stillLong[name] ?? Self.limit
      #expect(lines <= allowed, "\(name) has \(lines) lines; the limit is \(allowed)")
    }
    for (name, _) in Self.stillLong {
      let now = lengths.filter { $0.name == name }.map(\.lines).max() ?? 0
      #expect(now > Self.limit, "\(name) has \(now) lines now: take it off the list")
    }
  }

  /// The measure counts a body's lines, and leaves out requirements and braces in strings.
  @Test func theMeasureCountsBodies() {
    let text = """
      protocol P {
        func required() -> Int
        var name: String { get }
      }
      func two() -> String {
        let text = "{ not a brace"
        if text.isEmpty {
          return "}"
        }
        return text
      }
      """
    let lengths = Self.lengths([(path: "A.swift", text: text)])
    #expect(lengths.map(\.name) == ["A.swift: two"])
    #expect(lengths.map(\.lines) == [7])
  }
}
