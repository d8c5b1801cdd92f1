import Foundation
import Testing

@testable import TUI

/// Compares a canvas with an expected screen given as rows (trailing spaces ignored). On a
/// mismatch it records both screens side by side with the differing rows marked, and the
/// actual screen as a Swift literal to paste into the test when the change is intended
/// (with `TSCOPE_RECORD_SCREENS=DIR` set, the literal also goes to `DIR/<test>.txt`).
func expectScreen(
  _ canvas: Canvas, _ expected: [String], function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = canvas.rows.map(trimmed)
  let wanted = expected.map(trimmed)
  guard actual != wanted else { return }
  if let directory = ProcessInfo.processInfo.environment["TSCOPE_RECORD_SCREENS"] {
    let literal = actual.map { "  \"\(escaped($0))\"," }.joined(separator: "\n")
    let name = function.prefix { $0 != "(" }
    try? literal.write(toFile: "\(directory)/\(name).txt", atomically: true, encoding: .utf8)
  }
  let count = max(actual.count, wanted.count)
  let width = max(wanted.map(\.count).max() ?? 0, canvas.width)
  var report = ["screen differs (> marks a differing row)", "expected | actual"]
  for row in 0..<count {
    let left = row < wanted.count ? wanted[row] : "<missing>"
    let right = row < actual.count ? actual[row] : "<missing>"
    let marker = left == right ? " " : ">"
    report.append(marker + pad(left, width) + " | " + right)
  }
  report.append("actual as a literal:")
  report.append("[")
  report += actual.map { "  \"\(escaped($0))\"," }
  report.append("]")
  Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
}

private func trimmed(_ row: String) -> String {
  var row = Substring(row)
  while row.last == " " { row.removeLast() }
  return String(row)
}

private func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

private func escaped(_ text: String) -> String {
  text.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\\\")
    .split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"")
}

/// Sends keys to an app, ignoring the effects.
func press(_ app: inout TransitionScopeApp, _ keys: Key...) {
  for key in keys { _ = app.handle(.key(key)) }
}

/// Sends the characters of a string as keys.
func type(_ app: inout TransitionScopeApp, _ text: String) {
  for character in text { _ = app.handle(.key(.character(character))) }
}
