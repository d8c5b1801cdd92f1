import TestSupport
import TransitionEngine

/// Small scenes built in code, shared by the engine tests (the controller and step builders
/// themselves are TestSupport's `SpecBuilders`).
enum Fixtures {
  static func plain(_ name: String, _ options: ControllerOptions = ControllerOptions())
    -> ControllerSpec
  {
    SpecBuilders.plain(name, options)
  }

  static func nav(_ name: String, _ stack: [String]) -> ControllerSpec {
    SpecBuilders.nav(name, stack)
  }

  static func step(_ action: StepAction, animated: Bool = true) -> StepSpec {
    SpecBuilders.step(action, animated: animated)
  }

  /// `FeedNav` with `Feed` on iPhone 15, iOS 17, and the given steps.
  static func navigationScene(_ steps: [StepSpec], ios: Int = 17) -> SceneSpec {
    SceneSpec(title: "nav", ios: ios, root: nav("FeedNav", ["Feed"]), steps: steps)
  }

  static var hidingOptions: ControllerOptions {
    var options = ControllerOptions()
    options.hidesBottomBarWhenPushed = true
    return options
  }

  /// A tab controller with a navigation tab and a plain tab.
  static func tabScene(_ steps: [StepSpec]) -> SceneSpec {
    let tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(tabs: [nav("FeedNav", ["Feed"]), plain("Settings")], selected: .index(0)))
    return SceneSpec(title: "tabs", root: tabs, steps: steps)
  }
}
