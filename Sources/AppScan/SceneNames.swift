import TransitionEngine

/// The names of one scene's controllers: unique, each controller of the app found by its key,
/// and which navigation controller holds which controller (for a push's `on:`).
struct SceneNames {
  private var taken: Set<String> = []
  /// The scene name of the latest controller made for each key.
  private(set) var byKey: [String: String] = [:]
  /// A controller's navigation controller, by scene name.
  var navigation: [String: String] = [:]
  /// Tab bar controllers: each tab's index and the names inside it.
  var tabOf: [String: (tabs: String, index: Int)] = [:]
  /// The classes of the files the scene's controllers name.
  var classes: [String] = []

  /// `stem`, or `stem2`, `stem3`, … when taken.
  mutating func fresh(_ stem: String) -> String {
    var name = stem
    var number = 2
    while taken.contains(name) {
      name = stem + String(number)
      number += 1
    }
    taken.insert(name)
    return name
  }

  func name(of key: String) -> String? { byKey[key] }

  /// The scene's controller for an app controller, named and registered.
  mutating func spec(_ controller: AppController, declared: (String) -> Bool) -> ControllerSpec {
    let name = fresh(controller.stem)
    byKey[controller.key] = name
    var options = ControllerOptions()
    options.className = controller.className
    if let className = controller.className, declared(className) { classes.append(className) }
    if controller.definesPresentationContext { options.definesPresentationContext = true }
    options.hidesBottomBarWhenPushed = controller.hidesBottomBarWhenPushed
    options.modalTransitionStyle = controller.modalTransitionStyle
    switch controller.kind {
    case .plain:
      return ControllerSpec(name: name, options: options)
    case .container:
      return ControllerSpec(name: name, kind: .container(children: []), options: options)
    case .split(let primary, let secondary):
      let columns = spec(primary, declared: declared)
      let detail = secondary.map { spec($0, declared: declared) }
      return ControllerSpec(
        name: name, kind: .split(primary: columns, secondary: detail), options: options)
    case .columnSplit(let style, let columns):
      var specs: [SplitColumn: ControllerSpec] = [:]
      for column in SplitColumn.allCases {
        guard let inner = columns[column] else { continue }
        let made = spec(inner, declared: declared)
        specs[column] = made
        if case .plain = made.kind, ColumnSplitSpec.wrapsInNavigation(column) {
          // UIKit makes the column's navigation controller (SV-8): a push there goes on it.
          navigation[made.name] = ColumnSplitSpec.createdNavigationName(split: name, column: column)
        }
      }
      return ControllerSpec(
        name: name, kind: .columnSplit(ColumnSplitSpec(style: style, columns: specs)),
        options: options)
    case .navigation(let root):
      let stack = spec(root, declared: declared)
      navigation[stack.name] = name
      return ControllerSpec(name: name, kind: .navigation(stack: [stack]), options: options)
    case .tab(let children):
      guard !children.isEmpty else { return ControllerSpec(name: name, options: options) }
      let tabs = children.map { spec($0, declared: declared) }
      for (index, tab) in tabs.enumerated() {
        for inner in Self.names(in: tab) { tabOf[inner] = (name, index) }
      }
      return ControllerSpec(
        name: name, kind: .tab(tabs: tabs, selected: .index(0)), options: options)
    }
  }

  /// A controller's name and the names of every controller inside it.
  static func names(in spec: ControllerSpec) -> [String] {
    [spec.name] + spec.childSpecs.flatMap(names)
  }
}
