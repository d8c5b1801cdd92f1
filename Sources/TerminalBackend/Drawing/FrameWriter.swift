import CNcurses
import TUI

/// Writes canvases into an ncurses window, touching only the cells that changed since the
/// previous canvas.
///
/// ncurses diffs its virtual screen against the terminal as well (`doupdate` sends only what
/// differs), so this layer saves the work of handing it thousands of unchanged cells per key
/// press, and `clear()` is never needed: a full redraw blanks the window with `werase`, which
/// changes nothing on the terminal by itself.
struct FrameWriter {
  private var previous: Canvas?
  let palette: RolePalette
  let asciiOnly: Bool

  init(palette: RolePalette, asciiOnly: Bool) {
    self.palette = palette
    self.asciiOnly = asciiOnly
  }

  /// Forgets the previous canvas, so the next `write` redraws every cell.
  mutating func invalidate() {
    previous = nil
  }

  /// Writes the cells of `canvas` that differ from the previous canvas into `window` and
  /// returns how many it wrote. Does not refresh.
  @discardableResult
  mutating func write(_ canvas: Canvas, into window: OpaquePointer) -> Int {
    defer { previous = canvas }
    guard let previous, previous.width == canvas.width, previous.height == canvas.height else {
      _ = tscope_erase(window)
      for index in canvas.cells.indices { put(canvas, index, into: window) }
      return canvas.cells.count
    }
    if previous == canvas { return 0 }
    var written = 0
    let old = previous.cells
    for (index, cell) in canvas.cells.enumerated() where cell != old[index] {
      put(canvas, index, into: window)
      written += 1
    }
    return written
  }

  private func put(_ canvas: Canvas, _ index: Int, into window: OpaquePointer) {
    let cell = canvas.cells[index]
    let previous = index % canvas.width > 0 ? canvas.cells[index - 1] : nil
    // A wide character drawn whole covers the next cell too: nothing to write there.
    guard let glyph = CellGlyph.scalar(cell, after: previous, asciiOnly: asciiOnly) else {
      return
    }
    let look = palette.look(of: cell.style)
    // ERR for the bottom-right cell (drawn, but the cursor cannot advance) and for cells
    // beyond a window smaller than the canvas: nothing to do about either.
    _ = tscope_put_cell(
      window, Int32(index / canvas.width), Int32(index % canvas.width), glyph, look.attrs,
      look.pair)
  }
}
