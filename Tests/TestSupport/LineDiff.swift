/// A unified-style diff of two texts by lines: the common start and end are trimmed, the rest
/// is aligned by a longest common subsequence, and each change is shown with two lines of
/// context and its line numbers.
public enum LineDiff {
  /// Above this many lines in the middle of both texts, the middle is shown whole.
  static let alignmentLimit = 4_000
  /// At most this many diff lines are printed.
  static let printedLimit = 60

  public static func describe(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    let edits = align(Array(old[start..<oldEnd]), Array(new[start..<newEnd]))
    var lines = ["@@ line \(start + 1) of the golden, line \(start + 1) of the output @@"]
    for line in old[max(0, start - 2)..<start] { lines.append("  " + line) }
    for edit in edits { lines.append(edit) }
    for line in old[oldEnd..<min(old.count, oldEnd + 2)] { lines.append("  " + line) }
    if lines.count > printedLimit {
      let hidden = lines.count - printedLimit
      lines = Array(lines.prefix(printedLimit)) + ["… \(hidden) more diff lines"]
    }
    return lines.joined(separator: "\n")
  }

  /// The middle parts as `- ` (golden only), `+ ` (output only) and `  ` (both) lines.
  private static func align(_ old: [Substring], _ new: [Substring]) -> [String] {
    guard old.count <= alignmentLimit, new.count <= alignmentLimit, old.count * new.count > 0
    else { return old.map { "- " + $0 } + new.map { "+ " + $0 } }
    // lengths[i][j]: longest common subsequence of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append("- " + old[i])
        i += 1
      } else {
        result.append("+ " + new[j])
        j += 1
      }
    }
    return result
  }
}
