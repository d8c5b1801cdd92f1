import SceneFile
import SwiftScene
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

    final class CountingScreen: UIViewController {
      var appearances = 0

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        if appearances == 1 {
          view.alpha = 0.1
        } else if appearances == 2 {
          view.alpha = 0.2
        } else {
          view.alpha = 0.3
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
    try SwiftSceneLoader.parse(
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

  /// The engine's events of `step` for the controllers named, as `Name.method`, keeping only
  /// the callbacks an app can override and the world asks (`willMove`, `loadView`,
  /// `viewIsAppearing` and `didMove` are events but not asks).
  static func callbackEvents(_ step: Step, _ names: Set<String>) -> [String] {
    step.allEvents.compactMap { event in
      guard let dot = event.firstIndex(of: "."), names.contains(String(event[..<dot])),
        let paren = event.firstIndex(of: "(")
      else { return nil }
      let method = String(event[event.index(after: dot)..<paren])
      return Self.asked.contains(method) ? String(event[..<paren]) : nil
    }
  }

  /// The callbacks the world hands a controller of the files' class (World+OverrideLines).
  static let asked: Set<String> = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "viewWillLayoutSubviews", "willTransition", "viewWillTransition", "traitCollectionDidChange",
  ]

  @Test func readingASceneRunsNoOverride() throws {
    let scene = try Self.scene(
      "{ navigation: Nav, stack: [{ vc: List, class: CountingScreen }] }",
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

  /// The launch of a plain root of the files' class: loaded, then will, layout, did (LC-1).
  static func launch(_ name: String) -> [String] {
    ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidAppear"].map {
      "\(name).\($0)"
    }
  }

  @Test func aPushAsksInUIKitsOrder() throws {
    let (steps, asks) = try Self.asks(
      try Self.scene(
        "{ navigation: Nav, stack: [{ vc: List, class: EveryCallScreen }] }",
        "  - push: { vc: Detail, class: EveryCallScreen }\n    on: Nav\n"))
    // 13.3: Detail loads, List will disappear, Detail will appear (and is laid out in the
    // container), then the did pair from then to.
    let push = [
      "Detail.viewDidLoad", "List.viewWillDisappear", "Detail.viewWillAppear",
      "Detail.viewWillLayoutSubviews", "List.viewDidDisappear", "Detail.viewDidAppear",
    ]
    #expect(asks == Self.launch("List") + push)
    // The asks are the engine's own callbacks, in the engine's order.
    let step = try #require(steps.last)
    #expect(Self.callbackEvents(step, ["List", "Detail"]) == push)
  }

  @Test func aFullScreenPresentAsksInUIKitsOrder() throws {
    let (steps, asks) = try Self.asks(
      try Self.scene(
        "{ vc: Home, class: EveryCallScreen }",
        "  - present: { vc: Sheet, class: EveryCallScreen }\n    from: Home\n"
          + "    style: fullScreen\n"))
    // 13.1: Sheet loads, Home will disappear (a grabbing style), Sheet will appear, and the
    // did pair runs to then from: Sheet's viewDidAppear before Home's viewDidDisappear.
    let present = [
      "Sheet.viewDidLoad", "Home.viewWillDisappear", "Sheet.viewWillAppear",
      "Sheet.viewWillLayoutSubviews", "Sheet.viewDidAppear", "Home.viewDidDisappear",
    ]
    #expect(asks == Self.launch("Home") + present)
    let step = try #require(steps.last)
    #expect(Self.callbackEvents(step, ["Home", "Sheet"]) == present)
  }

  @Test func aRotationAsksTheSizeChangeOverrides() throws {
    let (steps, asks) = try Self.asks(
      try Self.scene("{ vc: Home, class: EveryCallScreen }", "  - rotate: landscape\n"))
    // the vertical size class changes, so willTransition(to:with:) comes first, then
    // viewWillTransition(to:with:), then the trait change after both; the layout pass of a
    // view that stays in the window comes last (LC-4, `settleAfterRelayout`).
    let rotation = [
      "Home.willTransition", "Home.viewWillTransition", "Home.traitCollectionDidChange",
      "Home.viewWillLayoutSubviews",
    ]
    #expect(asks == Self.launch("Home") + rotation)
    let step = try #require(steps.last)
    #expect(Self.callbackEvents(step, ["Home"]) == rotation)
  }

  @Test func aStoredPropertyKeepsItsValueFromCallToCall() throws {
    let steps = plan(
      try Self.scene(
        "{ navigation: Nav, stack: [{ vc: List, class: CountingScreen }] }",
        "  - push: A\n  - pop: Nav\n  - push: B\n  - pop: Nav\n")
    ).steps
    let lines = ["0.1": 27, "0.2": 29, "0.3": 31]
    func alpha(_ step: Step) -> [String] {
      step.phases.flatMap { phase in
        lines.keys.sorted().filter { value in
          phase.explanation.contains(
            "not modelled: Screens.swift:\(lines[value] ?? 0) view.alpha = \(value).")
        }
      }
    }
    // One object for List: viewWillAppear counts 1 at launch, 2 at the first pop, 3 at the
    // second; the pushes call List's viewWillDisappear only.
    #expect(steps.map(alpha) == [["0.1"], [], ["0.2"], [], ["0.3"]])
  }

  @Test func viewWillAppearReadsTheStackFromTheWorld() throws {
    let deep = "not modelled: Screens.swift:40 view.alpha = 0.75."
    let shallow = "not modelled: Screens.swift:42 view.alpha = 0.25."
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

/// Passes every call on to the real run of the app's Swift, logging each callback and style
/// question first.
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

  func selfStyles(_ question: StyleQuestion) -> SelfStyles {
    log.asks.withLock { $0.append("\(question.className).selfStyles") }
    return inner.selfStyles(question)
  }

  func made(_ spec: ControllerSpec, world: [String: String]) -> ControllerSpec {
    inner.made(spec, world: world)
  }
}
