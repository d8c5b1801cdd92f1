import TestSupport
import Testing

@testable import TransitionEngine

/// The zoom scenes of N-13, N-14, N-15 and N-18: Nav [Grid (an image view)], Photo pushed
/// with a zoom from that image view (or with the slide), then `steps`; or Albums presenting
/// Cover with a zoom.
enum ZoomFixture {
  static func timeline(
    ios: Int = 18, zoom: Bool = true, modal: Bool = false, _ steps: [StepSpec]
  ) -> Timeline {
    var grid = ControllerOptions()
    grid.views = ["UIImageView"]
    var photo = ControllerOptions()
    if zoom { photo.zoomSource = "UIImageView" }
    photo.modalInPresentation = modal
    let root = ControllerSpec(
      name: "Nav",
      kind: .navigation(stack: [
        ControllerSpec(name: "Grid", kind: .plain, options: grid, isBareName: false)
      ]))
    let push = StepAction.push(
      ControllerSpec(name: "Photo", kind: .plain, options: photo, isBareName: false), on: nil)
    return plan(
      SceneSpec(title: "zoom", ios: ios, root: root, steps: [Fixtures.step(push)] + steps))
  }

  /// Albums (an image view) presents Cover with a zoom in `style` (Cover modal in
  /// presentation when `modal`), then `steps`.
  static func presented(
    _ style: PresentationStyle, modal: Bool = false, _ steps: [StepSpec]
  ) -> Timeline {
    var albums = ControllerOptions()
    albums.views = ["UIImageView"]
    var cover = ControllerOptions()
    cover.zoomSource = "UIImageView"
    cover.modalInPresentation = modal
    let present = PresentSpec(
      controller: ControllerSpec(name: "Cover", kind: .plain, options: cover, isBareName: false),
      from: "Albums", style: style)
    return plan(
      SceneSpec(
        title: "z", ios: 18, root: Fixtures.plain("Albums", albums),
        steps: [Fixtures.step(.present(present))] + steps))
  }
}
