import Yams

/// A YAML mapping with string keys, kept in file order, with checks for unknown keys.
struct MappingReader {
  /// One `key: value` pair.
  struct Entry {
    let key: String
    let keyNode: Node
    let value: Node
  }

  let node: Node
  let entries: [Entry]
  /// How messages name this mapping: `scene`, `navigation controller`, `'present' step`.
  var what: String
  let reader: NodeReader

  /// Fails unless `node` is a mapping whose keys are all strings.
  init(_ node: Node, for role: String, what: String, reader: NodeReader) throws(SceneError) {
    guard case .mapping(let mapping) = node else {
      throw reader.error(
        "expected a mapping for \(role), found \(NodeReader.describe(node))", at: node)
    }
    var entries: [Entry] = []
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        throw reader.error(
          "expected a string key in \(what), found \(NodeReader.describe(key))", at: key)
      }
      entries.append(Entry(key: scalar.string, keyNode: key, value: value))
    }
    self.node = node
    self.entries = entries
    self.what = what
    self.reader = reader
  }

  /// The one entry whose key is among `selectors` (a controller's kind key, a step's action
  /// key). With none, an unknown key close to a `known` one is reported with a suggestion,
  /// else `none`; with several, `many(first, second)`.
  func single(
    among selectors: [String], known: [String], none: String,
    many: (String, String) -> String
  ) throws(SceneError) -> Entry {
    let found = entries.filter { selectors.contains($0.key) }
    guard let first = found.first else {
      for entry in entries where !known.contains(entry.key) {
        if let match = Suggestions.closest(to: entry.key, in: known) {
          throw reader.error(
            "unknown key '\(entry.key)' in \(what); did you mean '\(match)'?", at: entry.keyNode)
        }
      }
      throw reader.error(none, at: node)
    }
    if found.count > 1 {
      throw reader.error(many(first.key, found[1].key), at: found[1].keyNode)
    }
    return first
  }

  /// The value of `key`, or nil when absent.
  subscript(key: String) -> Node? {
    entries.first { $0.key == key }?.value
  }

  /// The value of `key`, or nil when absent or null.
  func optional(_ key: String) -> Node? {
    guard let value = self[key], !NodeReader.isNull(value) else { return nil }
    return value
  }

  /// Fails at the first key (in file order) that is not in `allowed`. `owners` names, for a
  /// key that is valid elsewhere, where it belongs (e.g. `navigation controllers`).
  func checkKeys(allowed: [String], owners: [String: String] = [:]) throws(SceneError) {
    for entry in entries where !allowed.contains(entry.key) {
      if let owner = owners[entry.key] {
        throw reader.error(
          "key '\(entry.key)' is not allowed in \(what) (it belongs to \(owner))",
          at: entry.keyNode)
      }
      throw reader.error(
        "unknown key '\(entry.key)' in \(what)" + Suggestions.hint(for: entry.key, in: allowed),
        at: entry.keyNode)
    }
  }

  /// The value of `key`, failing at the mapping when it is missing.
  func required(_ key: String) throws(SceneError) -> Node {
    guard let value = self[key] else {
      throw reader.error("missing required key '\(key)' in \(what)", at: node)
    }
    return value
  }

  func optionalString(_ key: String) throws(SceneError) -> String? {
    guard let value = optional(key) else { return nil }
    return try reader.string(value, for: "'\(key)'")
  }

  func optionalBool(_ key: String) throws(SceneError) -> Bool? {
    guard let value = optional(key) else { return nil }
    return try reader.bool(value, for: "'\(key)'")
  }

  /// Text shown to people (`about`, `note`): trailing line breaks of block scalars dropped.
  func optionalText(_ key: String) throws(SceneError) -> String? {
    guard var text = try optionalString(key) else { return nil }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
