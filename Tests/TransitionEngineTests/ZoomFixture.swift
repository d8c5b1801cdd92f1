import TestSupport
import Testing

@testable import TransitionEngine

/// The zoom scenes of N-13, N-14 and N-18: Nav [Grid (an image view)], Photo pushed with a
/// zoom from that image view (or with the slide), then `steps`.
enum ZoomFixture {
  static func timeline(ios: Int = 18, zoom: Bool = true, _ steps: [StepSpec]) -> Timeline {
    var grid = ControllerOptions()
    grid.views = ["UIImageView"]
    var photo = ControllerOptions()
    if zoom { photo.zoomSource = "UIImageView" }
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
}
