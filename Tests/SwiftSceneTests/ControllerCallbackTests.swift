import SceneFile
import Synchronization
import TestSupport
import Testing
import TransitionEngine

/// A controller of the files' class runs its own overrides in the planner, when UIKit calls
/// them (LC-1, A-5; docs/ARCHITECTURE.md, "Where the app's code runs"): reading the scene runs
/// none, each call reads the world as it is then, and the same object keeps its stored
/// properties from call to call.
@Suite struct ControllerCallbackTests {
  static let swift = """
    import UIKit

    final class EveryCallScreen: UIViewController {
      override func viewDidLoad() { super.viewDidLoad() }
      override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
      override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
      override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
      override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
      override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
      override func viewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
      ) {
        super.viewWillTransition(to: size, with: coordinator)
      }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
      }
    }

    final class ThirdTimeScreen: UIViewController {
      var appearances = 0

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        if appearances == 3 {
          view.alpha = 0.5
        }
      }
    }

    final class DepthScreen: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let depth = navigationController?.viewControllers.count, depth > 1 {
          view.alpha = 0.75
        } else {
          view.alpha = 0.25
        }
      }
    }
    """

  static func scene(_ root: String, _ steps: String = "") throws -> SceneSpec {
    try SceneLoader.parse(
      "title: t\nswift: Screens.swift\nroot: \(root)\n" + (steps.isEmpty ? "" : "steps:\n" + steps),
      path: "t.yaml",
      swiftFile: { $0 == "Screens.swift" ? ("Screens.swift", Self.swift) : nil })
  }

  /// The scene planned with every callback UIKit sends the app logged, in order.
  static func asks(_ scene: SceneSpec) throws -> (steps: [Step], asks: [String]) {
    let program = try #require(scene.app)
    let log = CallbackLog()
    var watched = scene
    watched.app = AppProgram(identity: program.identity) {
      LoggingCode(inner: program.run(), log: log)
    }
    let steps = plan(watched).steps
    return (steps, log.asks.withLock { $0 })
  }

  /// The engine's events of `step` for the controllers named, as `Name.method`.
  static func callbackEvents(_ step: Step, _ names: Set<String>) -> [String] {
    step.allEvents.compactMap { event in
      guard let dot = event.firstIndex(of: "."), names.contains(String(event[..<dot])),
        let paren = event.firstIndex(of: "(")
      else { return nil }
      return String(event[..<paren])
    }
  }

  @Test func readingASceneRunsNoOverride() throws {
    let scene = try Self.scene(
      "{ navigation: Nav, stack: [{ vc: List, class: ThirdTimeScreen }] }",
      "  - push: Detail\n  - pop: Nav\n")
    guard case .navigation(let stack) = scene.root.kind, let list = stack.first else {
      Issue.record("no navigation root")
      return
    }
    // Read: only that the class has overrides; no line it runs is known yet.
    #expect(list.options.hasSwiftOverrides)
    #expect(list.options.overrideNotes.isEmpty)
    #expect(list.options.lifecyclePresents.isEmpty)
    let program = try #require(scene.app)
    let log = CallbackLog()
    var watched = scene
    watched.app = AppProgram(identity: program.identity) {
      LoggingCode(inner: program.run(), log: log)
    }
    #expect(log.asks.withLock { $0 } == [])
    _ = plan(watched)
    #expect(log.asks.withLock { $0 }.filter { $0.hasPrefix("List.viewWillAppear") }.count == 2)
  }

