import TransitionEngine

/// The geometry of the screen picture: the window scaled into a pane (a cell is about twice as
/// tall as it is wide), and every visible view's box in cells, back to front.
struct ScreenPicture {
  /// One view's box in cells (not clipped).
  struct Box {
    let node: ViewNode
    let region: Region
  }

  /// The window's box; everything is clipped to it.
  let frame: Region
  let boxes: [Box]

  init(window: ViewNode, in inner: Region) {
    let size = window.frame
    guard size.width > 0, size.height > 0, inner.width > 0, inner.height > 0 else {
      frame = .empty
      boxes = []
      return
    }
    let scale = min(Double(inner.height) / size.height, Double(inner.width) / (2 * size.width))
    let width = min(max(CellMath.cells(2 * size.width * scale), 1), inner.width)
    let height = min(max(CellMath.cells(size.height * scale), 1), inner.height)
    let picture = Region(
      x: inner.x + (inner.width - width) / 2, y: inner.y + (inner.height - height) / 2,
      width: width, height: height)
    frame = picture
    var boxes: [Box] = []
    let xScale = Double(width) / size.width
    let yScale = Double(height) / size.height
    func visit(_ node: ViewNode, originX: Double, originY: Double, isWindow: Bool) {
      guard !node.isHidden else { return }
      let x = isWindow ? 0 : originX + node.frame.x
      let y = isWindow ? 0 : originY + node.frame.y
      let left = CellMath.cells(x * xScale)
      let top = CellMath.cells(y * yScale)
      let right = CellMath.cells((x + node.frame.width) * xScale)
      let bottom = CellMath.cells((y + node.frame.height) * yScale)
      let region = CellMath.clamp(
        Region(
          x: picture.x + left, y: picture.y + top, width: max(right - left, 1),
          height: max(bottom - top, 1)), to: picture)
      if node.frame.width > 0, node.frame.height > 0, !region.intersection(picture).isEmpty {
        boxes.append(Box(node: node, region: region))
      }
      for child in node.subviews { visit(child, originX: x, originY: y, isWindow: false) }
    }
    visit(window, originX: 0, originY: 0, isWindow: true)
    self.boxes = boxes
  }

  /// The front-most view whose box holds the cell.
  func view(atX x: Int, y: Int) -> ViewNode? {
    guard frame.contains(x: x, y: y) else { return nil }
    return boxes.last { $0.region.contains(x: x, y: y) }?.node
  }
}
