import SceneFile
import SwiftSyntax
import TransitionEngine

/// Follows the containment calls a controller's `viewDidLoad` makes on the controllers its code
/// creates (K-1): `addChild(_:)`, adding the child's view to its own view, `didMove(toParent:)`.
/// A child given all three becomes a child of the scene's controller; each call left out, or
/// made in another order, is named at its line.
final class ControllerChildrenRun {
  /// What one child controller was told, with the lines.
  private final class Record {
    let object: SwiftObject
    let variable: String?
    var added: String?
    var viewAdded: String?
    var didMove: String?
    var didMoveFirst = false

    init(object: SwiftObject, variable: String?) {
      self.object = object
      self.variable = variable
    }

    var what: String { variable.map { "`\($0)`" } ?? "the \(object.type.name)" }
  }

  private var records: [Record] = []
  /// The controller whose `viewDidLoad` runs.
  var parent: SwiftObject?

  private func record(_ object: SwiftObject, variable: String?) -> Record {
    if let found = records.first(where: { $0.object === object }) { return found }
    let made = Record(object: object, variable: variable)
    records.append(made)
    return made
  }

  /// The plain name written right after `opening` in the statement (`chart` in
  /// `addChild(chart)` or `view.addSubview(chart.view)`), nil for anything else.
  static func variable(after opening: String, _ interpreter: SwiftInterpreter) -> String? {
    let text = interpreter.statementText
    guard let range = text.firstRange(of: opening) else { return nil }
    let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = name.first, !first.isNumber, name != "self" else { return nil }
    return String(name)
  }

  /// `addChild(child)` on the controller, and `child.didMove(toParent: self)`; true when
  /// recorded.
  func call(
    _ base: SwiftObject, _ method: String, _ arguments: SwiftArguments,
    _ interpreter: SwiftInterpreter
  ) -> Bool {
    guard let parent else { return false }
    switch method {
    case "addChild" where base === parent:
      guard case .object(let child)? = arguments.values.first, child.type.isController,
        child !== parent
      else { return false }
      // Swift 4.1 and before spelled it `addChildViewController(_:)`.
      let variable =
        Self.variable(after: "addChild(", interpreter)
        ?? Self.variable(after: "addChildViewController(", interpreter)
      let entry = record(child, variable: variable)
      if entry.added == nil { entry.added = interpreter.place }
      return true
    case "didMove" where base !== parent:
      guard case .object(let to)? = arguments["toParent"], to === parent else { return false }
      let entry = record(base, variable: nil)
      guard entry.didMove == nil else { return true }
      entry.didMove = interpreter.place
      entry.didMoveFirst = entry.viewAdded == nil
      return true
    default:
      return false
    }
  }

  /// `view.addSubview(child.view)` (or `insertSubview`) on the controller's own view.
  func addView(_ owner: SwiftObject, _ interpreter: SwiftInterpreter) {
    let entry = record(owner, variable: Self.variable(after: "Subview(", interpreter))
    if entry.viewAdded == nil { entry.viewAdded = interpreter.place }
  }

  /// The children, in `addChild` order, and the lines that break K-1.
  func finish(me: String, files: [String: SwiftType]) -> (children: [ChildByCode], notes: [String])
  {
    var children: [ChildByCode] = []
    var notes: [String] = []
    for entry in records {
      let type = entry.object.type
      guard let added = entry.added else {
        if let viewAdded = entry.viewAdded {
          notes.append(
            "\(viewAdded): the app's mistake: \(entry.what)'s view is added to \(me)'s view "
              + "without addChild(_:), so it is no child of \(me) and UIKit forwards it no "
              + "appearance callbacks (K-1, K-5). TransitionScope does not draw a view added "
              + "this way from viewDidLoad (not modelled); add the child first.")
        }
        continue
      }
      guard let viewAdded = entry.viewAdded else {
        notes.append(
          "not modelled: \(added) addChild(_:). \(entry.what) is linked as a child of \(me), "
            + "but its view is never added here; a child without its view in its parent's "
            + "view is not modelled.")
        continue
      }
      children.append(
        ChildByCode(
          className: type.name, isFilesClass: files[type.name] === type,
          variable: entry.variable, line: added))
      if let didMove = entry.didMove, entry.didMoveFirst {
        notes.append(
          "\(didMove): \(entry.what).didMove(toParent:) comes before its view is added at "
            + "\(viewAdded); the documented order is addChild(_:), add the view, then "
            + "didMove(toParent:) (K-1). From viewDidLoad, where \(me)'s view is in no window "
            + "yet, the tree and the callbacks come out the same (inferred [I]).")
      } else if entry.didMove == nil {
        notes.append(
          "\(added): the app's mistake: \(entry.what) is added with addChild(_:) but never "
            + "told didMove(toParent:) (K-1); UIKit does not send it for you, so code the "
            + "child runs there never runs.")
      }
    }
    return (children, notes)
  }
}

extension ControllerOverridesRun {
  /// The containment calls of `viewDidLoad` (K-1): `addChild`, `didMove(toParent:)` and the
  /// child's view added to the controller's own; nil for other calls.
  func childCall(
    _ base: SwiftValue, _ method: String, _ arguments: SwiftArguments,
    _ interpreter: SwiftInterpreter
  ) -> SwiftValue? {
    switch base {
    case .view(.viewOf(let name)) where name.text == me.text:
      guard ["addSubview", "insertSubview"].contains(method),
        let child = made.viewOwner(arguments.values.first)
      else { return nil }
      children.addView(child, interpreter)
      return .void
    case .object(let object):
      return children.call(object, method, arguments, interpreter) ? .void : nil
    default:
      return nil
    }
  }

  /// `child.view.frame = view.bounds`, `translatesAutoresizingMaskIntoConstraints` and
  /// `autoresizingMask`: the child's view fills the controller's, as a declared child's does.
  static func isChildLayout(_ property: String, _ interpreter: SwiftInterpreter) -> Bool {
    switch property {
    case "translatesAutoresizingMaskIntoConstraints", "autoresizingMask": return true
    case "frame": return interpreter.statementText.hasSuffix("view.bounds")
    default: return false
    }
  }
}
