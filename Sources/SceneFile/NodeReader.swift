import TransitionEngine
import Yams

/// Typed access to YAML nodes, with errors that point at the offending node.
struct NodeReader {
  let path: String

  func error(_ message: String, at node: Node) -> SceneError {
    error(message, at: node.mark)
  }

  func error(_ message: String, at mark: Mark?) -> SceneError {
    SceneError(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
  }

  func location(of node: Node) -> SourceLocation? {
    node.mark.map { SourceLocation(line: $0.line, column: $0.column) }
  }

  /// What a node is, for "found …" in messages.
  static func describe(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a sequence"
    case .alias: return "an alias"
    case .scalar(let scalar):
      guard scalar.style == .plain else { return "a string" }
      if isNull(node) { return "null" }
      if plainBool(scalar.string) != nil { return "a boolean" }
      if Double(scalar.string) != nil { return "a number" }
      return "a string"
    }
  }

  /// An unquoted `~`, `null` or nothing at all.
  static func isNull(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  private static func plainBool(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  private func mismatch(_ expected: String, _ what: String, _ node: Node) -> SceneError {
    error("expected \(expected) for \(what), found \(Self.describe(node))", at: node)
  }

  /// A scalar's text; unquoted numbers and booleans count as their text.
  func string(_ node: Node, for what: String) throws(SceneError) -> String {
    guard case .scalar(let scalar) = node, !Self.isNull(node) else {
      throw mismatch("a string", what, node)
    }
    return scalar.string
  }

  /// A controller name: a non-empty string.
  func name(_ node: Node, for what: String) throws(SceneError) -> String {
    guard case .scalar(let scalar) = node, !Self.isNull(node) else {
      throw mismatch("a controller name", what, node)
    }
    if scalar.string.isEmpty { throw error("controller name must not be empty", at: node) }
    return scalar.string
  }

  func bool(_ node: Node, for what: String) throws(SceneError) -> Bool {
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = Self.plainBool(scalar.string)
    else { throw mismatch("a boolean (true or false)", what, node) }
    return value
  }

  /// An unquoted integer, if the node is one.
  static func plainInteger(_ node: Node) -> Int? {
    guard case .scalar(let scalar) = node, scalar.style == .plain else { return nil }
    return Int(scalar.string)
  }

  func integer(_ node: Node, for what: String) throws(SceneError) -> Int {
    guard let value = Self.plainInteger(node) else { throw mismatch("an integer", what, node) }
    return value
  }

  /// A finite unquoted number of points, no further from zero than `InputLimits.maxPoints`.
  func number(_ node: Node, for what: String) throws(SceneError) -> Double {
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = Double(scalar.string), value.isFinite
    else { throw mismatch("a number", what, node) }
    let limit = InputLimits.maxPoints
    guard abs(value) <= limit else {
      throw error(
        "\(what) is \(scalar.string), out of range: points must lie between "
          + "-\(Int(limit)) and \(Int(limit))", at: node)
    }
    return value
  }

  func sequence(_ node: Node, for what: String) throws(SceneError) -> [Node] {
    guard case .sequence(let sequence) = node else { throw mismatch("a sequence", what, node) }
    return Array(sequence)
  }

  /// A sequence of exactly `names.count` numbers, e.g. `[w, h]`; sizes must not be negative.
  func numbers(_ node: Node, names: [String], for what: String) throws(SceneError) -> [Double] {
    let shape = "[" + names.joined(separator: ", ") + "]"
    guard case .sequence(let sequence) = node else { throw mismatch(shape, what, node) }
    guard sequence.count == names.count else {
      throw error(
        "expected \(shape) for \(what), found \(sequence.count) "
          + (sequence.count == 1 ? "entry" : "entries"), at: node)
    }
    var values: [Double] = []
    for (entry, name) in zip(sequence, names) {
      let value = try number(entry, for: "'\(name)' in \(what)")
      if (name == "w" || name == "h") && value < 0 {
        throw error("'\(name)' in \(what) must not be negative", at: entry)
      }
      values.append(value)
    }
    return values
  }

  /// One of an enumeration's raw values: `unknown <noun> 'x'; did you mean 'y'?`.
  func choice<T: RawRepresentable & CaseIterable>(
    _ node: Node, as type: T.Type, noun: String, for what: String
  ) throws(SceneError) -> T where T.RawValue == String {
    let text = try string(node, for: what)
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    throw error("unknown \(noun) '\(text)'" + Suggestions.hint(for: text, in: names), at: node)
  }

  /// A device preset name (`tscope devices`).
  func device(_ node: Node, for what: String) throws(SceneError) -> String {
    let text = try string(node, for: what)
    if Device.named(text) != nil { return text }
    let names = Device.all.map(\.name)
    throw error("unknown device '\(text)'" + Suggestions.hint(for: text, in: names), at: node)
  }

  /// A single-valued keyword such as `adaptive: none` or `interactive: cancelled`.
  func keyword(_ node: Node, _ keyword: String, for key: String) throws(SceneError) {
    let text = try string(node, for: "'\(key)'")
    guard text != keyword else { return }
    throw error(
      "unknown \(key) value '\(text)'" + Suggestions.hint(for: text, in: [keyword]), at: node)
  }
}
