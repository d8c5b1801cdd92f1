import Wording

/// Below the layout's floor: a centred `terminal too small: need W×H`; q still quits.
enum TooSmallView {
  static func render(_ canvas: inout Canvas, ascii: Bool, language: Language = .en) {
    let times = ascii ? "x" : "×"
    let need = "\(PaneLayout.minimumWidth)\(times)\(PaneLayout.minimumHeight)"
    let lines =
      TextWrap.wrap(ViewerWords.tooSmall(need).text(in: language), width: canvas.width)
      + TextWrap.wrap(
        ViewerWords.tooSmallNow("\(canvas.width)\(times)\(canvas.height)").text(in: language),
        width: canvas.width)
    let whole = Region(x: 0, y: 0, width: canvas.width, height: canvas.height)
    let top = (canvas.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      canvas.putCentered(
        line, in: whole, y: top + offset,
        style: Style(offset == 0 ? .warning : .dim, bold: offset == 0))
    }
  }
}
