import SwiftSyntax
import TransitionEngine

/// UIKit calls the app's own code makes beyond adding and removing views: appearance
/// transitions by hand (K-5, K-9), a controller's presentation style (§5, PC-1), `isHidden`
/// and `UIView.transition(from:to:…)`. Each becomes a statement the engine
/// plays where the line runs.
extension SwiftInterpreter {
  /// `C.beginAppearanceTransition(_:animated:)` / `C.endAppearanceTransition()`; nil for any
  /// other method.
  func appearanceCall(_ controller: String, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    let me = CodeName(controller, location: here)
    switch method {
    case "beginAppearanceTransition":
      guard case .bool(let appearing)? = arguments.values.first else {
        notModelled("the tool cannot know whether \(controller) appears; the call is skipped")
        return .void
      }
      var animated = true
      if case .bool(let flag)? = arguments["animated"] { animated = flag }
      emit(.appearanceTransition(me, appearing: appearing, animated: animated))
      return .void
    case "endAppearanceTransition":
      emit(.appearanceTransition(me, appearing: nil, animated: false))
      return .void
    default:
      return nil
    }
  }

  /// `C.modalPresentationStyle = .overFullScreen` and the other properties of a controller the
  /// code may set.
  func setControllerProperty(_ controller: String, _ property: String, _ value: SwiftValue) {
    switch (property, value) {
    case ("modalPresentationStyle", .member(let name)):
      guard let style = PresentationStyle(rawValue: name), !style.isAlertController else {
        notModelled("the style .\(name) is not one of UIModalPresentationStyle's")
        return
      }
      emit(.setPresentationStyle(CodeName(controller, location: here), style))
    case ("modalTransitionStyle", .member(let name)):
      guard let style = ModalTransitionStyle(rawValue: name) else {
        notModelled("the style .\(name) is not one of UIModalTransitionStyle's")
        return
      }
      emit(.setTransitionStyle(CodeName(controller, location: here), style))
    case ("modalPresentationStyle", _):
      notModelled("the tool cannot know the style assigned; the controller keeps its own")
    case ("delegate", .object(let object))
    where !program.setsParentDelegate(ofClass: object.type.name).isEmpty:
      // N-24, TB-14: `navigationController?.delegate = self` in a callback the planner reads;
      // the container asks this controller from then on (`AppCall.setBy`).
      break
    case ("delegate", .object)
    where controllerRun?.children.parent.map({
      !program.setsParentDelegate(ofClass: $0.type.name).isEmpty
    }) == true:
      // N-24, TB-14: `navigationController?.delegate = helper` in the controller's callback:
      // the container asks the object the property holds (`DelegateSetter.delegate`).
      break
    default:
      notModelled("\(controller)'s \(property) is not part of the model.")
    }
  }

  /// `UIView.transition(from:to:duration:options:completion:)`. Without
  /// `.showHideTransitionViews`, `to` takes `from`'s place in its superview and `from` leaves
  /// it; with it, `from` is hidden and `to` shown. The completion runs at the end.
  func viewTransition(_ arguments: SwiftArguments) -> SwiftValue {
    guard case .view(let from)? = arguments["from"], case .view(let to)? = arguments["to"] else {
      notModelled(
        "UIView.transition(from:to:) with views the transition does not have; views the code "
          + "makes are not drawn")
      return .void
    }
    if Self.options(arguments["options"]).contains("showHideTransitionViews") {
      emit(.setProperty(from, .hidden(true)))
      emit(.setProperty(to, .hidden(false)))
    } else {
      emit(.replaceView(from, with: to))
    }
    // The call takes no animation block: its only closure is the completion.
    if let completion = arguments.closures.last {
      completions.append((completion, .bool(true)))
    }
    return .void
  }

  /// The names in an options value: `.a` or `[.a, .b]`.
  static func options(_ value: SwiftValue?) -> [String] {
    switch value {
    case .member(let name)?: return [name]
    case .array(let values)?:
      return values.compactMap {
        if case .member(let name) = $0 { return name }
        return nil
      }
    default: return []
    }
  }
}
