import DumpReader
import Testing

/// Pastes as they really arrive: prompts, quoted literals, `Optional(…)`, wrapping, elisions,
/// stripped addresses, and the grammar's rarer forms.
@Suite struct PasteFormTests {
  private let window =
    "<UIWindow: 0x7fa1c3c05b20; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x600000c0>; "
    + "layer = <UIWindowLayer: 0x600000d0>>"
  private let transition =
    "   | <UITransitionView: 0x7fa1c3d04a10; frame = (0 0; 393 852); autoresize = W+H; "
    + "layer = <CALayer: 0x600000e0>>"

  private func outline(_ text: String) throws -> [String] {
    DumpFixtures.viewOutline(try DumpReader.read(text, path: "paste.txt"))
  }

  @Test func lldbPromptsAndPrintingDescriptionAreSkippedAndReported() throws {
    let text = """
      (lldb) po view.window?.value(forKey: "recursiveDescription")
      Printing description of window:
      \(window)
      \(transition)
      (lldb)
      """
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(dump.views.count == 2)
    #expect(dump.skipped.map(\.line) == [1, 2, 5])
    #expect(dump.skipped.allSatisfy { $0.reason == .noise })
    #expect(
      dump.skipped[0].text == "(lldb) po view.window?.value(forKey: \"recursiveDescription\")")
  }

  @Test func oneEscapedStringLiteralBecomesLines() throws {
    let escaped =
      "@\"\(window)\\n\(transition)\\n   |    | <UIView: 0x1; frame = (0 0; 1 1); text = \\\"hi\\\"; layer = <CALayer: 0x2>>\""
    let plain = try outline(escaped)
    #expect(
      plain == [
        "UIWindow 0x7fa1c3c05b20 (0 0; 393 852)",
        "  UITransitionView 0x7fa1c3d04a10 (0 0; 393 852)",
        "    UIView 0x1 (0 0; 1 1)",
      ])
    let swift = try outline("Optional(\"\(window)\\n\(transition)\")")
    #expect(swift.count == 2)
  }

  @Test func optionalSomeAndBackTicksAreUnwrapped() throws {
    #expect(try outline("Optional(\(window))").count == 1)
    #expect(try outline("▿ Optional<Any>\n  - some : \(window)\n\(transition)").count == 2)
    #expect(try outline("`\(window)\n\(transition)`").count == 2)
    let commented = "// \(window)\n//\(transition)"
    #expect(
      try outline(commented) == [
        "UIWindow 0x7fa1c3c05b20 (0 0; 393 852)",
        "  UITransitionView 0x7fa1c3d04a10 (0 0; 393 852)",
      ])
  }

  @Test func aViewLineWrappedByAnAuthorIsJoined() throws {
    let text = """
      <UIWindow: 0x7fa1c3c05b20; frame = (0 0; 393 852);
          layer = <UIWindowLayer: 0x600000d0>>
      \(transition)
      """
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(
      DumpFixtures.viewOutline(dump) == [
        "UIWindow 0x7fa1c3c05b20 (0 0; 393 852)",
        "  UITransitionView 0x7fa1c3d04a10 (0 0; 393 852)",
      ])
    #expect(dump.joinedLines == [2])
    #expect(!dump.views[0].isCut)
  }

  @Test func aControllerRecordWrappedOverThreeLinesIsJoined() throws {
    let text = """
      <UINavigationController 0x1>, state: appeared,
        view: <UILayoutContainerView: 0x2>
         + <DetailViewController 0x3>, state: appeared, view: <UIView: 0x4>,
           presented with: <_UIPageSheetPresentationController: 0x5>
      """
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(
      DumpFixtures.controllerOutline(dump) == [
        "| UINavigationController 0x1 appeared view=UILayoutContainerView@0x2",
        "  + DetailViewController 0x3 appeared view=UIView@0x4 with=_UIPageSheetPresentationController",
      ])
    #expect(dump.controllers.allSatisfy { $0.viewHasColon })
    #expect(dump.joinedLines == [2, 4])
  }

  @Test func elisionsAreReportedAndTheTreeClosesUp() throws {
    let text = "\(window)\n   |    |    | ...\n\(transition)\n......\n"
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(dump.views.count == 2)
    #expect(dump.skipped.map(\.reason) == [.elision, .elision])
    #expect(dump.skipped.map(\.line) == [2, 4])
  }

  @Test func strippedAddressesReadWithoutOne() throws {
    let text = """
      <UITabBarController>, state: appeared, view: <UILayoutContainerView>
         | <UINavigationController>, state: appeared, view: (view not loaded)
         + <UIViewController>, state: appeared, view: <UIView>, presented with: (null)
      """
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(
      DumpFixtures.controllerOutline(dump) == [
        "| UITabBarController - appeared view=UILayoutContainerView@-",
        "  | UINavigationController - appeared view=not-loaded",
        "  + UIViewController - appeared view=UIView@- with=(null)",
      ])
  }

  @Test func depthGapsAttachToTheNearestShallowerView() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 10 10)>
         |    |    | <UIView: 0x2; frame = (0 0; 1 1)>
         |    |    |    | <UIView: 0x3; frame = (0 0; 1 1)>
         |    |    | <UIView: 0x4; frame = (0 0; 1 1)>
      """
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(dump.views.map(\.parent) == [nil, 0, 1, 0])
    #expect(dump.views.map(\.depth) == [0, 1, 2, 1])
    #expect(dump.views.map(\.printedDepth) == [0, 3, 4, 3])
  }

  @Test func windowsLineEndingsAndUnknownLines() throws {
    let text = "hello\r\n\(window)\r\n\(transition)\r\nwhat is this\r\n"
    let dump = try DumpReader.read(text, path: "paste.txt")
    #expect(dump.views.count == 2)
    #expect(dump.skipped.map(\.line) == [1, 4])
    #expect(dump.skipped.map(\.reason) == [.unrecognised, .unrecognised])
    #expect(dump.lineCount == 4)
  }

  @Test func nothingRecognisableIsALocatedError() {
    #expect(throws: DumpError.self) { try DumpReader.read("", path: "empty.txt") }
    do {
      _ = try DumpReader.read("\n\n  just some notes\n<not a class>", path: "notes.txt")
      Issue.record("notes were read as a dump")
    } catch {
      #expect(
        error.description.hasPrefix(
          "notes.txt:3:3: error: no recursiveDescription or _printHierarchy line found"))
    }
  }

  @Test func invalidUTF8IsReplacedNotTrusted() throws {
    var bytes = Array(window.utf8)
    bytes.insert(0xFF, at: 3)
    let dump = try DumpReader.read(bytes: bytes + [0x0A] + Array(transition.utf8), path: "bad.txt")
    #expect(dump.views.count == 2)
    #expect(dump.views[0].object.className == "UI\u{FFFD}Window")
  }
}
