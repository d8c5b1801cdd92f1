import Foundation
import TUI
import Testing

@testable import TScopeCLI

/// `--watch` reads the scene again when one of its `swift:` files changes, and the status line
/// names that file; a Swift file that does not parse shows its located error until it does.
@Suite struct SwiftWatchTests {
  static let scene = """
    title: Swift watch
    swift: App.swift
    root: { tab: Tabs, tabs: [First, Second] }
    steps:
      - select: Second
        tabBarDelegate: "Tabs()"
    """

  /// The delegate: no animator (UIKit's switch) or a fade.
  static func swift(animated: Bool) -> String {
    """
    import UIKit

    final class Tabs: NSObject, UITabBarControllerDelegate {
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        \(animated ? "Fade()" : "nil")
      }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        transitionContext.completeTransition(true)
      }
    }
    """
  }

  static func files(animated: Bool) throws -> ViewerLoopTests.Files {
    let files = try ViewerLoopTests.Files(Self.scene)
    try writeSwift(files, Self.swift(animated: animated))
    return files
  }

  static func writeSwift(_ files: ViewerLoopTests.Files, _ text: String) throws {
    try text.write(toFile: files.folder + "/App.swift", atomically: false, encoding: .utf8)
  }

  @Test func aChangedSwiftFileReloadsTheSceneAndIsNamed() throws {
    let files = try Self.files(animated: false)
    let clock = ManualClock()
    let script: [RecordingTerminal.Step] =
      [
        .idle, .run { clock.advance(.seconds(1)) }, .idle,
        .run { try? Self.writeSwift(files, Self.swift(animated: true)) },
        .run { clock.advance(.seconds(1)) }, .idle, .idle,
      ] + RecordingTerminal.keys("q")
    let (terminal, _) = try ViewerLoopTests.run(
      files.scene, live: LiveOptions(watch: true), clock: clock, script)
    let before = try #require(terminal.frames.first)
    // UIKit's own switch has no container-ready phase; the fade's animator has one.
    #expect(!ViewerLoopTests.shows(before, "container ready"))
    #expect(ViewerLoopTests.shows(terminal.screen, "container ready"), "the new Swift's phases")
    #expect(ViewerLoopTests.shows(terminal.screen, "◀ containerView"))
    #expect(ViewerLoopTests.shows(terminal.screen, "App.swift changed: the scene is read again"))
  }

  @Test func aSwiftFileThatStopsParsingShowsItsErrorUntilItIsFixed() throws {
    let files = try Self.files(animated: true)
    let clock = ManualClock()
    let script: [RecordingTerminal.Step] =
      [
        .idle, .run { clock.advance(.seconds(1)) }, .idle,
        .run { try? Self.writeSwift(files, "final class Tabs: NSObject {\n") },
        .run { clock.advance(.seconds(1)) }, .idle, .idle,
        .run { try? Self.writeSwift(files, Self.swift(animated: false)) },
        .run { clock.advance(.seconds(1)) }, .idle, .idle,
      ] + RecordingTerminal.keys("q")
    let (terminal, _) = try ViewerLoopTests.run(
      files.scene, live: LiveOptions(watch: true), clock: clock, script)
    let withError = terminal.frames.filter { ViewerLoopTests.shows($0, "App.swift:") }
    #expect(!withError.isEmpty, "the Swift file's located error shows")
    #expect(!ViewerLoopTests.shows(terminal.screen, "error:"), "gone once the file parses")
    #expect(ViewerLoopTests.shows(terminal.screen, "App.swift changed"))
  }
}
