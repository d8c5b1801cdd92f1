import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Every way of writing an animation's completion runs it exactly once, after the method
/// returns: trailing closures, labels, `completion: nil`, delays, springs, keyframes,
/// `UIView.transition(with:…)` and `UIViewPropertyAnimator` completions.
@Suite struct SwiftCompletionSpellingTests {
  /// One spelling: the statements after `containerView.addSubview(toView)` to the end of
  /// `animateTransition(using:)`.
  struct Spelling: CustomStringConvertible, Sendable {
    var name: String
    var body: String
    /// The lines recorded after the to-view is added, in order; `end: ` marks those that run
    /// after the method returned (completions).
    var expected: [String]
    var description: String { name }
  }

  static let complete = "transitionContext.completeTransition(true)"

  static let spellings: [Spelling] = [
    Spelling(
      name: "labelled animations, trailing completion",
      body:
        "UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "both labelled",
      body:
        "UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in \(complete) })",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "two trailing closures",
      body:
        "UIView.animate(withDuration: 0.3) { toView.alpha = 1 } completion: { _ in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "empty animations, trailing completion",
      body: "UIView.animate(withDuration: 0.3, animations: {}) { _ in \(complete) }",
      expected: ["end: " + complete]),
    Spelling(
      name: "completion: nil, then complete",
      body:
        "UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: nil)\n\(complete)",
      expected: ["toView.alpha = 1", complete]),
    Spelling(
      name: "only a trailing animation block",
      body: "UIView.animate(withDuration: 0.3) { toView.alpha = 1 }\n\(complete)",
      expected: ["toView.alpha = 1", complete]),
    Spelling(
      name: "delay and options, labelled",
      body:
        "UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: { toView.alpha = 1 }, completion: { _ in \(complete) })",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "delay and options, trailing completion",
      body:
        "UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { toView.alpha = 1 }) { finished in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "spring, trailing completion",
      body:
        "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: { toView.alpha = 1 }) { _ in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "spring, two trailing closures",
      body:
        "UIView.animate(springDuration: 0.5, bounce: 0.2) { toView.alpha = 1 } completion: { _ in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "keyframes",
      body: """
        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { toView.alpha = 1 }
        }) { _ in \(complete) }
        """,
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "UIView.transition(with:)",
      body:
        "UIView.transition(with: containerView, duration: 0.3, options: .transitionCrossDissolve, animations: { toView.alpha = 1 }) { _ in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "closures in variables",
      body: """
        let animations = { toView.alpha = 1 }
        let done: (Bool) -> Void = { _ in \(complete) }
        UIView.animate(withDuration: 0.3, animations: animations, completion: done)
        """,
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "a completion that checks finished",
      body:
        "UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { finished in if finished { \(complete) } }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "a completion that animates again",
      body: """
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 0.5 }) { _ in
          UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in \(complete) }
        }
        """,
      expected: ["toView.alpha = 0.5", "end: toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "property animator, addCompletion twice",
      body: """
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.alpha = 1 }
        animator.addCompletion { _ in toView.alpha = 0.5 }
        animator.addCompletion { _ in \(complete) }
        animator.startAnimation()
        """,
      expected: ["toView.alpha = 1", "end: toView.alpha = 0.5", "end: " + complete]),
    Spelling(
      name: "runningPropertyAnimator, trailing completion",
      body:
        "UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: { toView.alpha = 1 }) { _ in \(complete) }",
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "runningPropertyAnimator, then addCompletion",
      body: """
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [], animations: { toView.alpha = 1 })
        animator.addCompletion { _ in \(complete) }
        """,
      expected: ["toView.alpha = 1", "end: " + complete]),
    Spelling(
      name: "UIView.transition(with:) with animations: nil, trailing completion",
      body:
        "UIView.transition(with: containerView, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in \(complete) }",
      expected: ["end: " + complete]),
    Spelling(
      name: "animations the tool cannot know, trailing completion",
      body:
        "UIView.animate(withDuration: 0.3, animations: self.appAnimations) { _ in \(complete) }",
      expected: ["end: " + complete]),
    Spelling(
      name: "animations: nil and completion: nil",
      body:
        "UIView.transition(with: containerView, duration: 0.3, options: [], animations: nil, completion: nil)\n\(complete)",
      expected: [complete]),
  ]

  /// Every recorded line after `containerView.addSubview(toView)`, `end: ` before those that
  /// run after the method returned.
  static func run(_ body: String) throws -> [String] {
    let file = """
      final class SpellingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
          guard let toView = transitionContext.view(forKey: .to) else { return }
          let containerView = transitionContext.containerView
          containerView.addSubview(toView)
      \(body)
        }
      }
      """
    let block = try SwiftSceneTests.program(["Spelling.swift": file]).animatorBlock(
      expression: SwiftSource(name: "scene.yaml", text: "SpellingAnimator()", lineOffset: 9),
      role: .animator, inputs: SwiftTransitionInputs(cancelled: nil))
    let lines = try #require(block).lines
    let added = try #require(lines.firstIndex { $0.text == "containerView.addSubview(toView)" })
    return lines[(added + 1)...].map { ($0.atEnd ? "end: " : "") + $0.text }
  }

  @Test(arguments: spellings) func eachCompletionRunsOnce(_ spelling: Spelling) throws {
    #expect(try Self.run(spelling.body) == spelling.expected, "\(spelling.name)")
  }
}
