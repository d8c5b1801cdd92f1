import SwiftScene
import Testing

/// A file wrapped in `#if os(iOS)` (or `#if canImport(UIKit)`), as cross-platform libraries
/// write them: UIKit's branch is read, the others are not.
@Suite struct IfConfigTests {
  @Test func uikitsBranchIsRead() throws {
    let program = SwiftProgram()
    try program.add(
      SwiftSource(
        name: "Fade.swift",
        text: """
          #if os(iOS)
            import UIKit
            final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {}
          #else
            final class MacOnly {}
          #endif
          #if canImport(UIKit)
            final class SlideAnimator: NSObject {}
          #endif
          #if DEBUG
            final class DebugOnly {}
          #endif
          """))
    #expect(program.typeNames == ["FadeDelegate", "SlideAnimator"])
  }
}
