/// A line of the input that is not a view, a controller or a layer, kept to be reported.
public struct SkippedLine: Hashable, Sendable {
  /// Why it was skipped.
  public enum Reason: String, Hashable, Sendable {
    /// Debugger or console noise: `(lldb) po …`, `Printing description of …`, a lone `)`.
    case noise
    /// An author's elision (`...`, `…`): lines were cut here.
    case elision
    /// Text that is neither a record nor known noise.
    case unrecognised
  }

  /// 1-based line in the file.
  public var line: Int
  /// The line as it was (shortened to 200 characters).
  public var text: String
  public var reason: Reason

  public init(line: Int, text: String, reason: Reason) {
    self.line = line
    self.text = text
    self.reason = reason
  }
}
