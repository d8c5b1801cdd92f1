/// The part of a `_printHierarchy` line after the controller:
/// `, state: STATE, view: VIEW[ not in the window][, presented with: <…>]`.
enum ControllerLine {
  static func parse(_ rest: [UInt8], object: DumpObject, line: Int) -> DumpController {
    var controller = DumpController(
      object: object, state: nil, view: nil, viewLoaded: true, viewHasColon: false,
      inWindow: true, isPresented: false, presentedWith: nil, presentedWithNull: false,
      depth: 0, line: line)
    if let at = rest.find("state: ") {
      var end = at + 7
      while end < rest.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(rest[end]) {
        end += 1
      }
      controller.state = DumpAppearance(
        rawValue: String(decoding: rest[(at + 7)..<end], as: UTF8.self))
    }
    var afterView = 0
    if let at = rest.find("view: ") {
      let start = rest.skipBlanks(from: at + 6)
      if rest.has("(view not loaded)", at: start) {
        controller.viewLoaded = false
        afterView = start + 17
      } else if start < rest.count, rest[start] == Byte.lt,
        let end = RecordScanner.recordEnd(rest, from: start)
      {
        controller.view = RecordScanner.header(rest, from: start + 1, to: end)?.0
        controller.viewHasColon = rest[start..<end].contains(Byte.colon)
        afterView = end + 1
      }
    }
    if rest.find("not in the window", from: afterView) != nil { controller.inWindow = false }
    if let at = rest.find("presented with: ", from: afterView) {
      let start = rest.skipBlanks(from: at + 16)
      if rest.has("(null)", at: start) {
        controller.presentedWithNull = true
      } else if start < rest.count, rest[start] == Byte.lt,
        let end = RecordScanner.recordEnd(rest, from: start)
      {
        controller.presentedWith = RecordScanner.header(rest, from: start + 1, to: end)?.0
      }
    }
    return controller
  }
}
