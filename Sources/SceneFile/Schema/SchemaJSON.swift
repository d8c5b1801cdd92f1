import TransitionEngine

/// A JSON value with keys kept in the order written, for `tscope schema`'s readable output.
indirect enum SchemaJSON: Sendable {
  case object([(String, SchemaJSON)])
  case array([SchemaJSON])
  case string(String)
  case integer(Int)
  case bool(Bool)

  /// Pretty-printed with two spaces of indent; short arrays of scalars stay on one line.
  func text(indent: String = "") -> String {
    switch self {
    case .string(let value): return Self.quote(value)
    case .integer(let value): return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .array(let values):
      if values.isEmpty { return "[]" }
      if values.allSatisfy(\.isScalar) {
        return "[" + values.map { $0.text() }.joined(separator: ", ") + "]"
      }
      let inner = indent + "  "
      return "[\n" + values.map { inner + $0.text(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let entries):
      if entries.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + entries.map { inner + Self.quote($0.0) + ": " + $0.1.text(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .object, .array: return false
    default: return true
    }
  }

  /// A JSON string literal (one escaper for the whole project).
  static func quote(_ string: String) -> String { JSONWriter.quote(string) }
}
