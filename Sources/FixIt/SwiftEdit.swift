/// One change of one line of a `swift:` file (gone, new, or rewritten): the smallest kind of fix
/// the tool proposes.
public struct SwiftEdit: Hashable, Sendable {
  /// What the change does to the file's lines.
  public enum Change: Hashable, Sendable {
    /// Line `line` (1-based) goes.
    case delete
    /// `text` comes in as a new line before line `line` (1-based; one past the end appends).
    case insert(String)
    /// Line `line` (1-based) becomes `text`.
    case replace(String)
  }

  /// The file's name as the scene's `swift:` key names it.
  public let file: String
  /// The 1-based line the change is at.
  public let line: Int
  /// What happens there.
  public let change: Change

  /// An edit of `file` at `line`.
  public init(file: String, line: Int, change: Change) {
    self.file = file
    self.line = line
    self.change = change
  }

  /// `text` with the change made, or nil when the line is not in the file.
  public func applied(to text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch change {
    case .delete:
      guard line >= 1, line <= lines.count else { return nil }
      lines.remove(at: line - 1)
    case .insert(let new):
      guard line >= 1, line <= lines.count + 1 else { return nil }
      lines.insert(new, at: line - 1)
    case .replace(let new):
      guard line >= 1, line <= lines.count else { return nil }
      lines[line - 1] = new
    }
    return lines.joined(separator: "\n")
  }
}
