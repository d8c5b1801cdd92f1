import Foundation
import SceneFile
import SwiftScene
import TransitionEngine
import Testing

@testable import FixIt

/// The fix finder on scenes of the project's own: the edit it proposes for each mistake, its
/// exact diff, that the fixed scene runs without the mistake, and what it refuses.
@Suite struct FixFinderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The scene at `path` (relative to the checkout), read as `tscope fix` reads it.
  static func input(_ path: String) throws -> FixInput {
    let full = root.appendingPathComponent(path).path
    return FixInput(
      sceneText: try String(contentsOfFile: full, encoding: .utf8), path: path,
      swiftFile: SceneLoader.swiftFileReader(beside: full))
  }

  @Test func aForgottenCompletionGetsItInTheCompletionBlockAndThatFixesTheWholeStep() throws {
    let fixes = try FixFinder.fixes(
      for: Self.input("Tests/FixItTests/Fixtures/forgotten-completion.yaml"))
    #expect(
      fixes.map(\.mistake.description) == [
        "unfinished transition (RiseAnimator.swift:24)", "appearance out of step: Feed",
        "appearance out of step: Post", "container content: Nav",
      ])
    let first = try #require(fixes.first)
    #expect(
      first.edit
        == SwiftEdit(
          file: "RiseAnimator.swift", line: 23,
          change: .insert(
            "        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"
          )))
    #expect(
      first.diff == """
        --- a/RiseAnimator.swift
        +++ b/RiseAnimator.swift
        @@ -20,6 +20,7 @@
               },
               completion: { _ in
                 riser.alpha = 1
        +        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
               })
           }
         }

        """)
    #expect(first.tried == 1 && !first.sameAsEarlier)
    #expect(fixes.dropFirst().allSatisfy { $0.sameAsEarlier && $0.edit == first.edit })
    let fixed = try #require(first.fixed)
    #expect(TrialOutcome(TimelineBuilder.build(fixed)).marks.isEmpty)
  }

  @Test func thePresentersViewMovedIntoAnOverContainerIsTheLineToDelete() throws {
    let fixes = try FixFinder.fixes(for: Self.input("Scenes/real-swift-black-screen.yaml"))
    #expect(fixes.count == 1)
    let fix = try #require(fixes.first)
    #expect(fix.step == 2 && fix.mistake.description == "appearance out of step: Home")
    #expect(fix.edit == SwiftEdit(file: "ZoomFromPresenter.swift", line: 17, change: .delete))
    #expect(fix.diff?.contains("\n-    containerView.addSubview(fromVC.view)\n") == true)
  }

  @Test func aSnapshotLeftBehindIsRemovedBeforeTheCompletionAndACancelledRemovalGoes() throws {
    let fixes = try FixFinder.fixes(for: Self.input("Scenes/real-swift-snapshot-mistakes.yaml"))
    #expect(
      fixes.map(\.edit) == [
        SwiftEdit(
          file: "SnapshotZoom.swift", line: 35,
          change: .insert("        snapshot.removeFromSuperview()")),
        SwiftEdit(file: "SnapshotZoom.swift", line: 43, change: .delete),
      ])
  }

  @Test func aCancelledSwipeCompletedAnywayIsNamedAndTheLinePassesTheContextsOutcome() throws {
    let fixes = try FixFinder.fixes(
      for: Self.input("Tests/FixItTests/Fixtures/completed-on-cancel.yaml"))
    #expect(
      fixes.map(\.mistake.description) == [
        "completed though cancelled: Article (SlideBackAnimator.swift:24)"
      ])
    let fix = try #require(fixes.first)
    #expect(
      fix.edit
        == SwiftEdit(
          file: "SlideBackAnimator.swift", line: 24,
          change: .replace(
            "        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"
          )))
    #expect(
      fix.diff == """
        --- a/SlideBackAnimator.swift
        +++ b/SlideBackAnimator.swift
        @@ -21,7 +21,7 @@
               },
               completion: { _ in
                 leaving.alpha = 1
        -        transitionContext.completeTransition(true)
        +        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
               })
           }
         }

        """)
    // Deleting the line leaves the pop unfinished: the first edit run fails, the rewrite holds.
    #expect(fix.tried == 2)
    let fixed = try #require(fix.fixed)
    let timeline = TimelineBuilder.build(fixed)
    #expect(TrialOutcome(timeline).marks.isEmpty)
    // Fixed, the cancelled swipe keeps Article on top of the stack, as the user left it.
    let stack = timeline.steps.last?.phases.last?.controllers.children
    #expect(stack?.map(\.id.name) == ["Shelf", "Article"])
  }

  @Test func anEditThatMakesAnotherMistakeIsNoFix() throws {
    let input = try Self.input("Scenes/real-swift-black-screen.yaml")
    let before = TrialOutcome(
      TimelineBuilder.build(
        try SwiftSceneLoader.parse(input.sceneText, path: input.path, swiftFile: input.swiftFile)))
    let target = try #require(before.marks.first)
    // Line 18 adds the to-view: without it the card never shows (a mistake of its own).
    let worse = try #require(
      FixFinder.spec(
        of: input, with: SwiftEdit(file: "ZoomFromPresenter.swift", line: 18, change: .delete)))
    #expect(!TrialOutcome(TimelineBuilder.build(worse)).fixes(target, of: before))
    let right = try #require(
      FixFinder.spec(
        of: input, with: SwiftEdit(file: "ZoomFromPresenter.swift", line: 17, change: .delete)))
    #expect(TrialOutcome(TimelineBuilder.build(right)).fixes(target, of: before))
  }

  @Test func mistakesOfTheScenesOwnAnimatorLinesHaveNoSwiftToFix() throws {
    let fixes = try FixFinder.fixes(for: Self.input("Scenes/animator-stuck-push.yaml"))
    #expect(!fixes.isEmpty)
    #expect(fixes.allSatisfy { $0.edit == nil && !$0.inSwiftFiles && $0.tried == 0 })
  }

  @Test func aSceneWithoutMistakesHasNothingToFix() throws {
    #expect(try FixFinder.fixes(for: Self.input("Scenes/real-swift-fade.yaml")).isEmpty)
  }

  @Test func aSceneThatDoesNotLoadIsItsLocatedError() {
    let input = FixInput(sceneText: "title: t\nsteps: []\n", path: "s.yaml") { _ in nil }
    #expect(throws: SceneError.self) { try FixFinder.fixes(for: input) }
  }
}
