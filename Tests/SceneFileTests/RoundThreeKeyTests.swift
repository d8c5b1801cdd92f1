import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// The sheet and modal keys of fidelity round 3: `widthFollowsPreferredContentSizeWhen…`,
/// `placement` (iOS 27, V-2) and `modalInPresentation` (D-8), read and misused.
@Suite struct RoundThreeKeyTests {
  private func scene(ios: Int, sheet: String) -> String {
    "title: T\nios: \(ios)\nroot: { navigation: Nav, stack: [Home] }\nsteps:\n"
      + "  - present: S\n    from: Home\n    style: pageSheet\n    sheet: \(sheet)\n"
  }

  private func sheet(_ text: String) throws -> SheetConfiguration? {
    let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
    guard case .present(let spec) = scene.steps.first?.action else { return nil }
    return spec.sheet
  }

  /// M-15, V-2: both keys land in the configuration.
  @Test func readsWidthFollowsAndPlacement() throws {
    let read = try sheet(
      scene(
        ios: 27,
        sheet: "{ edgeAttachedInCompactHeight: true, "
          + "widthFollowsPreferredContentSizeWhenEdgeAttached: true, placement: leading }"))
    #expect(read?.widthFollowsPreferredContentSize == true)
    #expect(read?.placement == .leading)
    #expect(read?.edgeAttachedInCompactHeight == true)
  }

  /// V-2: placement is iOS 27 API; below it the error points at the value.
  @Test func placementBeforeIOS27IsALocatedError() {
    #expect(
      errorLine(scene(ios: 26, sheet: "{ placement: center }"))
        == "s.yaml:8:25: error: 'placement' is iOS 27's "
        + "UISheetPresentationController.preferredPlacement; this scene runs iOS 26 "
        + "(write ios: 27)")
    #expect(
      errorLine(scene(ios: 27, sheet: "{ placement: top }"))
        == "s.yaml:8:25: error: unknown placement 'top'; expected one of: automatic, leading, "
        + "center, trailing")
  }

  /// D-8: modalInPresentation is a controller key; a non-Boolean is located.
  @Test func modalInPresentationIsAControllerKey() throws {
    let text =
      "title: T\nroot: A\nsteps:\n  - present: { vc: B, modalInPresentation: true }\n"
      + "    from: A\n    style: pageSheet\n"
    let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
    guard case .present(let spec) = scene.steps.first?.action else {
      Issue.record("not a present step")
      return
    }
    #expect(spec.controller.options.modalInPresentation)
    #expect(
      errorLine(text.replacingOccurrences(of: "true", with: "maybe"))
        == "s.yaml:4:44: error: expected a boolean (true or false) for 'modalInPresentation', "
        + "found a string")
  }
}
