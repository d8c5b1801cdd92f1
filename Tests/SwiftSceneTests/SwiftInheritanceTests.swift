import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Inheritance among the developer's own types: `super` into the app's base class, overrides
/// resolved to the most derived, inherited stored properties and initializers, protocol
/// extensions' defaults; `super` into UIKit stays UIKit's; cycles and recursion stop.
@Suite struct SwiftInheritanceTests {
  static let files = [
    "Base.swift": InheritanceFixtures.base, "Fade.swift": InheritanceFixtures.fade,
  ]

  @Test func superRunsTheBaseClassAndOverridesResolveToTheMostDerived() throws {
    // Base.swift:26` reads FadeAnimator's override (0.2); the
    // completion calls the inherited finish(_:), named in Base.swift.
    #expect(
      try SwiftSceneTests.run(Self.files, "FadeAnimator()") == [
        "Base.swift:25 transitionContext.containerView.addSubview(toView)",
        "Base.swift:26 toView.alpha = startAlpha",
        "Fade.swift:10 view?.alpha = self.isPresenting ? 1 : 0",
        "Base.swift:30 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
    let program = try SwiftSceneTests.program(Self.files)
    let block = try program.animatorBlock(
      expression: SwiftSource(name: "s.yaml", text: "FadeAnimator()"), role: .animator,
      inputs: SwiftTransitionInputs(cancelled: nil))
    #expect(
      block?.lines.map(\.statement) == [
        .addSubview(.toView, into: .containerView), .setProperty(.toView, .alpha(0.2)),
        .setProperty(.toView, .alpha(1)), .completeTransition(.notCancelled),
      ])
  }

  @Test func aConvenienceInitCallsTheDesignatedOneAndSetsTheInheritedFlag() throws {
    // `FadeAnimator(presenting: false)`: the base's convenience init runs `self.init(duration:)`
    // then clears the flag; the base's guard returns, and the subclass animates the from-view.
    #expect(
      try SwiftSceneTests.run(Self.files, "FadeAnimator(presenting: false)") == [
        "Fade.swift:10 view?.alpha = self.isPresenting ? 1 : 0",
        "Base.swift:30 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
    let block = try SwiftSceneTests.program(Self.files).animatorBlock(
      expression: SwiftSource(name: "s.yaml", text: "FadeAnimator(presenting: false)"),
      role: .animator, inputs: SwiftTransitionInputs(cancelled: nil))
    #expect(block?.lines.first?.statement == .setProperty(.fromView, .alpha(0)))
  }

  @Test func aSubclassThatDeclaresNothingRunsItsBase() throws {
    // PlainAnimator inherits animateTransition: the base adds the view and never completes,
    // and the engine names the base's closing brace.
    let block = try SwiftSceneTests.program(Self.files).animatorBlock(
      expression: SwiftSource(name: "s.yaml", text: "PlainAnimator()"), role: .animator,
      inputs: SwiftTransitionInputs(cancelled: nil))
    #expect(
      SwiftSceneTests.trace(block) == [
        "Base.swift:25 transitionContext.containerView.addSubview(toView)",
        "Base.swift:26 toView.alpha = startAlpha",
      ])
    #expect(block?.lines.last?.statement == .setProperty(.toView, .alpha(0)))
    #expect(block?.returnLine?.file == "Base.swift")
    #expect(block?.returnLine?.location.line == 27)
  }

  @Test func aProtocolExtensionGivesTheDefaultImplementation() throws {
    #expect(
      try SwiftSceneTests.run(
        ["Slide.swift": InheritanceFixtures.protocolDefault], "SlideFromRight()")
        == [
          "Slide.swift:12 transitionContext.containerView.addSubview(toView)",
          "Slide.swift:13 toView.transform = CGAffineTransform(translationX: offset, y: 0)",
          "Slide.swift:15 toView.transform = .identity",
          "Slide.swift:17 transitionContext.completeTransition(finished)",
        ])
  }

  @Test func anInheritanceCycleIsAnErrorAtItsLine() {
    do {
      _ = try SwiftSceneTests.program(["Cycle.swift": InheritanceFixtures.cycle])
      Issue.record("expected an error")
    } catch let error as SwiftSceneError {
      #expect(error.description == "Cycle.swift:2:10: error: 'B' inherits from itself")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func recursionThroughSuperStopsAtTheDepthLimit() throws {
    let lines = try SwiftSceneTests.run(
      ["Loop.swift": InheritanceFixtures.superRecursion], "Loop()")
    #expect(
      lines == [
        "Loop.swift:3 not modelled: self.animateTransition(using: transitionContext)"
      ])
    let block = try SwiftSceneTests.program(["Loop.swift": InheritanceFixtures.superRecursion])
      .animatorBlock(
        expression: SwiftSource(name: "s.yaml", text: "Loop()"), role: .animator,
        inputs: SwiftTransitionInputs(cancelled: nil))
    #expect(
      block?.lines.map(\.statement) == [
        .notModelled("calls nest deeper than 40 (recursion); the run stops here.")
      ])
  }
}
