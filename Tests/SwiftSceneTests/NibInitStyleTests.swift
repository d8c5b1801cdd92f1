import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A controller built in code whose only initializers are `init(nibName:bundle:)` and a
/// `fatalError` `init?(coder:)`: `Sheet()` runs UIKit's designated `init(nibName: nil,
/// bundle: nil)`, the class's override, so the styles it sets there are its own (§5).
@Suite struct NibInitStyleTests {
  static let swift = """
    import UIKit

    final class ActionSheetScreen: UIViewController {
      override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
      }

      required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }
    }
    """

  @Test func theNibInitializersStyleIsTheClasssOwn() throws {
    let scene = try SwiftSceneLoader.parse(
      "title: t\nswift: S.swift\nroot: { vc: Home }\nsteps:\n"
        + "  - present: { vc: Sheet, class: ActionSheetScreen }\n    from: Home\n",
      path: "t.yaml", swiftFile: { $0 == "S.swift" ? ("S.swift", Self.swift) : nil })
    let step = try #require(plan(scene).steps.last)
    #expect(step.action.description == "present Sheet from Home (overFullScreen)")
    #expect(step.phases.last?.owners == ["Home", "Sheet"])
  }
}
