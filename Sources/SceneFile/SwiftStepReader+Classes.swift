import TransitionEngine

/// The classes of a step's controllers as the code sees them (`toVC`, `fromVC`), for `as?`,
/// `as!` and `is`: a controller's `class:`, else the class its kind makes.
extension SwiftStepReader {
  /// The roles whose controller the step itself names: the presented or pushed controller is
  /// `toVC`, the dismissed one `fromVC`. The others (a presentation's presenting controller,
  /// the top of a stack) are the world's to say and stay unknown here.
  func controllerClasses(for step: StepSpec) -> [String: String] {
    var classes: [String: String] = [:]
    switch step.action {
    case .present(let spec):
      classes["toVC"] = sceneClass(spec.controller.name, spec: spec.controller)
    case .push(let spec, _): classes["toVC"] = sceneClass(spec.name, spec: spec)
    case .dismiss(let name, _): classes["fromVC"] = sceneClass(name, spec: nil)
    default: break
    }
    return classes
  }

  /// The class of the controller `name`: its `class:`, else its kind's UIKit class; nil for a
  /// container controller, whose class the scene does not give.
  private func sceneClass(_ name: String, spec: ControllerSpec?) -> String? {
    if let written = spec?.options.className ?? context.classes[name] { return written }
    if let spec, !spec.isBareName {
      switch spec.kind {
      case .plain: return "UIViewController"
      case .navigation: return "UINavigationController"
      case .tab: return "UITabBarController"
      case .split, .columnSplit: return "UISplitViewController"
      case .container: return spec.options.pageStyle == nil ? nil : "UIPageViewController"
      }
    }
    guard let entry = context.names[name] else {
      // A bare name not defined before is a new plain UIViewController.
      return spec == nil ? nil : "UIViewController"
    }
    switch entry.kind {
    case .plain: return "UIViewController"
    case .navigation: return "UINavigationController"
    case .tab: return "UITabBarController"
    case .split: return "UISplitViewController"
    case .page: return "UIPageViewController"
    case .container: return nil
    }
  }
}
