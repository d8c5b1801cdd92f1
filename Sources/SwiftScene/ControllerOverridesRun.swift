import SceneFile
import SwiftSyntax
import TransitionEngine

/// What a controller class's own appearance overrides (`viewDidLoad`, `viewWillAppear(_:)`, …)
/// ask UIKit for while they run: the presents they make (P-10–P-12) and the background they
/// give their view. The interpreter reports to it while it is set.
final class ControllerOverridesRun {
  /// A `present(_:animated:completion:)` the override made.
  struct Present {
    let presented: SwiftValue
    let animated: Bool
    /// `File.swift:14`.
    let line: String
    /// The call sits inside a `DispatchQueue.main.async` block.
    let deferred: Bool
    /// How the code made the controller presented; nil when it is none the tool can name.
    var made: PresentedByCode?
  }

  /// The controller whose overrides run: its view is `view` / `self.view`.
  let me: CodeName
  private(set) var presents: [Present] = []
  /// `view.backgroundColor = …` when it lets what is below show, with its line.
  private(set) var background: (ControllerBackground, String)?
  /// The lines that set the view's colour: read from their text, so what the interpreter
  /// said of the colour expression there is no `not modelled` line.
  private(set) var colourLines: Set<String> = []

  /// The controllers and storyboards the overrides make with UIKit's API.
  let made = MadeControllers()
  /// The children `viewDidLoad` adds (K-1).
  let children = ControllerChildrenRun()
  /// The override running now (`viewDidLoad`).
  var callback = ""
  /// The `registerForTraitChanges` registrations made so far, in order.
  var traitRegistrations: [TraitRegistration] = []

  init(me: CodeName) { self.me = me }

  /// Forgets the presents recorded so far (before the next callback runs).
  func takePresents() -> [Present] {
    defer { presents = [] }
    return presents
  }

  /// `present(…)`, `self.present(…)` on the controller whose overrides run, and the other
  /// UIKit calls a controller makes on itself. Returns nil for calls it does not handle.
  func call(
    _ base: SwiftValue, _ method: String, _ arguments: SwiftArguments,
    _ interpreter: SwiftInterpreter
  ) -> SwiftValue? {
    if let handled = made.call(base, method, arguments, interpreter) { return handled }
    if callback == "viewDidLoad", let handled = childCall(base, method, arguments, interpreter) {
      return handled
    }
    guard case .object(let object) = base, object.type.isController,
      object.type.method(method, labels: arguments.labels) == nil
    else { return nil }
    switch method {
    case "present":
      var animated = true
      if case .bool(let flag)? = arguments["animated"] { animated = flag }
      let presented = arguments.values.first ?? .null
      presents.append(
        Present(
          presented: presented, animated: animated, line: interpreter.place,
          deferred: interpreter.isInDeferredBlock, made: made.presented(presented)))
      return .void
    case "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
      "viewDidDisappear", "loadViewIfNeeded":
      // A controller calling its own callbacks by hand: not what UIKit does (LC-1).
      interpreter.notModelled("a controller calling its own \(method) is not modelled")
      return .void
    case "registerForTraitChanges": return registerTraitChanges(arguments, interpreter)
    case "addChild", "removeFromParent", "willMove", "didMove":
      interpreter.notModelled(
        "children a controller adds in its own callbacks are not modelled; declare them in the "
          + "scene (`container:` with `children:`)")
      return .void
    default:
      return nil
    }
  }

  /// `view.backgroundColor = …` on the controller's own view: true when recorded.
  func assign(
    _ base: SwiftValue, _ property: String, _ interpreter: SwiftInterpreter
  ) -> Bool {
    if callback == "viewDidLoad", made.viewOwner(base) != nil,
      Self.isChildLayout(property, interpreter)
    {
      return true
    }
    guard property == "backgroundColor", case .view(.viewOf(let name)) = base,
      name.text == me.text
    else { return false }
    // M-7, T-4: the colour decides whether the presenter shows through; read from the line.
    colourLines.insert(interpreter.place)
    guard let colour = PresentationControllerRun.seeThroughColour(interpreter.statementText) else {
      return true  // An opaque colour, or one the tool cannot read: opaque, no false alarm.
    }
    background = (colour, interpreter.place)
    return true
  }
}

extension SwiftType {
  /// A `UIViewController` subclass (or a container's), as far as its declaration says; a
  /// presentation controller is not one.
  var isController: Bool {
    inherited.contains {
      $0.hasSuffix("Controller") && !$0.hasSuffix("PresentationController")
        && !$0.hasSuffix("SearchController") && $0 != "UIAlertController"
    }
  }
}

extension SwiftInterpreter {
  /// True when the statement running now is inside a `DispatchQueue.main.async` (or
  /// `asyncAfter`) block.
  var isInDeferredBlock: Bool {
    var node = current?.parent
    while let here = node {
      if let call = here.as(FunctionCallExprSyntax.self),
        let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["async", "asyncAfter"].contains(access.declName.baseName.text)
      {
        return true
      }
      node = here.parent
    }
    return false
  }
}
