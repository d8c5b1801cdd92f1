import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The styles a controller class sets on itself (§5) are asked when UIKit presents it, not
/// when the scene is read (docs/ARCHITECTURE.md, "Where the app's code runs").
@Suite struct SelfStyleAskTests {
  static let swift = """
    import UIKit

    final class CardScreen: UIViewController {
      init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
      }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
      }
    }
    """

  static func scene(_ steps: String) throws -> SceneSpec {
    try SwiftSceneLoader.parse(
      "title: t\nswift: Card.swift\nroot: { vc: Home }\nsteps:\n" + steps, path: "t.yaml",
      swiftFile: { $0 == "Card.swift" ? ("Card.swift", Self.swift) : nil })
  }

  static func present(_ scene: SceneSpec) -> PresentSpec? {
    guard case .present(let spec)? = scene.steps.first?.action else { return nil }
    return spec
  }

  @Test func readingAsksNothingAndThePresentAsksTheClass() throws {
    var scene = try Self.scene("  - present: { vc: Card, class: CardScreen }\n    from: Home\n")
    let read = try #require(Self.present(scene))
    // Read: the question only; the class was not made, so the style is still the default.
    #expect(read.style == .automatic)
    #expect(read.transition == nil)
    #expect(
      read.styleQuestion
        == StyleQuestion(className: "CardScreen", asksPresentation: true, asksTransition: true))
    let program = try #require(scene.app)
    let log = CallbackLog()
    scene.app = AppProgram(identity: program.identity) {
      LoggingCode(inner: program.run(), log: log)
    }
    #expect(log.asks.withLock { $0 } == [])
    let steps = plan(scene).steps
    #expect(log.asks.withLock { $0 } == ["CardScreen.selfStyles"])
    let step = try #require(steps.last)
    #expect(step.action.description == "present Card from Home (overFullScreen)")
    // M-3: an over style leaves the presenter's view in the window.
    #expect(step.phases.last?.owners == ["Home", "Card"])
    #expect(step.phases.contains { $0.explanation.contains("crossDissolve") })
  }

  @Test func aStyleTheStepWritesWins() throws {
    let scene = try Self.scene(
      "  - present: { vc: Card, class: CardScreen }\n    from: Home\n    style: pageSheet\n")
    let read = try #require(Self.present(scene))
    #expect(
      read.styleQuestion
        == StyleQuestion(className: "CardScreen", asksPresentation: false, asksTransition: true))
    let step = try #require(plan(scene).steps.last)
    #expect(step.action.description == "present Card from Home (pageSheet)")
  }

  @Test func aClassOfNoSwiftFileIsNotAsked() throws {
    let scene = try Self.scene("  - present: { vc: Card, class: OtherScreen }\n    from: Home\n")
    #expect(Self.present(scene)?.styleQuestion == nil)
  }
}
