import Testing
import TransitionEngine

@testable import TUI

/// Points to cells: no frame a scene can hold traps or makes drawing loop over huge ranges.
@Suite struct CellMathTests {
  @Test func conversionsStayInBounds() {
    #expect(CellMath.cells(2.4) == 2)
    #expect(CellMath.cells(-2.6) == -3)
    #expect(CellMath.cells(1e21) == CellMath.limit)
    #expect(CellMath.cells(-1e308) == -CellMath.limit)
    #expect(CellMath.cells(.infinity) == CellMath.limit)
    #expect(CellMath.cells(-.infinity) == -CellMath.limit)
    #expect(CellMath.cells(.nan) == 0)
  }

  @Test func regionsAreClampedToTheScreenWithAMargin() {
    let screen = Region(x: 10, y: 5, width: 20, height: 10)
    let huge = Region(x: -1_000_000, y: 3, width: 2_000_000, height: 4)
    #expect(CellMath.clamp(huge, to: screen) == Region(x: 9, y: 4, width: 22, height: 3))
    let inside = Region(x: 12, y: 6, width: 3, height: 3)
    #expect(CellMath.clamp(inside, to: screen) == inside)
    #expect(CellMath.clamp(Region(x: 100, y: 100, width: 5, height: 5), to: screen).isEmpty)
  }

  @Test func aViewWiderThanAnyScreenIsDrawnClipped() {
    let window = ViewNode(
      id: ViewID(1), className: "UIWindow", frame: Rect(x: 0, y: 0, width: 400, height: 800),
      subviews: [
        ViewNode(
          id: ViewID(2), className: "UIView", frame: Rect(x: 0, y: 0, width: 1e21, height: 1e19),
          owner: "Huge"),
        ViewNode(
          id: ViewID(3), className: "UIView",
          frame: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)),
      ])
    let inner = Region(x: 0, y: 0, width: 40, height: 10)
    let picture = ScreenPicture(window: window, in: inner)
    for box in picture.boxes {
      #expect(box.region.x >= picture.frame.x - 1 && box.region.maxX <= picture.frame.maxX + 1)
      #expect(box.region.y >= picture.frame.y - 1 && box.region.maxY <= picture.frame.maxY + 1)
    }
    #expect(picture.boxes.map(\.node.id.raw) == [1, 2, 3])
  }
}
