/// The descriptions of `KeyDescriptions` put on the schema: a `description` on every property
/// that has none, from the table of the mapping it belongs to, and `enumDescriptions` (read
/// by the YAML and JSON language servers for completion) beside every `enum`.
extension SceneSchema {
  /// `json` annotated; `definition` is the `$defs` entry it sits in ("" at the top), `name` the
  /// nearest property or definition name (it picks the table of an enum's values).
  static func annotated(_ json: JSON, definition: String, name: String) -> JSON {
    switch json {
    case .array(let items):
      return .array(items.map { annotated($0, definition: definition, name: name) })
    case .object(let entries):
      var out: [(String, JSON)] = []
      for (key, value) in entries {
        switch (key, value) {
        case ("$defs", .object(let definitions)):
          out.append(
            (
              key,
              .object(definitions.map { ($0.0, annotated($0.1, definition: $0.0, name: $0.0)) })
            ))
        case ("properties", .object(let properties)):
          out.append((key, .object(properties.map { property(definition, $0.0, $0.1) })))
        case ("enum", .array(let values)):
          out.append((key, value))
          if let table = KeyDescriptions.values[name] {
            let words = values.map { value -> JSON in
              guard case .string(let word) = value else { return .string("") }
              return .string(table[word] ?? "")
            }
            out.append(("enumDescriptions", .array(words)))
          }
        default:
          out.append((key, annotated(value, definition: definition, name: name)))
        }
      }
      return .object(out)
    default:
      return json
    }
  }

  private static func property(_ definition: String, _ key: String, _ value: JSON)
    -> (String, JSON)
  {
    let inner = annotated(value, definition: definition, name: key)
    if case .object(let entries) = inner, entries.contains(where: { $0.0 == "description" }) {
      return (key, inner)
    }
    return (key, described(inner, description(of: key, in: definition)))
  }

  /// The line for `key` in the mapping of `definition`.
  static func description(of key: String, in definition: String) -> String? {
    switch definition {
    case "": return KeyDescriptions.scene[key]
    case "custom": return KeyDescriptions.custom[key]
    case "sheet", "customDetent": return KeyDescriptions.sheet[key]
    case "anchor": return KeyDescriptions.anchor[key]
    case "lifecycleHook": return KeyDescriptions.lifecycleHook[key]
    case "searchController": return KeyDescriptions.searchController[key]
    case _ where definition == "controller" || definition.hasSuffix("Controller"):
      return KeyDescriptions.controller[key]
    case _ where definition == "step" || definition.hasSuffix("Step"):
      return KeyDescriptions.step[key] ?? KeyDescriptions.option[key]
    default: return nil
    }
  }
}
