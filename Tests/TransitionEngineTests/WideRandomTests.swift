import TestSupport
import Testing

@testable import TransitionEngine

/// Random sequences over every action, from several kinds of root (tab, split on an iPad,
/// custom container), with names drawn from everything the scene has made so far: the
/// invariants must hold after every phase, whatever UIKit would refuse.
@Suite struct WideRandomTests {
  private static let roots: [(String, ControllerSpec)] = [
    (
      "iphone-15",
      ControllerSpec(
        name: "Tabs",
        kind: .tab(
          tabs: [
            Fixtures.nav("FeedNav", ["Feed"]),
            ControllerSpec(name: "Box", kind: .container(children: [Fixtures.plain("Inside")])),
          ], selected: .index(0)))
    ),
    (
      "ipad-pro-11",
      ControllerSpec(
        name: "Split",
        kind: .split(
          primary: Fixtures.nav("ListNav", ["List"]),
          secondary: Fixtures.nav("DetailNav", ["Detail"])))
    ),
    (
      "iphone-8-plus",
      ControllerSpec(
        name: "Box",
        kind: .container(children: [Fixtures.nav("InnerNav", ["Inner"]), Fixtures.plain("Side")]))
    ),
  ]

  private func steps(seed: UInt64, names: [String], count: Int) -> [StepSpec] {
    var rng = SeededRandom(state: seed)
    var known = names
    var made = 0
    var result: [StepSpec] = []
    func pick(_ rng: inout SeededRandom) -> String { known.randomElement(using: &rng) ?? "X" }
    for _ in 0..<count {
      made += 1
      let fresh = "N\(made)"
      let animated = Int.random(in: 0..<3, using: &rng) > 0
      let action: StepAction
      switch Int.random(in: 0..<16, using: &rng) {
      case 0: action = .push(Fixtures.plain(fresh), on: nil)
      case 1:
        action = .push(
          Fixtures.plain(Bool.random(using: &rng) ? fresh : pick(&rng)), on: pick(&rng))
      case 2:
        action = .pop(
          nav: Bool.random(using: &rng) ? nil : pick(&rng),
          interactiveCancelled: Bool.random(using: &rng))
      case 3: action = .popToRoot(nav: pick(&rng))
      case 4, 5:
        let styles = PresentationStyle.allCases
        action = .present(
          PresentSpec(
            controller: Fixtures.plain(Bool.random(using: &rng) ? fresh : pick(&rng)),
            from: pick(&rng),
            style: styles[Int.random(in: 0..<styles.count, using: &rng)],
            transition: Int.random(in: 0..<8, using: &rng) == 0 ? .partialCurl : nil,
            source: Bool.random(using: &rng) ? pick(&rng) : nil,
            custom: CustomPresentation(
              frame: Bool.random(using: &rng) ? Rect(x: 10, y: 20, width: 200, height: 300) : nil,
              removesPresentersView: Bool.random(using: &rng),
              presentsInFullscreen: Bool.random(using: &rng)),
            interactiveCancelled: Int.random(in: 0..<5, using: &rng) == 0))
      case 6:
        action = .dismiss(pick(&rng), interactiveCancelled: Int.random(in: 0..<4, using: &rng) == 0)
      case 7: action = .show(Fixtures.plain(fresh), from: pick(&rng))
      case 8: action = .showDetail(Fixtures.plain(fresh), from: pick(&rng))
      case 9: action = .unwind(to: pick(&rng), from: pick(&rng))
      case 10: action = .select(.index(Int.random(in: 0..<3, using: &rng)), tab: nil)
      case 11:
        action = .addChild(
          Fixtures.plain(Bool.random(using: &rng) ? fresh : pick(&rng)), to: pick(&rng))
      case 12: action = .removeChild(pick(&rng))
      case 13: action = .rotate(Bool.random(using: &rng) ? .landscape : .portrait)
      case 14:
        let modes = Multitasking.allCases
        action = .multitasking(modes[Int.random(in: 0..<modes.count, using: &rng)])
      default:
        action = .device(
          ["iphone-se", "iphone-15-pro-max", "ipad-mini", "ipad-pro-12.9"].randomElement(
            using: &rng) ?? "iphone-15")
      }
      known.append(fresh)
      result.append(Fixtures.step(action, animated: animated))
    }
    return result
  }

  @Test(arguments: 0..<600)
  func invariantsHoldForAnyMix(seed: Int) {
    let (device, root) = Self.roots[seed % Self.roots.count]
    let names = [root.name] + root.childSpecs.flatMap { [$0.name] + $0.childSpecs.map(\.name) }
    let scene = SceneSpec(
      title: "wide \(seed)", device: device, root: root,
      steps: steps(seed: UInt64(seed) &* 7919, names: names, count: 40))
    let timeline = plan(scene)
    #expect(timeline.steps.count == 41)
    for step in timeline.steps.dropFirst() {
      #expect(
        step.phases.first?.name == "before" && step.phases.last?.name == "after",
        "\(seed) \(step.action)")
    }
  }
}
