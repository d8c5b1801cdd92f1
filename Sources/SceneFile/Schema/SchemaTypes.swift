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
  /// A number of points as the loader reads one (within ±`InputLimits.maxPoints`); a width
  /// or height is not negative.
  static func points(size: Bool = false) -> JSON {
    let limit = Int(InputLimits.maxPoints)
    return .object([
      ("type", .string("number")), ("minimum", .integer(size ? 0 : -limit)),
      ("maximum", .integer(limit)),
    ])
  }
  /// `[x, y, w, h]` or `[w, h]`: that many numbers, the last two sizes.
  static func numbers(_ count: Int) -> JSON {
    let items = (0..<count).map { points(size: $0 >= count - 2) }
    return .object([
      ("type", .string("array")), ("prefixItems", .array(items)), ("items", .bool(false)),
      ("minItems", .integer(count)), ("maxItems", .integer(count)),
    ])
  }
  /// The loader's names: a non-empty scalar that is not null.
  static func scalarText(_ description: String, nonEmpty: Bool) -> JSON {
    var entries: [(String, JSON)] = [
      ("description", .string(description)),
      ("type", .array([.string("string"), .string("number"), .string("boolean")])),
    ]
    if nonEmpty { entries.append(("minLength", .integer(1))) }
    return .object(entries)
  }
  static let bool = type("boolean")
  static let string = type("string")
  /// Text the loader reads as a string: a YAML number or boolean is read as its text too.
  static let text = ref("text")
  static let name = ref("name")
  /// A tab index (0 or more) or a controller's name, but never a negative integer.
  static let selector = JSON.object([
    ("anyOf", .array([.object([("type", .string("integer")), ("minimum", .integer(0))]), name])),
    ("not", .object([("type", .string("integer")), ("exclusiveMaximum", .integer(0))])),
  ])
  static let controller = ref("controller")
  static let code = ref("code")

  /// Shared definitions (`$defs`) besides the controllers and steps.
  static var definitions: [(String, JSON)] {
    [
      ("name", scalarText("A controller's name, unique in the scene.", nonEmpty: true)),
      (
        "text",
        scalarText(
          "Text; a YAML number or boolean is read as its text (class: 42 is the class '42').",
          nonEmpty: false)
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
      ("pageTransitionStyle", choice(PageTransitionStyle.allCases.map(\.rawValue))),
      ("rect", numbers(4)),
      ("splitStyle", choice(ControllerReader.StyleWord.allCases.map(\.rawValue))),
      ("splitColumn", choice(SplitColumn.allCases.map(\.rawValue))),
    ]
  }

  /// Top-level keys of a scene.
  static let scene: [String: JSON] = [
    "title": text, "about": text, "device": ref("device"), "orientation": ref("orientation"),
    "window": .object([
      ("type", .string("array")), ("minItems", .integer(2)), ("maxItems", .integer(2)),
      (
        "items",
        .object([
          ("type", .string("number")), ("minimum", .integer(100)), ("maximum", .integer(3000)),
        ])
      ),
    ]),
    "ios": .object([
      ("type", .string("integer")), ("minimum", .integer(SceneReader.iosVersions.lowerBound)),
      ("maximum", .integer(SceneReader.iosVersions.upperBound)),
    ]),
    "multitasking": ref("multitasking"), "root": controller, "steps": list(of: ref("step")),
    "swift": anyOf([text, list(of: text)]),
  ]

  /// Keys of a controller mapping: kind keys, each kind's own keys, the options.
  static let controllerKeys: [String: JSON] = [
    "vc": name, "navigation": name, "tab": name, "split": name, "container": name,
    "pageView": name, "pages": list(of: controller, atLeastOne: true),
    "transitionStyle": ref("pageTransitionStyle"),
    "stack": list(of: controller, atLeastOne: true), "tabs": list(of: controller, atLeastOne: true),
    "selected": selector, "tabBarHidden": bool,
    "mode": choice(TabBarMode.allCases.map(\.rawValue)), "selectedTab": name,
    "tabGroup": list(of: name, atLeastOne: true),
    "minimizeBehavior": choice(TabBarMinimizeBehavior.allCases.map(\.rawValue)),
    "bottomAccessory": text,
    "primary": controller, "secondary": controller, "children": list(of: controller),
    "style": ref("splitStyle"), "supplementary": controller, "compact": controller,
    "inspector": controller,
    "topColumnForCollapsing": choice(["primary", "supplementary", "secondary"]),
    "collapseSecondary": choice(["handled", "notHandled", "none"]),
    "class": text, "viewClass": text, "definesPresentationContext": bool,
    "providesPresentationContextTransitionStyle": bool,
    "modalTransitionStyle": ref("transitionStyle"), "preferredContentSize": numbers(2),
    "hidesBottomBarWhenPushed": bool, "modalInPresentation": bool, "adaptive": constant("none"),
    "shouldDismiss": bool,
    "views": list(of: text),
    "frame": ref("rect"), "background": choice(["opaque", "translucent", "clear"]),
    "preferredTransition": constant("zoom"), "zoomSource": text,
    "onViewDidLoad": ref("lifecycleHook"), "onViewWillAppear": ref("lifecycleHook"),
    "onViewDidAppear": ref("lifecycleHook"),
    "navigationBarHidden": bool, "toolbarHidden": bool, "prefersLargeTitles": bool,
    "largeTitleDisplayMode": choice(LargeTitleDisplayMode.allCases.map(\.rawValue)),
    "toolbarItems": list(of: text),
    "searchController": anyOf([ref("searchController"), type("null")]),
  ]

  /// Keys of a step: action keys (their value), action options, `animated`, `note`.
  static let stepKeys: [String: JSON] = [
    "push": controller, "pop": anyOf([name, type("null")]),
    "popToRoot": anyOf([name, type("null")]), "present": controller, "dismiss": name,
    "show": controller, "showDetail": controller,
    "select": selector,
    "addChild": controller, "removeChild": name, "unwind": name, "rotate": ref("orientation"),
    "device": ref("device"), "multitasking": ref("multitasking"), "detent": text,
    "code": code, "segue": controller, "tabBarHidden": bool, "selectedTab": name,
    "scroll": choice(["down", "up"]), "bottomAccessory": anyOf([text, type("null")]),
    "setViewControllers": list(of: controller, atLeastOne: true),
    "navigationBarHidden": bool, "toolbarHidden": bool, "popTo": name,
    "search": choice(["active", "inactive"]),
    "setPage": controller, "direction": choice(PageDirection.allCases.map(\.rawValue)),
    "showColumn": ref("splitColumn"), "hideColumn": ref("splitColumn"),
    "setViewController": controller, "column": ref("splitColumn"),
    "on": name, "interrupted": bool, "from": name, "style": ref("style"),
    "transition": ref("transitionStyle"), "source": name, "anchor": ref("anchor"),
    "custom": ref("custom"),
    "tab": name, "to": name, "sheet": ref("sheet"), "animator": code,
    "transitioningDelegate": text, "navigationDelegate": text, "tabBarDelegate": text,
    "kind": choice(["show", "showDetail", "present", "popover", "custom"]), "perform": code,
    "class": text,
    "interactive": anyOf([choice(["cancelled", "completed"]), bool]),
    "gesture": choice(["edge", "content"]),
    "passthrough": list(of: name), "at": name,
    "animated": bool, "note": text,
  ]

  /// `interactive` per action, where it is narrower than the union above.
  static let interactiveByAction: [String: JSON] = [
    "pop": choice(["cancelled", "completed"]), "push": choice(["cancelled", "completed"]),
    "present": choice(["cancelled", "completed"]),
    "dismiss": choice(["cancelled", "completed"]), "detent": bool,
    "setPage": choice(["cancelled", "completed"]), "select": choice(["cancelled", "completed"]),
  ]

  /// `gesture` per action, where it differs from the pop's: a dismiss's tap outside (M-22).
  static let gestureByAction: [String: JSON] = ["dismiss": choice(["tapOutside"])]

  /// Keys of a present step's `custom:` mapping.
  static let customKeys: [String: JSON] = [
    "frame": ref("rect"), "removesPresentersView": bool, "presentsInFullscreen": bool,
    "chrome": list(of: text), "presentedView": constant("wrapper"),
  ]

  /// `{custom: Name, height: N}`: a custom detent of a positive height.
  static var customDetent: JSON {
    let limit = Int(InputLimits.maxPoints)
    let height = JSON.object([
      ("type", .string("number")), ("exclusiveMinimum", .integer(0)),
      ("maximum", .integer(limit)),
    ])
    return .object([
      ("type", .string("object")),
      (
        "properties",
        .object([
          ("custom", scalarText("The detent's identifier.", nonEmpty: true)), ("height", height),
        ])
      ),
      ("required", .array([.string("custom"), .string("height")])),
      ("additionalProperties", .bool(false)),
    ])
  }

  /// A present step's `anchor:` mapping (M-17): one of sourceView (with sourceRect),
  /// barButtonItem or sourceItem.
  static var anchor: JSON {
    let slot = choice(BarButtonSlot.allCases.map(\.rawValue))
    return .object([
      ("type", .string("object")),
      (
        "properties",
        .object([
          ("sourceView", name), ("sourceRect", ref("rect")), ("barButtonItem", slot),
          ("sourceItem", anyOf([slot, name])),
        ])
      ),
      ("minProperties", .integer(1)),
      ("additionalProperties", .bool(false)),
    ])
  }

  /// A present step's `sheet:` mapping (sheetPresentationController).
  static var sheet: JSON {
    let detent = anyOf([choice(SheetReader.systemDetents), ref("customDetent")])
    return .object([
      ("type", .string("object")),
      (
        "properties",
        .object([
          ("detents", list(of: detent, atLeastOne: true)), ("selected", text),
          ("largestUndimmed", text), ("grabber", bool), ("edgeAttachedInCompactHeight", bool),
          ("widthFollowsPreferredContentSizeWhenEdgeAttached", bool),
          ("placement", choice(SheetPlacement.allCases.map(\.rawValue))),
        ])
      ),
      ("additionalProperties", .bool(false)),
    ])
  }

  /// A controller's `onViewDidLoad` / `onViewWillAppear` / `onViewDidAppear` (P-10–P-12).
  static var lifecycleHook: JSON {
    let styles = PresentationStyle.allCases.map(\.rawValue).filter {
      $0 != "popover" && $0 != "actionSheet"
    }
    return .object([
      ("type", .string("object")),
      (
        "properties",
        .object([
          ("present", controller), ("style", choice(styles)),
          ("transition", ref("transitionStyle")), ("animated", bool), ("once", bool),
        ])
      ),
      ("required", .array([.string("present")])),
      ("additionalProperties", .bool(false)),
    ])
  }

  /// A controller's `searchController:` (M-23): its name and its results controller.
  static var searchController: JSON {
    .object([
      ("type", .string("object")),
      ("properties", .object([("name", name), ("vc", name)])),
      ("additionalProperties", .bool(false)),
    ])
  }
}
