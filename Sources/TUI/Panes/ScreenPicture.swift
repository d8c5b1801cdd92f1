import TransitionEngine

/// The geometry of the screen picture: the window scaled into a pane (a cell is about twice as
/// tall as it is wide), and every visible view's box in cells, back to front, with what the
/// view draws (`ViewLook`) and the area its clipping ancestors leave it.
struct ScreenPicture {
  /// One view's box in cells, kept within a cell of the picture, and its clip.
  struct Box {
    let node: ViewNode
    let region: Region
    /// The part of the picture the view may draw in: the window and clipping ancestors.
    let clip: Region
    let look: ViewLook
    /// The product of the view's and its ancestors' `alpha`.
    let alpha: Double
  }

  /// From a view's local points to window points: an origin and a scale on each axis.
  private struct Mapping {
    var x: Double
    var y: Double
    var scaleX: Double
    var scaleY: Double
    static let identity = Mapping(x: 0, y: 0, scaleX: 1, scaleY: 1)
  }

  /// A view still to place, with what its ancestors pass down.
  private struct Entry {
    let node: ViewNode
    let map: Mapping
    let clip: Region
    let alpha: Double
    let parent: ViewNode?
  }

  /// The window's box; everything is clipped to it.
  let frame: Region
  let boxes: [Box]

  init(window: ViewNode, in inner: Region, looks: ControllerLooks? = nil) {
    let size = window.frame
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      inner.width > 0, inner.height > 0
    else {
      frame = .empty
      boxes = []
      return
    }
    let scale = min(Double(inner.height) / size.height, Double(inner.width) / (2 * size.width))
    let width = min(max(Self.cell(2 * size.width * scale), 1), inner.width)
    let height = min(max(Self.cell(size.height * scale), 1), inner.height)
    let picture = Region(
      x: inner.x + (inner.width - width) / 2, y: inner.y + (inner.height - height) / 2,
      width: width, height: height)
    frame = picture
    var boxes: [Box] = []
    let xScale = Double(width) / size.width
    let yScale = Double(height) / size.height
    // Depth-first, back to front, without recursion: a deep tree cannot exhaust the stack.
    // Each entry carries its parent's mapping from local points to window points, so a
    // transformed view (a pushed-back card) scales what it holds.
    var stack: [Entry] = [Entry(node: window, map: .identity, clip: picture, alpha: 1, parent: nil)]
    while let entry = stack.popLast() {
      let node = entry.node
      let alpha = entry.alpha * (node.alpha.isFinite ? min(max(node.alpha, 0), 1) : 1)
      guard !node.isHidden, alpha > 0.01 else { continue }
      let isWindow = entry.parent == nil
      let frame = isWindow ? Rect(x: 0, y: 0, width: size.width, height: size.height) : node.frame
      let map = entry.map
      let x = map.x + map.scaleX * frame.x
      let y = map.y + map.scaleY * frame.y
      let right = x + map.scaleX * frame.width
      let bottom = y + map.scaleY * frame.height
      guard [x, y, right, bottom].allSatisfy(\.isFinite) else { continue }
      // Cells are kept one beyond the picture on each side, so a huge frame is a short loop.
      let left = Self.cell(x * xScale, within: -1...(width + 1))
      let top = Self.cell(y * yScale, within: -1...(height + 1))
      let rightCell = Self.cell(right * xScale, within: -1...(width + 1))
      let bottomCell = Self.cell(bottom * yScale, within: -1...(height + 1))
      let region = Region(
        x: picture.x + left, y: picture.y + top, width: max(rightCell - left, 1),
        height: max(bottomCell - top, 1))
      let look = ViewLook.of(node, parent: entry.parent, looks: looks)
      if frame.width > 0, frame.height > 0, !region.intersection(entry.clip).isEmpty {
        boxes.append(Box(node: node, region: region, clip: entry.clip, look: look, alpha: alpha))
      }
      let clips = ViewLook.clippingClasses.contains(node.className)
      let childClip = clips ? entry.clip.intersection(region) : entry.clip
      guard !childClip.isEmpty else { continue }
      let layout = node.layoutFrame
      let scaleX = layout.width > 0 && !isWindow ? frame.width / layout.width : 1
      let scaleY = layout.height > 0 && !isWindow ? frame.height / layout.height : 1
      let childMap = Mapping(
        x: x, y: y, scaleX: map.scaleX * scaleX, scaleY: map.scaleY * scaleY)
      for child in node.subviews.reversed() {
        stack.append(Entry(node: child, map: childMap, clip: childClip, alpha: alpha, parent: node))
      }
    }
    self.boxes = boxes
  }

  /// A coordinate in cells, rounded; not-a-number and huge values are pinned to the range.
  static func cell(_ value: Double, within range: ClosedRange<Int> = 0...100_000) -> Int {
    guard value.isFinite else { return range.lowerBound }
    let pinned = min(max(value.rounded(), Double(range.lowerBound)), Double(range.upperBound))
    return Int(pinned)
  }

  /// The front-most drawn view whose box holds the cell (see-through views are skipped).
  func view(atX x: Int, y: Int) -> ViewNode? {
    guard frame.contains(x: x, y: y) else { return nil }
    let hit = { (box: Box) in box.region.intersection(box.clip).contains(x: x, y: y) }
    return boxes.last { hit($0) && $0.look.drawsSomething }?.node ?? boxes.last(where: hit)?.node
  }
}
