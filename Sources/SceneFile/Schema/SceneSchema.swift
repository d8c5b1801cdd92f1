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
      + ControllerReader.optionKeys + [ControllerReader.tabEntryKey]
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

  /// The schema with a description on every key and beside every word list's values.
  static var document: JSON { annotated(bare, definition: "", name: "") }

  static var bare: JSON {
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
    definitions.append(("anchor", SchemaTypes.anchor))
    definitions.append(("lifecycleHook", SchemaTypes.lifecycleHook))
    definitions.append(("searchController", SchemaTypes.searchController))
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
      ("properties", properties(SceneReader.keys, types: SchemaTypes.scene, KeyDescriptions.scene)),
      ("additionalProperties", .bool(false)),
      ("$defs", .object(definitions)),
    ])
  }

  /// A bare name, or a mapping discriminated by its one kind key.
  private static var controller: JSON {
    let keys =
      ControllerReader.kindKeys.flatMap { ControllerReader.kindKeyKeys[$0] ?? [] }
      + ControllerReader.optionKeys + [ControllerReader.tabEntryKey]
    return .object([
      ("if", .object([("type", .string("object"))])),
      (
        "then",
        .object(
          discriminated(
            kinds: ControllerReader.kindKeys, keys: keys, suffix: "Controller",
            descriptions: [:]))
      ),
      ("else", SchemaTypes.name),
    ])
  }

  private static func controllerMapping(_ kind: String) -> JSON {
    // `tabGroup` belongs to the entries of a tab's `tabs` (TB-11): the schema allows it on
    // every controller and leaves the place to the loader's located error.
    let keys =
      [kind] + (ControllerReader.kindKeyKeys[kind] ?? []) + ControllerReader.optionKeys
      + [ControllerReader.tabEntryKey]
    var required = [kind]
    if kind == "navigation" { required.append("stack") }
    if kind == "tab" { required.append("tabs") }
    if kind == "split" { required.append("primary") }
    return mapping(keys: keys, types: SchemaTypes.controllerKeys, required: required)
  }

  /// A mapping discriminated by which one of `kinds` it has: every key any of them may have
  /// is listed (so an unknown key is named), exactly one kind key is required, and the kind's
  /// own definition (`<kind><suffix>`) applies when its key is there (so a key of another kind
  /// is named too).
  static func discriminated(
    kinds: [String], keys: [String], suffix: String, descriptions: [String: String]
  ) -> [(String, JSON)] {
    var seen = Set<String>()
    let properties = (kinds + keys).filter { seen.insert($0).inserted }.map {
      key -> (String, JSON) in
      (key, descriptions[key].map { .object([("description", .string($0))]) } ?? .object([]))
    }
    return [
      ("type", .string("object")),
      ("properties", .object(properties)),
      ("additionalProperties", .bool(false)),
      ("oneOf", .array(kinds.map { .object([("required", .array([.string($0)]))]) })),
      (
        "allOf",
        .array(
          kinds.map { kind in
            .object([
              ("if", .object([("required", .array([.string(kind)]))])),
              ("then", SchemaTypes.ref("\(kind)\(suffix)")),
            ])
          })
      ),
    ]
  }

  /// A step, discriminated by its action key: every key any step may have is listed (so an
  /// unknown key is named: "'presnt' was unexpected"), exactly one action key is required, and
  /// the action's own mapping applies when its key is there (so a key of another action is
  /// named too).
  private static var step: JSON {
    let keys =
      StepReader.commonKeys + StepReader.actionKeys.flatMap { StepReader.actionOptions[$0] ?? [] }
    return .object(
      [("description", .string("One step: exactly one action key, with that action's keys."))]
        + discriminated(
          kinds: StepReader.actionKeys, keys: keys, suffix: "Step",
          descriptions: KeyDescriptions.step))
  }

  private static func stepMapping(_ action: String) -> JSON {
    let keys = [action] + (StepReader.actionOptions[action] ?? []) + StepReader.commonKeys
    var types = SchemaTypes.stepKeys
    if let interactive = SchemaTypes.interactiveByAction[action] {
      types["interactive"] = interactive
    }
    if let gesture = SchemaTypes.gestureByAction[action] { types["gesture"] = gesture }
    // Every action that takes `from` or `to` needs it (the loader's `map.required`).
    // A setPage names its page view controller (K-10).
    let required =
      [action] + keys.filter { $0 == "from" || $0 == "to" || (action == "setPage" && $0 == "on") }
    let descriptions = KeyDescriptions.step
    guard
      case .object(var entries) = mapping(
        keys: keys, types: types, required: required, descriptions: descriptions)
    else { return mapping(keys: keys, types: types, required: required) }
    // The loader's rule (StepReader.interaction): an interactive push, and a completed
    // interactive present, need the app's animator; a pop's `gesture` needs `interactive`.
    if action == "push" {
      entries.append(
        ("dependentRequired", .object([("interactive", .array([.string("animator")]))])))
    } else if action == "pop" {
      entries.append(
        ("dependentRequired", .object([("gesture", .array([.string("interactive")]))])))
    } else if action == "dismiss" {
      entries.append(
        (
          "dependentRequired",
          .object([
            ("gesture", .array([.string("interactive")])), ("at", .array([.string("gesture")])),
          ])
        ))
    } else if action == "present" {
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

  private static func mapping(
    keys: [String], types: [String: JSON], required: [String] = [],
    descriptions: [String: String] = [:]
  ) -> JSON {
    var entries: [(String, JSON)] = [("type", .string("object"))]
    if !required.isEmpty { entries.append(("required", .array(required.map(JSON.string)))) }
    entries.append(("properties", properties(keys, types: types, descriptions)))
    entries.append(("additionalProperties", .bool(false)))
    return .object(entries)
  }

  private static func properties(
    _ keys: [String], types: [String: JSON], _ descriptions: [String: String] = [:]
  ) -> JSON {
    var seen = Set<String>()
    return .object(
      keys.filter { seen.insert($0).inserted }.map {
        ($0, described(types[$0] ?? .object([]), descriptions[$0]))
      })
  }

  /// A value's schema with a description first (a `$ref` is wrapped in `allOf`, so the
  /// description is not a sibling that older drafts ignore).
  static func described(_ schema: JSON, _ description: String?) -> JSON {
    guard let description, case .object(let entries) = schema else { return schema }
    // Draft 2020-12 reads keywords beside `$ref`, so the description sits next to it.
    return .object(
      [("description", .string(description))] + entries.filter { $0.0 != "description" })
  }
}
