import Foundation

/// Swift for the fuzzers' mutation bases: the shipped custom interaction controller and a
/// segue that nests appearance transitions (K-9), as an app writes them.
enum InteractionFixtures {
  static let nestedAppearanceSegue = """
    final class NestedAppearanceSegue: UIStoryboardSegue {
      override func perform() {
        source.beginAppearanceTransition(false, animated: true)
        source.beginAppearanceTransition(false, animated: true)
        source.present(destination, animated: true) {
          self.source.endAppearanceTransition()
          self.source.endAppearanceTransition()
        }
      }
    }
    """

  /// `Scenes/SwipeDownInteractor.swift`, and the segue above.
  static func swift() throws -> String {
    let interactor = try String(
      contentsOf: PresentationControllerTests.scenes.appendingPathComponent(
        "SwipeDownInteractor.swift"),
      encoding: .utf8)
    return interactor + "\n" + nestedAppearanceSegue
  }

  /// Steps that use both, for a scene whose root is `{ vc: Home }`.
  static let steps =
    "  - present: Card\n    from: Home\n    style: overFullScreen\n"
    + "  - dismiss: Card\n    transitioningDelegate: \"SwipeDownTransition()\"\n"
    + "    interactive: cancelled\n"
    + "  - dismiss: Card\n    transitioningDelegate: \"SwipeDownTransition()\"\n"
    + "    interactive: completed\n"
    + "  - segue: Detail\n    from: Home\n    class: NestedAppearanceSegue\n"
}
