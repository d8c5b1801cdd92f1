import TransitionEngine

extension SwiftOverridesReader {
  /// The scene controllers for the children a `viewDidLoad` adds (K-1), each placed as a
  /// child declared under the container's `children:` is: a class of the files is named as a
  /// presented one is (its own overrides run too, bounded by `depthLimit`); one of UIKit's is
  /// named after the Swift variable (`chart` gives `Chart`), or its class.
  func childSpecs(_ children: [ChildByCode], depth: Int) -> [ControllerSpec] {
    var specs: [ControllerSpec] = []
    for child in children {
      let line = Int(child.line.split(separator: ":").last ?? "") ?? 1
      if child.isFilesClass {
        if let spec = classSpec(child.className, line: line, depth: depth) { specs.append(spec) }
        continue
      }
      let name = freeName(Self.capitalised(child.variable) ?? child.className)
      names.define(name, line: line)
      names.classes[name] = child.className
      var options = ControllerOptions()
      options.className = child.className
      specs.append(ControllerSpec(name: name, options: options))
    }
    return specs
  }

  /// A plain controller with children from its `viewDidLoad` becomes a custom container, as
  /// `container:` with `children:` declares it; a container's declared children come first.
  static func kind(_ kind: ControllerSpec.Kind, children: [ControllerSpec]) -> ControllerSpec.Kind {
    guard !children.isEmpty else { return kind }
    switch kind {
    case .plain: return .container(children: children)
    case .container(let declared): return .container(children: declared + children)
    default: return kind
    }
  }

  /// A navigation, tab bar or split view controller's children are its stack, tabs or
  /// columns, which the scene declares: children its own `viewDidLoad` adds are not placed,
  /// and this `not modelled` line says so rather than dropping them silently (K-1).
  static func unplacedChildrenNote(_ kind: ControllerSpec.Kind, _ children: [ControllerSpec])
    -> String?
  {
    guard !children.isEmpty else { return nil }
    switch kind {
    case .plain, .container: return nil
    default:
      let names = children.map(\.name).joined(separator: ", ")
      return "not modelled: the children this controller's viewDidLoad adds (\(names)). A "
        + "navigation, tab bar or split view controller's children are its stack, tabs or "
        + "columns, which the scene declares; the tool does not place others beside them."
    }
  }

  private static func capitalised(_ variable: String?) -> String? {
    guard let variable, let first = variable.first else { return nil }
    return first.uppercased() + variable.dropFirst()
  }

  /// `name`, or `name2`, `name3`… when a controller has it already.
  func freeName(_ name: String) -> String {
    guard names.isDefined(name) else { return name }
    var number = 2
    while names.isDefined(name + String(number)) { number += 1 }
    return name + String(number)
  }
}
