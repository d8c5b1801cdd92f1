import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct RandomSequenceTests {
  private static let root = ControllerSpec(
    name: "Tabs",
    kind: .tab(
      tabs: [
        Fixtures.nav("FeedNav", ["Feed"]),
        ControllerSpec(name: "Box", kind: .container(children: [Fixtures.plain("Inside")])),
        Fixtures.plain("Settings"),
      ], selected: .index(0)))

  /// A random mix of the actions this engine models.
  private func randomSteps(seed: UInt64, count: Int) -> [StepSpec] {
    var rng = SeededRandom(state: seed)
    var steps: [StepSpec] = []
    var made = 0
    var children = ["Inside"]
    for _ in 0..<count {
      let animated = Bool.random(using: &rng)
      switch Int.random(in: 0..<12, using: &rng) {
      case 9, 10:
        made += 1
        let styles = PresentationStyle.allCases
        let style = styles[Int.random(in: 0..<styles.count, using: &rng)]
        let from =
          ["Feed", "Inside", "Settings", "FeedNav", "Tabs", "M\(made - 1)"]
          .randomElement(using: &rng) ?? "Feed"
        let cancelled = Int.random(in: 0..<5, using: &rng) == 0
        let custom = CustomPresentation(
          frame: Rect(x: 20, y: 100, width: 300, height: 400),
          removesPresentersView: Bool.random(using: &rng),
          presentsInFullscreen: Bool.random(using: &rng))
        steps.append(
          Fixtures.step(
            .present(
              PresentSpec(
                controller: Fixtures.plain("M\(made)"), from: from, style: style,
                source: Bool.random(using: &rng) ? "Feed" : nil,
                custom: style == .custom ? custom : nil, interactiveCancelled: cancelled)),
            animated: animated))
      case 11:
        let name =
          ["M\(made)", "M\(made - 1)", "Feed", "Tabs"].randomElement(using: &rng) ?? "Tabs"
        steps.append(
          Fixtures.step(
            .dismiss(name, interactiveCancelled: Int.random(in: 0..<4, using: &rng) == 0),
            animated: animated))
      case 0, 1:
        made += 1
        let options =
          Int.random(in: 0..<4, using: &rng) == 0 ? Fixtures.hidingOptions : ControllerOptions()
        steps.append(
          Fixtures.step(.push(Fixtures.plain("P\(made)", options), on: nil), animated: animated))
      case 2:
        steps.append(Fixtures.step(.pop(nav: nil, interactiveCancelled: false), animated: animated))
      case 3:
        steps.append(Fixtures.step(.pop(nav: nil, interactiveCancelled: true)))
      case 4:
        steps.append(Fixtures.step(.popToRoot(nav: "FeedNav"), animated: animated))
      case 5:
        steps.append(Fixtures.step(.select(.index(Int.random(in: 0..<3, using: &rng)), tab: nil)))
      case 6:
        let orientation: Orientation = Bool.random(using: &rng) ? .landscape : .portrait
        steps.append(Fixtures.step(.rotate(orientation)))
      case 7:
        made += 1
        children.append("C\(made)")
        steps.append(Fixtures.step(.addChild(Fixtures.plain("C\(made)"), to: "Box")))
      default:
        if let name = children.randomElement(using: &rng) {
          children.removeAll { $0 == name }
          steps.append(Fixtures.step(.removeChild(name)))
        }
      }
    }
    return steps
  }

  @Test(arguments: 0..<400)
  func invariantsHoldAfterEveryPhase(seed: Int) {
    let scene = SceneSpec(
      title: "random \(seed)", root: Self.root, steps: randomSteps(seed: UInt64(seed), count: 30))
    // `plan` checks every invariant after every phase of every step.
    let timeline = plan(scene)
    #expect(timeline.steps.count == scene.steps.count + 1)
    #expect(scene.steps.count >= 20)
    for step in timeline.steps.dropFirst() {
      #expect(step.phases.first?.name == "before")
      #expect(step.phases.last?.name == "after")
      #expect(step.phases.count >= 2)
      // A refused step changes nothing.
      if step.error != nil || !step.warnings.isEmpty {
        #expect(step.phases.first?.tree == step.phases.last?.tree, "step \(step.index)")
      }
      // An abandoned swipe-back ends exactly where it began.
      if case .pop(.swipeBackCancelled, _) = step.action, step.warnings.isEmpty {
        #expect(step.phases.first?.tree == step.phases.last?.tree, "step \(step.index)")
      }
    }
  }

  @Test(arguments: 0..<60)
  func pushThenPopRestoresTheTree(seed: Int) {
    var steps = randomSteps(seed: UInt64(seed) &+ 1000, count: 12)
    steps.append(Fixtures.step(.select(.index(0), tab: "Tabs")))
    steps.append(Fixtures.step(.push(Fixtures.plain("Probe"), on: "FeedNav")))
    steps.append(Fixtures.step(.pop(nav: "FeedNav", interactiveCancelled: false)))
    let timeline = plan(SceneSpec(title: "push-pop \(seed)", root: Self.root, steps: steps))
    let push = timeline.steps[timeline.steps.count - 2]
    let pop = timeline.steps[timeline.steps.count - 1]
    #expect(push.error == nil && push.warnings.isEmpty)
    #expect(pop.phases.last?.tree == push.phases.first?.tree)
    #expect(
      pop.phases.last.map { HierarchyText.lines($0.controllers) }
        == push.phases.first.map { HierarchyText.lines($0.controllers) })
  }

  @Test(arguments: 0..<200)
  func presentThenDismissRestoresTheTree(seed: Int) {
    var rng = SeededRandom(state: UInt64(seed) &+ 9000)
    var steps = randomSteps(seed: UInt64(seed) &+ 7000, count: 10)
    let styles = PresentationStyle.allCases
    let style = styles[Int.random(in: 0..<styles.count, using: &rng)]
    let from = ["Feed", "Inside", "Settings", "Tabs"].randomElement(using: &rng) ?? "Feed"
    steps.append(
      Fixtures.step(
        .present(
          PresentSpec(
            controller: Fixtures.plain("Probe"), from: from, style: style, source: "Tabs",
            custom: CustomPresentation(removesPresentersView: Bool.random(using: &rng))))))
    steps.append(Fixtures.step(.dismiss("Probe", interactiveCancelled: false)))
    let timeline = plan(SceneSpec(title: "present-dismiss \(seed)", root: Self.root, steps: steps))
    let present = timeline.steps[timeline.steps.count - 2]
    let dismiss = timeline.steps[timeline.steps.count - 1]
    if present.error == nil && present.warnings.isEmpty {
      #expect(dismiss.warnings.isEmpty && dismiss.error == nil, "seed \(seed)")
      #expect(dismiss.phases.last?.tree == present.phases.first?.tree, "seed \(seed) \(style)")
      #expect(
        dismiss.phases.last.map { HierarchyText.lines($0.controllers) }
          == present.phases.first.map { HierarchyText.lines($0.controllers) })
    } else {
      #expect(present.phases.last?.tree == present.phases.first?.tree)
    }
  }

  @Test(arguments: 0..<30)
  func rotatingThereAndBackRestoresTheTree(seed: Int) {
    var steps = randomSteps(seed: UInt64(seed) &+ 5000, count: 10)
    steps.append(Fixtures.step(.rotate(.portrait)))
    steps.append(Fixtures.step(.rotate(.landscape)))
    steps.append(Fixtures.step(.rotate(.portrait)))
    let timeline = plan(SceneSpec(title: "rotate \(seed)", root: Self.root, steps: steps))
    let count = timeline.steps.count
    #expect(
      timeline.steps[count - 1].phases.last?.tree == timeline.steps[count - 2].phases.first?.tree)
  }
}
