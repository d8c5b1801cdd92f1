/// `tscope schema`: a JSON Schema (draft 2020-12) of the scene format. The keys allowed in
/// each mapping are the readers' own tables (`SceneReader.keys`, `ControllerReader.kindKeys`,
/// `StepReader.actionOptions`, …), so the schema cannot drift from what the loader accepts;
/// `SchemaTypes` says what each value looks like.
public enum SceneSchema {
  typealias JSON = SchemaJSON

  /// The schema as pretty-printed JSON.
  public static var text: String { document.text() + "\n" }

  /// Keys the loader accepts that `SchemaTypes` has no type for (empty when complete).
  public static var untypedKeys: [String] {
    var missing: [String] = []
    for key in SceneReader.keys where SchemaTypes.scene[key] == nil { missing.append(key) }
    let controllerKeys =
      ControllerReader.kindKeys + ControllerReader.kindKeyKeys.values.flatMap { $0 }
      + ControllerReader.optionKeys
    for key in controllerKeys where SchemaTypes.controllerKeys[key] == nil {
      missing.append("controller." + key)
    }
    let stepKeys =
      StepReader.actionKeys + StepReader.commonKeys + StepReader.actionOptions.values.flatMap { $0 }
    for key in stepKeys where SchemaTypes.stepKeys[key] == nil { missing.append("step." + key) }
    for key in StepReader.customKeys where SchemaTypes.customKeys[key] == nil {
      missing.append("custom." + key)
    }
    return Array(Set(missing)).sorted()
  }

  static var document: JSON {
    var definitions = SchemaTypes.definitions
    definitions.append(("controller", controller))
    for kind in ControllerReader.kindKeys {
      definitions.append(("\(kind)Controller", controllerMapping(kind)))
    }
    definitions.append(("step", step))
    for action in StepReader.actionKeys {
      definitions.append(("\(action)Step", stepMapping(action)))
    }
    definitions.append(
      ("custom", mapping(keys: StepReader.customKeys, types: SchemaTypes.customKeys)))
    definitions.append(("sheet", SchemaTypes.sheet))
    definitions.append(("customDetent", SchemaTypes.customDetent))
    return .object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string("TransitionScope scene")),
      (
        "description",
        .string("A scene for tscope: a root controller and steps of UIKit transitions.")
      ),
      ("type", .string("object")),
      ("required", .array([.string("title"), .string("root")])),
      ("properties", properties(SceneReader.keys, types: SchemaTypes.scene)),
      ("additionalProperties", .bool(false)),
      ("$defs", .object(definitions)),
    ])
  }

  /// A bare name, or a mapping with exactly one kind key.
  private static var controller: JSON {
    .object([
      (
        "oneOf",
        .array(
          [SchemaTypes.name]
            + ControllerReader.kindKeys.map { SchemaTypes.ref("\($0)Controller") })
      )
    ])
  }

  private static func controllerMapping(_ kind: String) -> JSON {
    let keys =
      [kind] + (ControllerReader.kindKeyKeys[kind] ?? []) + ControllerReader.optionKeys
    var required = [kind]
    if kind == "navigation" { required.append("stack") }
    if kind == "tab" { required.append("tabs") }
    if kind == "split" { required.append("primary") }
    return mapping(keys: keys, types: SchemaTypes.controllerKeys, required: required)
  }

  private static var step: JSON {
    .object([
      ("oneOf", .array(StepReader.actionKeys.map { SchemaTypes.ref("\($0)Step") }))
    ])
  }

  private static func stepMapping(_ action: String) -> JSON {
    let keys = [action] + (StepReader.actionOptions[action] ?? []) + StepReader.commonKeys
    var types = SchemaTypes.stepKeys
    if let interactive = SchemaTypes.interactiveByAction[action] {
      types["interactive"] = interactive
    }
    // Every action that takes `from` or `to` needs it (the loader's `map.required`).
    let required = [action] + keys.filter { $0 == "from" || $0 == "to" }
    guard case .object(var entries) = mapping(keys: keys, types: types, required: required)
    else { return mapping(keys: keys, types: types, required: required) }
    // The loader's rule (StepReader.interaction): an interactive push, and a completed
    // interactive pop or present, need the app's animator.
    if action == "push" {
      entries.append(
        ("dependentRequired", .object([("interactive", .array([.string("animator")]))])))
    } else if action == "pop" || action == "present" {
      entries.append(
        (
          "if",
          .object([
            ("properties", .object([("interactive", .object([("const", .string("completed"))]))])),
            ("required", .array([.string("interactive")])),
          ])
        ))
      entries.append(("then", .object([("required", .array([.string("animator")]))])))
    }
    return .object(entries)
  }

  private static func mapping(keys: [String], types: [String: JSON], required: [String] = [])
    -> JSON
  {
    var entries: [(String, JSON)] = [("type", .string("object"))]
    if !required.isEmpty { entries.append(("required", .array(required.map(JSON.string)))) }
    entries.append(("properties", properties(keys, types: types)))
    entries.append(("additionalProperties", .bool(false)))
    return .object(entries)
  }

  private static func properties(_ keys: [String], types: [String: JSON]) -> JSON {
    var seen = Set<String>()
    return .object(
      keys.filter { seen.insert($0).inserted }.map { ($0, types[$0] ?? .object([])) })
  }
}
