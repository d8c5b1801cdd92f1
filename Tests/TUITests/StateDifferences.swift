@testable import TUI

/// The fields of two states that differ, found by reflection so that every stored field of
/// `AppState` is compared, including fields added later: one `field:` heading per differing
/// field, then the lines of its dump that only the actual (`-`) or only the expected (`+`)
/// value has.
func differences(_ actual: AppState, _ expected: AppState) -> String {
  var lines = ["state differs from the expected change:"]
  let actualFields = Mirror(reflecting: actual).children
  let expectedFields = Mirror(reflecting: expected).children
  for (actualField, expectedField) in zip(actualFields, expectedFields) {
    let name = actualField.label ?? "?"
    if let equal = equal(actualField.value, expectedField.value), equal { continue }
    let actualDump = dumped(actualField.value)
    let expectedDump = dumped(expectedField.value)
    guard actualDump != expectedDump else { continue }
    lines.append("  \(name):")
    lines += lineDiff(actualDump, expectedDump, limit: 12).map { "    \($0)" }
  }
  if lines.count == 1 {
    lines.append("  (no field's dump differs, yet the states are not equal)")
  }
  return lines.joined(separator: "\n")
}

/// Whether two values are equal by their own `==`; nil when the type is not `Equatable`.
/// Caches inside a value (the session's rows) are left out of its `==`, so a field equal by
/// `==` is the same even when its dump differs.
private func equal(_ actual: Any, _ expected: Any) -> Bool? {
  guard let actual = actual as? any Equatable else { return nil }
  return actual.isEqual(to: expected)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// A value as `dump` prints it.
private func dumped(_ value: Any) -> String {
  var text = ""
  dump(value, to: &text)
  return text
}

/// The lines only `actual` has (`- `) and only `expected` has (`+ `), in order, at most
/// `limit` of each.
private func lineDiff(_ actual: String, _ expected: String, limit: Int) -> [String] {
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let onlyActual = actualLines.filter { !expectedLines.contains($0) }
  let onlyExpected = expectedLines.filter { !actualLines.contains($0) }
  func cut(_ line: Substring) -> Substring {
    line.count > 160 ? line.prefix(160) + "…" : line
  }
  var out = onlyActual.prefix(limit).map { "- actual   \(cut($0))" }
  if onlyActual.count > limit { out.append("- … \(onlyActual.count - limit) more lines") }
  out += onlyExpected.prefix(limit).map { "+ expected \(cut($0))" }
  if onlyExpected.count > limit { out.append("+ … \(onlyExpected.count - limit) more lines") }
  if out.isEmpty { out.append("(same lines in another order)") }
  return out
}