  @Test func aPushAsksInUIKitsOrder() throws {
    let (steps, asks) = try Self.asks(
      try Self.scene(
        "{ navigation: Nav, stack: [{ vc: List, class: EveryCallScreen }] }",
        "  - push: { vc: Detail, class: EveryCallScreen }\n    on: Nav\n"))
    let pushAsks = Array(asks.drop { !$0.hasPrefix("Detail.") && !$0.hasSuffix("Disappear") })
    #expect(
      pushAsks == [
        "Detail.viewDidLoad", "List.viewWillDisappear", "Detail.viewWillAppear",
        "Detail.viewWillLayoutSubviews", "List.viewDidDisappear", "Detail.viewDidAppear",
      ])
    let step = try #require(steps.last)
    #expect(
      Self.callbackEvents(step, ["List", "Detail"]).filter { !$0.contains("Layout") }
        == pushAsks.filter { !$0.contains("Layout") })
  }

  @Test func aFullScreenPresentAsksInUIKitsOrder() throws {
    let (steps, asks) = try Self.asks(
      try Self.scene(
        "{ vc: Home, class: EveryCallScreen }",
        "  - present: { vc: Sheet, class: EveryCallScreen }\n    style: fullScreen\n"))
    let launch = [
      "Home.viewDidLoad", "Home.viewWillAppear", "Home.viewWillLayoutSubviews",
      "Home.viewDidAppear",
    ]
    #expect(Array(asks.prefix(launch.count)) == launch)
    #expect(
      Array(asks.dropFirst(launch.count)) == [
        "Sheet.viewDidLoad", "Home.viewWillDisappear", "Sheet.viewWillAppear",
        "Sheet.viewWillLayoutSubviews", "Home.viewDidDisappear", "Sheet.viewDidAppear",
      ])
    let step = try #require(steps.last)
    #expect(
      Self.callbackEvents(step, ["Home", "Sheet"]).filter { !$0.contains("Layout") }
        == Array(asks.dropFirst(launch.count)).filter { !$0.contains("Layout") })
  }

  @Test func aRotationAsksTheSizeChangeOverrides() throws {
    let (steps, asks) = try Self.asks(
      try Self.scene("{ vc: Home, class: EveryCallScreen }", "  - rotate: landscape\n"))
    let launch = 4
    let rotation = Array(asks.dropFirst(launch))
    #expect(rotation.first == "Home.viewWillTransition")
    #expect(rotation.contains("Home.traitCollectionDidChange"))
    let step = try #require(steps.last)
    #expect(
      Self.callbackEvents(step, ["Home"]).filter { !$0.contains("Layout") }
        == rotation.filter { !$0.contains("Layout") })
  }

  @Test func aStoredPropertyKeepsItsValueFromCallToCall() throws {
    let steps = plan(
      try Self.scene(
        "{ navigation: Nav, stack: [{ vc: List, class: ThirdTimeScreen }] }",
        "  - push: A\n  - pop: Nav\n  - push: B\n  - pop: Nav\n")
    ).steps
    let note =
      "not modelled: Screens.swift:39:7 view.alpha = 0.5. A controller's own callbacks change "
      + "views the tool does not follow here."
    // viewWillAppear counts 1 at launch, 2 after the first pop, 3 after the second.
    #expect(
      steps.map { $0.phases.contains { $0.explanation.contains(note) } } == [
        false, false, false, false, true,
      ])
  }

  @Test func viewWillAppearReadsTheStackFromTheWorld() throws {
    let deep = "not modelled: Screens.swift:47:7 view.alpha = 0.75."
    let shallow = "not modelled: Screens.swift:49:7 view.alpha = 0.25."
    func said(_ steps: [Step], _ words: String) -> Bool {
      steps.contains { $0.phases.contains { $0.explanation.contains(words) } }
    }
    let root = plan(
      try Self.scene("{ navigation: Nav, stack: [{ vc: Top, class: DepthScreen }] }")
    ).steps
    #expect(said(root, shallow))
    #expect(!said(root, deep))
    let pushed = plan(
      try Self.scene(
        "{ navigation: Nav, stack: [List] }",
        "  - push: { vc: Top, class: DepthScreen }\n    on: Nav\n")
    ).steps
    #expect(said(pushed, deep))
    #expect(!said(pushed, shallow))
  }
}

/// The callbacks a `LoggingCode` passed on, for a test to read after planning.
final class CallbackLog: Sendable {
  let asks = Mutex<[String]>([])
}

/// Passes every call on to the real run of the app's Swift, logging each callback first.
final class LoggingCode: AppCode {
  let inner: any AppCode
  let log: CallbackLog

  init(inner: any AppCode, log: CallbackLog) {
    self.inner = inner
    self.log = log
  }

  func answer(_ call: AppCall, world: WorldAnswers) -> AppAnswer {
    inner.answer(call, world: world)
  }

  func callback(_ call: ControllerCallbackCall, world: WorldAnswers) -> CallbackAnswer {
    log.asks.withLock { $0.append("\(call.controller).\(call.method)") }
    return inner.callback(call, world: world)
  }
}
