import TransitionEngine

@testable import TUI

/// Scenes built in code for the screen and reducer tests.
enum Fixtures {
  /// Scenes/push.yaml: a table view in a navigation controller, then a push.
  static var push: SceneSpec {
    var inbox = ControllerOptions()
    inbox.viewClass = "UITableView"
    var message = ControllerOptions()
    message.views = ["UILabel", "UITextView"]
    return SceneSpec(
      title: "Push a detail screen onto a navigation stack",
      about: "A navigation controller shows one child at a time: the top of its stack.",
      root: ControllerSpec(
        name: "InboxNav",
        kind: .navigation(stack: [ControllerSpec(name: "Inbox", options: inbox)])),
      steps: [
        StepSpec(
          action: .push(ControllerSpec(name: "Message", options: message), on: nil),
          note: "Tapping a row calls pushViewController(_:animated:).")
      ])
  }

  /// A tab bar controller with a navigation tab and a plain tab, then a tab switch.
  static var tabs: SceneSpec {
    let feed = ControllerSpec(
      name: "FeedNav", kind: .navigation(stack: [ControllerSpec(name: "Feed")]))
    return SceneSpec(
      title: "Switch tabs",
      root: ControllerSpec(
        name: "Tabs",
        kind: .tab(tabs: [feed, ControllerSpec(name: "Settings")], selected: .index(0))),
      steps: [StepSpec(action: .select(.name("Settings"), tab: nil))])
  }

  /// A custom container that adds a child and then rotates.
  static var container: SceneSpec {
    var child = ControllerOptions()
    child.frame = Rect(x: 0, y: 400, width: 393, height: 300)
    return SceneSpec(
      title: "Add a child, then rotate",
      root: ControllerSpec(name: "Dashboard", kind: .container(children: [])),
      steps: [
        StepSpec(action: .addChild(ControllerSpec(name: "Chart", options: child), to: "Dashboard")),
        StepSpec(action: .rotate(.landscape)),
      ])
  }

  /// A page sheet presented from a navigation controller's child (its presentation
  /// controller's class name is longer than the Why pane is wide at 80x24).
  static var pageSheet: SceneSpec {
    SceneSpec(
      title: "A page sheet",
      root: ControllerSpec(
        name: "FeedNav", kind: .navigation(stack: [ControllerSpec(name: "Feed")])),
      steps: [
        StepSpec(
          action: .present(
            PresentSpec(
              controller: ControllerSpec(name: "Compose"), from: "Feed", style: .pageSheet)
          ))
      ])
  }

  static func entry(_ spec: SceneSpec, path: String = "Scenes/test.yaml") -> SceneEntry {
    SceneEntry(path: path, spec: spec)
  }

  /// An app on a scene, already sized.
  static func app(
    _ spec: SceneSpec, width: Int = 120, height: Int = 40, ascii: Bool = false,
    live: LiveOptions = LiveOptions()
  ) -> TransitionScopeApp {
    var app = TransitionScopeApp(catalog: [], opened: entry(spec), ascii: ascii, live: live)
    // The viewer opens at the first change (OpeningTests); these tests step from the launch,
    // so they start where `g` goes.
    _ = app.handle(.key(.character("g")))
    _ = app.handle(.resize(width: width, height: height))
    return app
  }
}
