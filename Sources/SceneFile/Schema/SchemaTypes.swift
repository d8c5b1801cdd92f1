import TransitionEngine

/// The value type of every key of the scene format, for `tscope schema`. The key lists come
/// from the readers' own tables; this file says only what each key's value looks like. A key a
/// reader accepts but that has no entry here shows up in `SceneSchema.untypedKeys` (a test
/// keeps that empty).
enum SchemaTypes {
  typealias JSON = SchemaJSON

  static func ref(_ name: String) -> JSON { .object([("$ref", .string("#/$defs/\(name)"))]) }
  static func type(_ name: String) -> JSON { .object([("type", .string(name))]) }
  static func choice(_ values: [String]) -> JSON {
    .object([("type", .string("string")), ("enum", .array(values.map(JSON.string)))])
  }
  static func constant(_ value: String) -> JSON { .object([("const", .string(value))]) }
  static func anyOf(_ options: [JSON]) -> JSON { .object([("anyOf", .array(options))]) }
  static func list(of item: JSON, atLeastOne: Bool = false) -> JSON {
    var entries: [(String, JSON)] = [("type", .string("array")), ("items", item)]
    if atLeastOne { entries.append(("minItems", .integer(1))) }
    return .object(entries)
  }
  static func numbers(_ count: Int) -> JSON {
    .object([
      ("type", .string("array")), ("items", type("number")), ("minItems", .integer(count)),
      ("maxItems", .integer(count)),
    ])
  }
  static let bool = type("boolean")
  static let string = type("string")
  static let name = ref("name")
  static let controller = ref("controller")
  static let code = ref("code")

  /// Shared definitions (`$defs`) besides the controllers and steps.
  static var definitions: [(String, JSON)] {
    [
      (
        "name",
        .object([
          ("description", .string("A controller's name, unique in the scene.")),
          ("type", .array([.string("string"), .string("number"), .string("boolean")])),
          ("minLength", .integer(1)),
        ])
      ),
      (
        "code",
        .object([
          ("description", .string("Statements in Swift syntax, one a line (or a list).")),
          ("anyOf", .array([string, list(of: string)])),
        ])
      ),
      ("device", choice(Device.all.map(\.name))),
      ("orientation", choice(Orientation.allCases.map(\.rawValue))),
      ("multitasking", choice(Multitasking.allCases.map(\.rawValue))),
      ("style", choice(PresentationStyle.allCases.map(\.rawValue))),
      ("transitionStyle", choice(ModalTransitionStyle.allCases.map(\.rawValue))),
      ("rect", numbers(4)),
    ]
  }

  /// Top-level keys of a scene.
  static let scene: [String: JSON] = [
    "title": string, "about": string, "device": ref("device"), "orientation": ref("orientation"),
    "ios": .object([
      ("type", .string("integer")), ("minimum", .integer(SceneReader.iosVersions.lowerBound)),
      ("maximum", .integer(SceneReader.iosVersions.upperBound)),
    ]),
    "multitasking": ref("multitasking"), "root": controller, "steps": list(of: ref("step")),
  ]

  /// Keys of a controller mapping: kind keys, each kind's own keys, the options.
  static let controllerKeys: [String: JSON] = [
    "vc": name, "navigation": name, "tab": name, "split": name, "container": name,
    "stack": list(of: controller, atLeastOne: true), "tabs": list(of: controller, atLeastOne: true),
    "selected": anyOf([.object([("type", .string("integer")), ("minimum", .integer(0))]), name]),
    "primary": controller, "secondary": controller, "children": list(of: controller),
    "class": string, "viewClass": string, "definesPresentationContext": bool,
    "providesPresentationContextTransitionStyle": bool,
    "modalTransitionStyle": ref("transitionStyle"), "preferredContentSize": numbers(2),
    "hidesBottomBarWhenPushed": bool, "adaptive": constant("none"), "views": list(of: string),
    "frame": ref("rect"), "background": choice(["opaque", "translucent", "clear"]),
    "preferredTransition": constant("zoom"), "zoomSource": string,
  ]

  /// Keys of a step: action keys (their value), action options, `animated`, `note`.
  static let stepKeys: [String: JSON] = [
    "push": controller, "pop": anyOf([name, type("null")]),
    "popToRoot": anyOf([name, type("null")]), "present": controller, "dismiss": name,
    "show": controller, "showDetail": controller,
    "select": anyOf([.object([("type", .string("integer")), ("minimum", .integer(0))]), name]),
    "addChild": controller, "removeChild": name, "unwind": name, "rotate": ref("orientation"),
    "device": ref("device"), "multitasking": ref("multitasking"), "detent": string,
    "code": code, "segue": controller,
    "on": name, "interrupted": bool, "from": name, "style": ref("style"),
    "transition": ref("transitionStyle"), "source": name, "custom": ref("custom"),
    "tab": name, "to": name, "sheet": ref("sheet"), "animator": code,
    "kind": choice(["show", "showDetail", "present", "popover", "custom"]), "perform": code,
    "interactive": anyOf([choice(["cancelled", "completed"]), bool]),
    "animated": bool, "note": string,
  ]

  /// `interactive` per action, where it is narrower than the union above.
  static let interactiveByAction: [String: JSON] = [
    "pop": choice(["cancelled", "completed"]), "push": choice(["cancelled", "completed"]),
    "present": choice(["cancelled", "completed"]),
    "dismiss": choice(["cancelled", "completed"]), "detent": bool,
  ]

  /// Keys of a present step's `custom:` mapping.
  static let customKeys: [String: JSON] = [
    "frame": ref("rect"), "removesPresentersView": bool, "presentsInFullscreen": bool,
    "chrome": list(of: string), "presentedView": string,
  ]

  /// A present step's `sheet:` mapping (sheetPresentationController).
  static var sheet: JSON {
    let detent = anyOf([
      string,
      .object([
        ("type", .string("object")),
        ("properties", .object([("custom", string), ("height", type("number"))])),
        ("required", .array([.string("custom")])), ("additionalProperties", .bool(false)),
      ]),
    ])
    return .object([
      ("type", .string("object")),
      (
        "properties",
        .object([
          ("detents", list(of: detent)), ("selected", string), ("largestUndimmed", string),
          ("grabber", bool), ("edgeAttachedInCompactHeight", bool),
        ])
      ),
      ("additionalProperties", .bool(false)),
    ])
  }
}
