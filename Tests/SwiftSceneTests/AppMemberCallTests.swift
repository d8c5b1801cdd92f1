import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// `code:` lines that call the app's own members (issue 32): the reader keeps the line when the
/// declarations have the member and runs nothing; the planner runs the member when the line
/// runs, on the controller's one object, and plays the UIKit calls it makes, each at its Swift
/// line.
@Suite struct AppMemberCallTests {
  static func scene(_ root: String, _ steps: String, runtime: any SceneSwift = SwiftRuntime())
    throws -> SceneSpec
  {
    try SceneLoader.parse(
      "title: t\nswift: Screens.swift\nroot: \(root)\nsteps:\n" + steps, path: "t.yaml",
      swiftFile: { $0 == "Screens.swift" ? ("Screens.swift", AppMemberFixtures.swift) : nil },
      swift: runtime)
  }

  static let inbox = "{ navigation: Nav, stack: [{ vc: Inbox, class: InboxScreen }] }"
  static let frame = "{ vc: Frame, class: FrameScreen }"

  @Test func theReaderKeepsTheCallAndRunsNothing() throws {
    let runtime = CountingRuntime()
    let scene = try Self.scene(
      Self.inbox, "  - code: |\n      Inbox.open(Message)\n", runtime: runtime)
    #expect(runtime.whats(.run) == [])
    guard case .code(let block) = scene.steps.first?.action,
      case .appMember(let call) = block.lines.first?.statement
    else {
      Issue.record("no app member line")
      return
    }
    #expect(call.receiver.text == "Inbox")
    #expect(call.member == "open")
    #expect(call.labels == [nil])
    #expect(call.values.map(\.text) == ["Message"])
    #expect(!call.isAssignment)
  }

  @Test func aMethodPushesWithTheWorldAsItIsThen() throws {
    let timeline = plan(
      try Self.scene(
        Self.inbox, "  - code: |\n      Inbox.open(Message)\n  - code: |\n      Inbox.back()\n"))
    let open = try #require(timeline.steps.dropFirst().first)
    #expect(open.warnings == [])
    #expect(
      open.phases.map(\.name) == [
        "before", "line 6: Inbox.open(Message)", "push: container ready", "push: to-view added",
        "push: animating", "push: completed", "push: after", "after",
      ])
    #expect(
      open.phases[1].explanation.contains(
        "Your code: InboxScreen.open(_:) (Screens.swift:6) runs now"))
    #expect(open.phases[2].explanation.hasPrefix("Screens.swift:8, "))
    #expect(
      open.phases[2].events.map(\.description) == [
        "Message.willMove(toParent: Nav)", "Message.loadView()", "Message.viewDidLoad()",
        "Inbox.viewWillDisappear(animated: true)", "Message.viewWillAppear(animated: true)",
      ])
    #expect(open.phases.last?.controller("Nav")?.children.map(\.name) == ["Inbox", "Message"])
    let back = try #require(timeline.steps.last)
    #expect(back.warnings == [])
    #expect(back.phases.last?.controller("Nav")?.children.map(\.name) == ["Inbox"])
  }

  @Test func observersRunWithOldAndNewValueAndKeepTheirStateAcrossSteps() throws {
    let timeline = plan(
      try Self.scene(
        Self.frame, "  - code: |\n      Frame.shown = One\n  - code: |\n      Frame.shown = Two\n"))
    let first = try #require(timeline.steps.dropFirst().first)
    #expect(first.warnings == [])
    #expect(first.phases.last?.controller("Frame")?.children.map(\.name) == ["One"])
    // willSet: `newValue?.view.isHidden = false` reached One (newValue bound).
    #expect(first.phases.map(\.name).contains("Screens.swift:19: newValue?.view.isHidden = false"))
    let second = try #require(timeline.steps.last)
    #expect(second.warnings == [])
    // didSet: oldValue is One, set by the step before (the same object).
    #expect(
      second.phases.flatMap { $0.events.map(\.description) } == [
        "Two.loadView()", "Two.viewDidLoad()", "One.willMove(toParent: nil)",
        "One.viewWillDisappear(animated: false)", "One.viewDidDisappear(animated: false)",
        "One.didMove(toParent: nil)", "Two.willMove(toParent: Frame)",
        "Two.viewWillAppear(animated: false)", "Two.viewIsAppearing(animated: false)",
        "Two.viewWillLayoutSubviews()", "Two.viewDidLayoutSubviews()",
        "Two.viewDidAppear(animated: false)", "Two.didMove(toParent: Frame)",
      ])
    #expect(second.phases.last?.controller("Frame")?.children.map(\.name) == ["Two"])
    #expect(
      ViewTreeText.lines(try #require(second.phases.last).window).suffix(2) == [
        "      UIView (0 0; 393 852) <Frame>", "        UIView (0 0; 393 852) <Two>",
      ])
  }

  @Test func anAddChildOverrideRunsAndItsSuperIsUIKits() throws {
    let timeline = plan(try Self.scene(Self.frame, "  - code: |\n      Frame.addChild(Three)\n"))
    let step = try #require(timeline.steps.last)
    #expect(
      step.phases.map(\.name) == [
        "before", "line 6: Frame.addChild(Three)", "Screens.swift:32: super.addChild(child)",
        "Screens.swift:33: view.addSubview(child.view)", "after",
      ])
    #expect(step.phases[2].events.map(\.description) == ["Three.willMove(toParent: Frame)"])
    #expect(step.phases.last?.controller("Frame")?.children.map(\.name) == ["Three"])
    // The override never calls didMove: the step's end says so (K-1).
    #expect(step.phases.last?.explanation.contains("Three.didMove(toParent: Frame)") == true)
  }

  @Test func anExtensionOfUIViewControllerRunsOnAPlainController() throws {
    let timeline = plan(
      try Self.scene(
        Self.frame, "  - code: |\n      Frame.shown = Two\n  - code: |\n      Two.hold(Four)\n"))
    let step = try #require(timeline.steps.last)
    #expect(step.warnings == [])
    #expect(
      step.phases[1].explanation.contains("Your code: UIViewController.hold(_:) (Screens.swift:"))
    #expect(step.phases.last?.controller("Two")?.children.map(\.name) == ["Four"])
    #expect(step.phases.last?.explanation.hasPrefix("Every line has run") == true)
  }

  @Test func aMemberNoFileDeclaresIsStillALocatedError() throws {
    #expect {
      _ = try Self.scene(Self.frame, "  - code: |\n      Frame.reload(One)\n")
    } throws: { error in
      guard let error = error as? SceneError else { return false }
      return error.line == 6 && error.column == 13
    }
    // Labels count: `open(for:)` is not `open(_:)`.
    #expect(throws: SceneError.self) {
      _ = try Self.scene(Self.inbox, "  - code: |\n      Inbox.open(for: Message)\n")
    }
  }
}
