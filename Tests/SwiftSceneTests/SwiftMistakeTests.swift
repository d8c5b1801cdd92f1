import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// The app's mistakes in real Swift, named at the Swift line that made them; correct animators
/// not flagged; completions of an interactive transition after the interaction.
@Suite struct SwiftMistakeTests {
  /// The phases of step `index` of a scene whose one Swift file is `A.swift`.
  static func phases(_ yaml: String, swift: String, step index: Int) throws -> [Phase] {
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { name in name == "A.swift" ? ("A.swift", swift) : nil })
    var planner = TimelinePlanner(scene)
    var steps: [Step] = []
    while let step = planner.next() { steps.append(step) }
    return steps.first { $0.index == index }?.phases ?? []
  }

  /// A present, then a dismiss with the animator `A()`, interactive when `end` is given.
  static func dismiss(_ body: String, end: String? = nil) throws -> [Phase] {
    let yaml = """
      title: t
      swift: A.swift
      root: { vc: Home }
      steps:
        - present: Card
          from: Home
          style: overFullScreen
        - dismiss: Card
          animator: "A()"
      """ + (end.map { "\n    interactive: \($0)" } ?? "") + "\n"
    let swift = """
      import UIKit
      final class A: NSObject, UIViewControllerAnimatedTransitioning {
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
      \(body)
        }
      }
      """
    return try phases(yaml, swift: swift, step: 2)
  }

  /// A fullScreen present with the animator `A()`.
  static func present(_ body: String) throws -> [Phase] {
    let yaml = """
      title: t
      swift: A.swift
      root: { vc: Home }
      steps:
        - present: Card
          from: Home
          style: fullScreen
          animator: "A()"
      """
    let swift = """
      import UIKit
      final class A: NSObject, UIViewControllerAnimatedTransitioning {
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
      \(body)
        }
      }
      """
    return try phases(yaml, swift: swift, step: 1)
  }

  static func text(_ phases: [Phase]) -> String {
    phases.map { "\($0.name): \($0.explanation)" }.joined(separator: "\n")
  }

  static func mistakes(_ phases: [Phase]) -> [AppMistake] { phases.last?.appMistakes ?? [] }

  @Test func neverCompletingNamesTheReturnLine() throws {
    let early = try Self.present(
      """
          // Written for the interactive case only: a plain present returns here.
          guard ctx.isInteractive else { return }
          ctx.containerView.addSubview(ctx.view(forKey: .to)!)
          ctx.completeTransition(true)
      """)
    #expect(Self.text(early).contains("animateTransition(using:) returns at A.swift:5 (`return`)"))
    #expect(Self.mistakes(early).contains(.unfinishedTransition))
    let end = try Self.present(
      """
          let toView = ctx.view(forKey: .to)!
          ctx.containerView.addSubview(toView)
          UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: nil)
      """)
    #expect(Self.text(end).contains("returns at A.swift:7 (`}`) and nothing it started"))
  }

  @Test func secondCompleteTransitionIsNamedAtItsLine() throws {
    let phases = try Self.present(
      """
          ctx.containerView.addSubview(ctx.view(forKey: .to)!)
          ctx.completeTransition(true)
          UIView.animate(withDuration: 0.3, animations: {}) { _ in ctx.completeTransition(true) }
      """)
    #expect(
      phases.map(\.name).suffix(3) == [
        "completed", "A.swift:6: ctx.completeTransition(true)", "after",
      ])
    #expect(Self.text(phases).contains("a second completeTransition"))
  }

  @Test func trueOnACancelledInteractionIsNamed() throws {
    let phases = try Self.dismiss(
      """
          let fromView = ctx.view(forKey: .from)!
          UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
            ctx.completeTransition(true)
          }
      """, end: "cancelled")
    #expect(
      Self.text(phases).contains("The mistake (A.swift:6): the user cancelled the interaction"))
    let fine = try Self.dismiss(
      """
          let fromView = ctx.view(forKey: .from)!
          UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
          }
      """, end: "cancelled")
    #expect(!Self.text(fine).contains("The mistake"))
  }

  @Test func fromViewRemovedOnCancelIsNamed() throws {
    let phases = try Self.dismiss(
      """
          let fromView = ctx.view(forKey: .from)!
          UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
            fromView.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
          }
      """, end: "cancelled")
    let names = phases.map(\.name)
    // The completion runs after the finger lets go: interaction, then the removal.
    let interaction = try #require(names.firstIndex(of: "interaction"))
    let removal = try #require(names.firstIndex(of: "A.swift:6: fromView.removeFromSuperview()"))
    #expect(interaction < removal)
    #expect(Self.text(phases).contains("The mistake (A.swift:6): the user cancels this transition"))
    #expect(Self.mistakes(phases).contains(.appearanceOutOfStep("Card")))
  }

  @Test func snapshotLeftBehindIsNamedAndARemovedOneIsNot() throws {
    let left = try Self.present(
      """
          let toView = ctx.view(forKey: .to)!
          let snapshot = toView.snapshotView(afterScreenUpdates: true)!
          ctx.containerView.addSubview(toView)
          ctx.containerView.addSubview(snapshot)
          UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 1 }) { _ in
            ctx.completeTransition(true)
          }
      """)
    #expect(Self.mistakes(left).contains(.snapshotLeftBehind("A.swift:5")))
    #expect(
      Self.text(left).contains(
        "The mistake: the snapshot made at A.swift:5 (`let snapshot = "
          + "toView.snapshotView(afterScreenUpdates: true)!`) is still in the containerView "
          + "(A.swift:7, `ctx.containerView.addSubview(snapshot)`, put it there)"))
    // The snapshot, a plain UIView, is still in the window on top of the presented view.
    let window = try #require(left.last?.window)
    let container = try #require(window.subviews.last)
    #expect(container.subviews.map { $0.owner ?? $0.className } == ["Card", "UIView"])
    let removed = try Self.present(
      """
          let toView = ctx.view(forKey: .to)!
          guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else { return }
          ctx.containerView.addSubview(toView)
          ctx.containerView.addSubview(snapshot)
          UIView.animate(withDuration: 0.3, animations: { snapshot.alpha = 0 }) { _ in
            snapshot.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
          }
      """)
    #expect(Self.mistakes(removed) == [])
    #expect(!Self.text(removed).contains("The mistake"))
  }

  @Test func correctAnimatorsAreNotFlagged() throws {
    let fade = try Self.present(
      """
          guard let toView = ctx.view(forKey: .to) else { return }
          toView.alpha = 0
          ctx.containerView.addSubview(toView)
          UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
          }
      """)
    let dismissFinished = try Self.dismiss(
      """
          guard let fromView = ctx.view(forKey: .from) else { return }
          UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
            if !ctx.transitionWasCancelled { fromView.removeFromSuperview() }
            ctx.completeTransition(!ctx.transitionWasCancelled)
          }
      """, end: "completed")
    let dismissCancelled = try Self.dismiss(
      """
          guard let fromView = ctx.view(forKey: .from) else { return }
          let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
          animator.addAnimations { fromView.alpha = 0 }
          animator.addCompletion { position in
            if position == .end { fromView.removeFromSuperview() }
            ctx.completeTransition(!ctx.transitionWasCancelled)
          }
          animator.startAnimation()
      """, end: "cancelled")
    for phases in [fade, dismissFinished, dismissCancelled] {
      #expect(!phases.isEmpty)
      #expect(!Self.text(phases).contains("The mistake"), "\(Self.text(phases))")
      #expect(!Self.mistakes(phases).contains(.unfinishedTransition))
    }
    // The cancelled one ran back: the finger's phase comes before the completion's end.
    #expect(dismissCancelled.map(\.name).suffix(3) == ["interaction", "cancelled", "after"])
  }
}
