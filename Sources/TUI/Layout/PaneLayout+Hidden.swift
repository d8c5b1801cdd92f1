/// Hidden panes (`v` hides the focused pane, `V` shows them all): a hidden pane's room goes
/// to the panes beside it (left or right first, then above or below) whose edges together
/// cover the hidden pane's whole side, so the layout stays a tiling of the body.
extension PaneLayout {
  mutating func hide(_ hidden: Set<PaneID>) {
    for id in PaneID.allCases where hidden.contains(id) && panes.count > 1 {
      guard let room = panes.removeValue(forKey: id) else { continue }
      give(room)
    }
  }

  /// Extends the panes of one side of `room` over it, trying the sides in order.
  private mutating func give(_ room: Region) {
    let sides: [(touches: (Region) -> Bool, span: (Region) -> Int, grow: (inout Region) -> Void)] =
      [
        (
          { $0.maxX == room.x && $0.y >= room.y && $0.maxY <= room.maxY }, \.height,
          { $0.width += room.width }
        ),
        (
          { $0.x == room.maxX && $0.y >= room.y && $0.maxY <= room.maxY }, \.height,
          {
            $0.x = room.x; $0.width += room.width
          }
        ),
        (
          { $0.maxY == room.y && $0.x >= room.x && $0.maxX <= room.maxX }, \.width,
          { $0.height += room.height }
        ),
        (
          { $0.y == room.maxY && $0.x >= room.x && $0.maxX <= room.maxX }, \.width,
          {
            $0.y = room.y; $0.height += room.height
          }
        ),
      ]
    let whole = [room.height, room.height, room.width, room.width]
    for (side, length) in zip(sides, whole) {
      let neighbours = panes.filter { side.touches($0.value) }.map(\.key)
      guard !neighbours.isEmpty,
        neighbours.reduce(0, { $0 + side.span(panes[$1] ?? .empty) }) == length
      else { continue }
      for id in neighbours {
        guard var region = panes[id] else { continue }
        side.grow(&region)
        panes[id] = region
      }
      return
    }
  }
}
