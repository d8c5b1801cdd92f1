import SceneFile
import SwiftSyntax
import TransitionEngine

/// The controllers a controller's overrides make with UIKit's own API, followed while they run:
/// `UINavigationController(rootViewController:)` (or a subclass in the files), a
/// `UIStoryboard(name:bundle:)` or the controller's own `storyboard`, and what its
/// `instantiateViewController(withIdentifier:)` returns. They are objects of stand-in types so
/// that properties set on them (`modalPresentationStyle`) are kept like any object's.
final class MadeControllers {
  private enum Made {
    case storyboard
    /// `files`: an instance of the class of the files with the identifier's name.
    case fromStoryboard(identifier: String, files: Bool)
    case navigation(root: SwiftValue)
    /// One of UIKit's own controller classes, made as a child.
    case uikit
  }

  /// UIKit's controller classes an app makes and adds as children, stood in for.
  static let uikitControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UIPageViewController",
  ]
  /// The stand-in views of the controllers made (`child.view`), by the name they carry.
  private var views: [String: SwiftObject] = [:]

  private var made: [ObjectIdentifier: Made] = [:]
  /// Keeps every made object alive, so no identifier is reused while the run lasts.
  private var objects: [SwiftObject] = []

  /// An object of a stand-in type named `name` (a UIKit class), with `made` recorded.
  private func make(_ name: String, _ what: Made, source: SwiftSource) -> SwiftObject {
    let type = SwiftType(name: name, source: source)
    type.inherited = [name]
    let object = SwiftObject(type: type)
    record(object, what)
    return object
  }

  private func record(_ object: SwiftObject, _ what: Made) {
    made[ObjectIdentifier(object)] = what
    objects.append(object)
  }

  /// Gives a made controller its `view`: a stand-in the containment calls recognise.
  private func giveView(_ object: SwiftObject) {
    guard object.fields["view"] == nil else { return }
    var token = "the view of a \(object.type.name)"
    if views[token] != nil { token += " (\(views.count + 1))" }
    views[token] = object
    object.fields["view"] = .madeView(token)
  }

  /// The controller whose stand-in view `value` is; nil for any other value.
  func viewOwner(_ value: SwiftValue?) -> SwiftObject? {
    guard case .madeView(let token)? = value else { return nil }
    return views[token]
  }

  /// The controller's own `storyboard` property: the storyboard that made it (S-5).
  func storyboard(source: SwiftSource) -> SwiftValue {
    .object(make("UIStoryboard", .storyboard, source: source))
  }

  /// `UIStoryboard(name:bundle:)`, `UINavigationController(rootViewController:)` and a files
  /// subclass of it; nil for any other type.
  func construct(_ type: String, _ arguments: SwiftArguments, _ interpreter: SwiftInterpreter)
    -> SwiftValue?
  {
    if type == "UIStoryboard" {
      return .object(make("UIStoryboard", .storyboard, source: interpreter.source))
    }
    if let root = arguments["rootViewController"],
      let navigation = navigation(type, root, arguments, interpreter)
    {
      return navigation
    }
    if let custom = interpreter.program.types[type], custom.isDeclared, custom.isController,
      case .object(let object) = interpreter.instantiate(custom, arguments)
    {
      giveView(object)
      return .object(object)
    }
    guard Self.uikitControllers.contains(type) else { return nil }
    let object = make(type, .uikit, source: interpreter.source)
    giveView(object)
    return .object(object)
  }

  /// `UINavigationController(rootViewController:)`, or a subclass of the files.
  private func navigation(
    _ type: String, _ root: SwiftValue, _ arguments: SwiftArguments,
    _ interpreter: SwiftInterpreter
  ) -> SwiftValue? {
    if type == "UINavigationController" {
      return .object(make(type, .navigation(root: root), source: interpreter.source))
    }
    guard let custom = interpreter.program.types[type],
      custom.inherited.contains("UINavigationController")
    else { return nil }
    // A subclass that does not declare `init(rootViewController:)` inherits UIKit's.
    let declares = custom.inits.contains {
      $0.signature.parameterClause.parameters.map(\.callLabel) == arguments.labels
    }
    guard
      case .object(let object) = interpreter.instantiate(
        custom, declares ? arguments : SwiftArguments())
    else { return nil }
    record(object, .navigation(root: root))
    return .object(object)
  }

  /// `storyboard.instantiateViewController(withIdentifier:)` (and `(identifier:creator:)`);
  /// nil for other calls.
  func call(
    _ base: SwiftValue, _ method: String, _ arguments: SwiftArguments,
    _ interpreter: SwiftInterpreter
  ) -> SwiftValue? {
    guard case .object(let object) = base, case .storyboard? = made[ObjectIdentifier(object)]
    else { return nil }
    guard method == "instantiateViewController" else {
      interpreter.notModelled(
        "a storyboard's \(method) is not modelled; only instantiateViewController(withIdentifier:)")
      return .unknown("a storyboard's \(method)")
    }
    guard case .string(let identifier)? = arguments.values.first else {
      interpreter.notModelled(
        "the tool cannot read the storyboard identifier; it does not guess the controller")
      return .unknown("a storyboard's controller")
    }
    // S-5: the storyboard builds the controller with init?(coder:), then awakeFromNib().
    if let type = interpreter.program.types[identifier], type.isController,
      case .object(let instance) = interpreter.program.makeController(type, interpreter)
    {
      record(instance, .fromStoryboard(identifier: identifier, files: true))
      return .object(instance)
    }
    return .object(
      make(
        "UIViewController", .fromStoryboard(identifier: identifier, files: false),
        source: interpreter.source))
  }

  /// What the code made `value` as, for a present; nil when it is nothing a present can show.
  func presented(_ value: SwiftValue, depth: Int = 0) -> PresentedByCode? {
    guard depth < 8, case .object(let object) = value, object.type.isController else {
      return nil
    }
    switch made[ObjectIdentifier(object)] {
    case .fromStoryboard(let identifier, let files)?:
      return .storyboard(identifier: identifier, className: files ? object.type.name : nil)
    case .navigation(let root)?:
      guard let inner = presented(root, depth: depth + 1) else { return nil }
      return .navigation(className: object.type.name, root: inner)
    case .storyboard?, .uikit?:
      return nil
    case nil:
      return .instance(className: object.type.name)
    }
  }
}
