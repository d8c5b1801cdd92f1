import DumpReader
import Testing

/// A `recursiveDescription` pasted without its `|` marks keeps its tree: depth comes from the
/// indentation, in steps of the smallest one; a paste with marks is read by its marks alone.
@Suite struct IndentationDepthTests {
  /// A window with its root wrapper and a blur view whose content view holds a label.
  private let marked = """
    <UIWindow: 0x10360c7a0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x600000c8c0c0>>
       | <UITransitionView: 0x10361d010; frame = (0 0; 393 852); layer = <CALayer: 0x600000c8c1e0>>
       |    | <UIVisualEffectView: 0x103613330; frame = (0 0; 393 100); layer = <CALayer: 0x600000c8c440>> effect=none
       |    |    | <_UIVisualEffectBackdropView: 0x103614440; frame = (0 0; 393 100); layer = <UICABackdropLayer: 0x600000c8c660>>
       |    |    | <_UIVisualEffectContentView: 0x103615550; frame = (0 0; 393 100); layer = <CALayer: 0x600000c8c770>> disablesGroupFiltering
       |    |    |    | <UILabel: 0x103616660; frame = (10 10; 100 20); text = 'Hi'; layer = <_UILabelLayer: 0x600000c8c880>>
       |    | <UIButton: 0x103617770; frame = (0 200; 100 44); layer = <CALayer: 0x600000c8c990>>
    """

  private func tree(_ text: String) throws -> [String] {
    try DumpReader.read(text, path: "paste.txt").views.map {
      String(repeating: "  ", count: $0.depth) + $0.object.className
    }
  }

  private let expected = [
    "UIWindow", "  UITransitionView", "    UIVisualEffectView",
    "      _UIVisualEffectBackdropView", "      _UIVisualEffectContentView", "        UILabel",
    "    UIButton",
  ]

  @Test func theMarkedPasteIsReadByItsMarks() throws {
    #expect(try tree(marked) == expected)
    #expect(try DumpReader.read(marked, path: "paste.txt").depthFromIndentation == false)
  }

  @Test func blanksInPlaceOfTheMarksKeepTheTree() throws {
    let blanks = marked.replacingBars(with: " ")
    #expect(try tree(blanks) == expected)
    #expect(try DumpReader.read(blanks, path: "paste.txt").depthFromIndentation)
  }

  @Test func twoSpacesOrATabADepthKeepTheTree() throws {
    for unit in ["  ", "\t"] {
      let text = [
        (0, "<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>"),
        (1, "<UITransitionView: 0x3; frame = (0 0; 393 852); layer = <CALayer: 0x4>>"),
        (
          2, "<UIVisualEffectView: 0x5; frame = (0 0; 393 100); layer = <CALayer: 0x6>> effect=none"
        ),
        (3, "<_UIVisualEffectContentView: 0x7; frame = (0 0; 393 100); layer = <CALayer: 0x8>>"),
        (1, "<UIView: 0x9; frame = (0 0; 10 10); layer = <CALayer: 0xa>>"),
      ].map { String(repeating: unit, count: $0.0) + $0.1 }.joined(separator: "\n")
      #expect(
        try tree(text) == [
          "UIWindow", "  UITransitionView", "    UIVisualEffectView",
          "      _UIVisualEffectContentView", "  UIView",
        ], "\(unit.debugDescription)")
    }
  }

  @Test func oneIndentationIsLeftAsItIs() throws {
    let flat = """
      <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>
      <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>
      """
    #expect(try DumpReader.read(flat, path: "paste.txt").depthFromIndentation == false)
  }
}

extension String {
  fileprivate func replacingBars(with blank: Character) -> String {
    String(map { $0 == "|" ? blank : $0 })
  }
}
