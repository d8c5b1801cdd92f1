import TransitionEngine

/// Draws the screen picture's boxes into a canvas, each clipped to its box's clip region.
/// Controllers' names are written last, each where its own content still shows.
struct ScreenPainter {
  private(set) var canvas: Canvas
  let glyphs: Glyphs
  let looks: ControllerLooks
  /// For every cell, the number of the last box that painted it (-1: none); tints keep it.
  private var owners: [Int]
  /// For cells a translucent controller view tinted: the box that shows through it.
  private var under: [Int]
  private var number = 0
  /// Where names were written.
  private var labels: [Region] = []
  private var names: [(text: String, box: ScreenPicture.Box, number: Int, style: Style)] = []

  init(canvas: Canvas, glyphs: Glyphs, looks: ControllerLooks) {
    self.canvas = canvas
    self.glyphs = glyphs
    self.looks = looks
    owners = Array(repeating: -1, count: canvas.width * canvas.height)
    under = owners
  }

  /// One view, by what it contributes (`ViewLook`).
  mutating func draw(_ box: ScreenPicture.Box) {
    number += 1
    let faded = box.alpha < 0.99
    switch box.look {
    case .window:
      fill(box, Cell(glyphs.black, Style(.black)))
    case .structural, .clearDimming:
      break
    case .dimming:
      tint(box)
    case .content(let owner, let background):
      if background == .opaque && !faded { fill(box, Cell(" ", .normal), inside: true) }
      if background == .translucent || (background == .opaque && faded) {
        tint(box, claims: true)
      } else if background == .clear {
        tint(box, claims: true, shades: false)
      }
      outline(box, Style(faded ? .dim : .border))
      names.append((owner, box, number, Style(looks.role(owner), bold: !faded)))
    case .chrome:
      if !faded { fill(box, Cell(" ", .normal), inside: true) }
      outline(box, Style(.border))
      label(box.node.className, box, Style(.dim))
    case .decoration:
      outline(box, Style(.dim))
      label(box.node.className, box, Style(.dim))
    }
  }

  /// Writes the controllers' names, front-most first, each on the free row nearest the middle
  /// of the part of its content that is still showing (painted by it, or tinted over it):
  /// first a row no other name uses, then any row, then on its own visible border.
  mutating func writeNames() {
    for name in names.reversed() {
      let region = name.box.region
      let whole = visible(name.box)
      let inside = (region.height > 2 ? region.inset(by: 1) : region).intersection(whole)
      _ =
        place(name, in: inside, separateRow: true, onBorder: false)
        || place(name, in: inside, separateRow: false, onBorder: false)
        || place(name, in: whole, separateRow: false, onBorder: true)
    }
  }

  /// Writes one name in `area` where `free` allows; false when there is no room.
  private mutating func place(
    _ name: (text: String, box: ScreenPicture.Box, number: Int, style: Style), in area: Region,
    separateRow: Bool, onBorder: Bool
  ) -> Bool {
    let width = min(CellWidth.columns(name.text), area.width)
    guard width > 0 else { return false }
    let shown = TextWrap.truncate(name.text, width: width, ellipsis: glyphs.ellipsis)
    let columnsShown = CellWidth.columns(shown)
    guard columnsShown > 0, columnsShown <= area.width else { return false }
    let region = name.box.region
    let middleRow = region.y + (region.height - 1) / 2
    let middleColumn = region.x + (region.width - columnsShown) / 2
    let rows = (area.y..<area.maxY).sorted { abs($0 - middleRow) < abs($1 - middleRow) }
    let columns = (area.x...(area.maxX - columnsShown)).sorted {
      abs($0 - middleColumn) < abs($1 - middleColumn)
    }
    for row in rows where !separateRow || !labelled(row, area) {
      for column in columns
      where free(column, row, columnsShown, owner: name.number, onBorder: onBorder) {
        var offset = 0
        for character in shown {
          // Under a dimming view the name is tinted like everything else there.
          let tinted = canvas[column + offset, row].style.role == .dimming
          let cell = Cell(character, tinted ? Style(.dimming) : name.style)
          canvas[column + offset, row] = cell
          offset += CellWidth.columns(cell.scalar)
        }
        labels.append(Region(x: column, y: row, width: columnsShown, height: 1))
        return true
      }
    }
    return false
  }

  /// True when a name is already written on `row` within the columns of `area`.
  private func labelled(_ row: Int, _ area: Region) -> Bool {
    labels.contains { $0.y == row && $0.x < area.maxX && $0.maxX > area.x }
  }

