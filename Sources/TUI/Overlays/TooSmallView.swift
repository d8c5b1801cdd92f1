/// Below the layout's floor: a centred `terminal too small: need W×H`; q still quits.
enum TooSmallView {
  static func render(_ canvas: inout Canvas, ascii: Bool) {
    let times = ascii ? "x" : "×"
    let need = "\(PaneLayout.minimumWidth)\(times)\(PaneLayout.minimumHeight)"
    let lines =
      TextWrap.wrap("terminal too small: need \(need)", width: canvas.width)
      + TextWrap.wrap("(now \(canvas.width)\(times)\(canvas.height), q quits)", width: canvas.width)
    let whole = Region(x: 0, y: 0, width: canvas.width, height: canvas.height)
    let top = (canvas.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      canvas.putCentered(
        line, in: whole, y: top + offset,
        style: Style(offset == 0 ? .warning : .dim, bold: offset == 0))
    }
  }
}
