import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// The names UIKit's questions had in Swift 2, before Swift 3 renamed them
  /// (`animationControllerForPresentedController(_:presentingController:sourceController:)`).
  private static let swift2Names: [String: [String]] = [
    "animationController": [
      "animationControllerForPresentedController", "animationControllerForDismissedController",
    ]
  ]

  /// A method of `type` that spells UIKit's question `name(labels)` the Swift 2 way (or with
  /// labels Swift 3 and later do not match): the same name with a first argument label where
  /// UIKit's has another (`navigationController(navigationController:…)`,
  /// `animateTransition(transitionContext:)`), or Swift 2's name. UIKit never calls such a
  /// method with Swift 3 and later, and the tool reads those only: a located error saying so,
  /// nil when there is none, or
  /// when the type also has UIKit's own spelling.
  func swift2Spelling(_ object: SwiftObject, _ name: String, _ labels: [String?])
    -> SwiftSceneError?
  {
    guard !implements(object, name, labels) else { return nil }
    let type = object.type
    var candidates = (type.methods[name] ?? []).filter {
      $0.argumentLabels.count == labels.count && $0.argumentLabels.first != labels.first
    }
    for old in Self.swift2Names[name] ?? [] { candidates += type.methods[old] ?? [] }
    guard let method = candidates.first(where: { $0.body != nil }) else { return nil }
    let source = method.body.flatMap { self.source(containing: $0) } ?? type.source
    let place = source.location(of: method.name)
    let spell = { (base: String, labels: [String?]) in
      base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
    let (written, uikit) = (spell(method.name.text, method.argumentLabels), spell(name, labels))
    return SwiftSceneError(
      file: source.name, line: place.line, column: place.column,
      message: "\(type.name).\(written) is not UIKit's \(uikit): it is the Swift 2 spelling (or "
        + "a mistyped one), which UIKit does not call with Swift 3 and later; TransitionScope "
        + "reads Swift 3 and later names only")
  }
}