  /// True when `count` cells from (`x`, `y`) show the box numbered `owner` with nothing
  /// written on them.
  private func free(_ x: Int, _ y: Int, _ count: Int, owner: Int, onBorder: Bool) -> Bool {
    (x..<(x + count)).allSatisfy { column in
      guard canvas.contains(x: column, y: y) else { return false }
      let index = y * canvas.width + column
      guard owners[index] == owner || under[index] == owner else { return false }
      let character = canvas[column, y].character
      return isBackground(character) || (onBorder && isOutline(character))
    }
      && [x - 1, x + count].allSatisfy { column in
        !canvas.contains(x: column, y: y) || !canvas[column, y].character.isLetter
      }
  }

  private func isOutline(_ character: Character) -> Bool {
    let lines = glyphs.box
    return [
      lines.horizontal, lines.vertical, lines.topLeft, lines.topRight, lines.bottomLeft,
      lines.bottomRight,
    ].contains(character)
  }

  private func isBackground(_ character: Character) -> Bool {
    character == " " || character == glyphs.shade || character == glyphs.black
  }

  private mutating func paint(_ x: Int, _ y: Int, _ cell: Cell) {
    guard canvas.contains(x: x, y: y) else { return }
    canvas[x, y] = cell
    owners[y * canvas.width + x] = number
    under[y * canvas.width + x] = -1
  }

  /// The cells of the box that show: inside its clip and the canvas.
  private func visible(_ box: ScreenPicture.Box) -> Region {
    box.region.intersection(box.clip).intersection(
      Region(x: 0, y: 0, width: canvas.width, height: canvas.height))
  }

  private mutating func fill(_ box: ScreenPicture.Box, _ cell: Cell, inside: Bool = false) {
    let area =
      inside && box.region.width > 2 && box.region.height > 2
      ? box.region.inset(by: 1).intersection(visible(box)) : visible(box)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { paint(x, y, cell) }
    }
  }

  /// Tints what is below: characters stay (readable), blanks become shade. A controller's
  /// translucent view `claims` the cells, keeping the box below as the one showing through.
  private mutating func tint(_ box: ScreenPicture.Box, claims: Bool = false, shades: Bool = true) {
    let area = visible(box)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        if claims, canvas.contains(x: x, y: y) {
          under[y * canvas.width + x] = owners[y * canvas.width + x]
          owners[y * canvas.width + x] = number
        }
        guard shades else { continue }
        var cell = canvas[x, y]
        if cell.character == " " { cell.character = glyphs.shade }
        if cell.style.role != .black { cell.style = Style(.dimming) }
        canvas[x, y] = cell
      }
    }
  }

  /// The box's outline (a line when it is one cell thin), clipped.
  mutating func outline(_ box: ScreenPicture.Box, _ style: Style) {
    let region = box.region
    let area = visible(box)
    let lines = glyphs.box
    func set(_ x: Int, _ y: Int, _ character: Character) {
      if area.contains(x: x, y: y) { paint(x, y, Cell(character, style)) }
    }
    if region.height == 1 || region.width == 1 {
      let horizontal = region.height == 1
      for y in area.y..<area.maxY {
        for x in area.x..<area.maxX { set(x, y, horizontal ? lines.horizontal : lines.vertical) }
      }
      return
    }
    for x in area.x..<area.maxX {
      set(x, region.y, lines.horizontal)
      set(x, region.maxY - 1, lines.horizontal)
    }
    for y in area.y..<area.maxY {
      set(region.x, y, lines.vertical)
      set(region.maxX - 1, y, lines.vertical)
    }
    set(region.x, region.y, lines.topLeft)
    set(region.maxX - 1, region.y, lines.topRight)
    set(region.x, region.maxY - 1, lines.bottomLeft)
    set(region.maxX - 1, region.maxY - 1, lines.bottomRight)
  }

  /// A class name on the box's first row inside its border (its only row when it is thin).
  private mutating func label(_ text: String, _ box: ScreenPicture.Box, _ style: Style) {
    let region = box.region
    let area = visible(box)
    let row = region.height > 2 ? region.y + 1 : region.y
    let left = max(region.x + 1, area.x + 1)
    let right = min(region.maxX - 1, area.maxX - 1)
    guard right > left, row >= area.y, row < area.maxY else { return }
    let shown = TextWrap.truncate(text, width: right - left, ellipsis: glyphs.ellipsis)
    var column = left
    for character in shown {
      let cell = Cell(character, style)
      paint(column, row, cell)
      // The second column of a wide character belongs to the box as its first does.
      if cell.isWide { paint(column + 1, row, .continuation(style)) }
      column += CellWidth.columns(cell.scalar)
    }
  }
}
