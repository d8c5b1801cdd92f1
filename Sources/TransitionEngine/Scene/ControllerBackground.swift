/// A controller's root view background (scene key `background`), for the screen picture:
/// whether what lies below the view shows through it.
public enum ControllerBackground: String, Hashable, Sendable, CaseIterable {
  /// A solid background colour: nothing below shows (UIKit's usual `systemBackground`).
  case opaque
  /// A partly transparent colour: what is below shows, tinted.
  case translucent
  /// `.clear`: only the view's subviews are drawn; what is below shows unchanged.
  case clear
}

extension SceneSpec {
  /// The `background` of every controller the scene names, in its root or in any step.
  public var backgrounds: [String: ControllerBackground] {
    var result: [String: ControllerBackground] = [:]
    var stack = [root] + steps.compactMap(\.action.pictureSpec)
    while let spec = stack.popLast() {
      if spec.options.background != .opaque || result[spec.name] == nil {
        result[spec.name] = spec.options.background
      }
      stack += spec.childSpecs
    }
    return result
  }
}

extension StepAction {
  /// The controller a step brings in, as the screen picture draws it: an alert controller's
  /// screen-sized view draws only its card, so what is below shows, dimmed (M-18), unless the
  /// scene gives it another background than the default.
  var pictureSpec: ControllerSpec? {
    guard var spec = controllerSpec else { return nil }
    if case .present(let present) = self, present.style.isAlertController,
      spec.options.background == .opaque
    {
      spec.options.background = .translucent
    }
    return spec
  }

  /// The controller a step brings in, if it brings one.
  public var controllerSpec: ControllerSpec? {
    switch self {
    case .push(let spec, _), .show(let spec, _), .showDetail(let spec, _),
      .addChild(let spec, _):
      return spec
    case .present(let present): return present.controller
    default: return nil
    }
  }
}
