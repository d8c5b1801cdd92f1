/// A unified diff (`diff -u`) of one edit, with three lines of context, as `patch` reads it.
public enum UnifiedDiff {
  /// The lines of context each side of the change.
  static let context = 3

  /// The diff of `edit` made to `text` (the file before the change), headed by the file name.
  public static func of(_ edit: SwiftEdit, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let at = max(1, min(edit.line, lines.count + 1))
    let first = max(1, at - context)
    var body: [String] = []
    var oldCount = 0
    var newCount = 0
    for number in first..<at where number <= lines.count {
      body.append(" " + lines[number - 1])
      oldCount += 1
      newCount += 1
    }
    var after = at
    switch edit.change {
    case .delete:
      if at <= lines.count {
        body.append("-" + lines[at - 1])
        oldCount += 1
        after = at + 1
      }
    case .insert(let new):
      body.append("+" + new)
      newCount += 1
    case .replace(let new):
      if at <= lines.count {
        body.append("-" + lines[at - 1])
        body.append("+" + new)
        oldCount += 1
        newCount += 1
        after = at + 1
      }
    }
    var number = after
    while number <= lines.count, number < after + context {
      body.append(" " + lines[number - 1])
      oldCount += 1
      newCount += 1
      number += 1
    }
    let newFirst = oldCount == 0 ? first - 1 : first
    let header =
      "@@ -\(range(oldCount == 0 ? first - 1 : first, oldCount)) "
      + "+\(range(newCount == 0 ? newFirst - 1 : first, newCount)) @@"
    return (["--- a/\(edit.file)", "+++ b/\(edit.file)", header] + body).joined(separator: "\n")
      + "\n"
  }

  /// `start,count`, or `start` alone when the count is one (as `diff -u` writes it).
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
