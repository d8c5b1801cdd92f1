import DumpReader
import Foundation
import Testing

/// What consoles and mail add to every line of a paste (colour codes, `> ` quoting, `nl`
/// numbers, NSLog and os_log prefixes) is taken off, and the tree is the same as without it.
@Suite struct PasteNoiseTests {
  private let lines = [
    "<UIWindow: 0x104e1a2c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c5dfe0>>",
    "   | <UITransitionView: 0x104e2b5a0; frame = (0 0; 390 844); layer = <CALayer: 0x600000c5e1c0>>",
    "   |    | <UIView: 0x104e30a10; frame = (0 0; 390 844); layer = <CALayer: 0x600000c5e340>>",
  ]
  private let plain = [
    "UIWindow 0x104e1a2c0 (0 0; 390 844)",
    "  UITransitionView 0x104e2b5a0 (0 0; 390 844)",
    "    UIView 0x104e30a10 (0 0; 390 844)",
  ]

  private func read(_ text: String) throws -> Dump {
    try DumpReader.read(text, path: "paste.txt")
  }

  private func outline(_ prefix: (Int) -> String) throws -> [String] {
    let text = lines.enumerated().map { prefix($0.offset) + $0.element }.joined(separator: "\n")
    let dump = try read(text)
    #expect(dump.skipped.isEmpty)
    return DumpFixtures.viewOutline(dump)
  }

  @Test func anNSLogPrefixOnTheFirstLineOnlyKeepsTheWindow() throws {
    let stamp = "2026-12-01 12:34:56.789012+0000 MyApp[1234:567890] "
    #expect(try outline { $0 == 0 ? stamp : "" } == plain)
  }

  @Test func anNSLogOrOSLogPrefixOnEveryLine() throws {
    #expect(try outline { _ in "2026-12-01 12:34:56.789012+0000 MyApp[1234:567890] " } == plain)
    #expect(
      try outline { _ in "2026-12-01 12:34:56.789 Df MyApp[1234:5a0f3] [com.example:ui] " }
        == plain)
    #expect(try outline { _ in "12:34:56.789 MyApp[1234:567890] " } == plain)
  }

  @Test func mailQuotingAtAnyLevel() throws {
    #expect(try outline { _ in "> " } == plain)
    #expect(try outline { _ in "> > " } == plain)
    #expect(try outline { _ in ">> " } == plain)
  }

  @Test func terminalColoursAnywhereInTheLine() throws {
    let colour = "\u{1B}[1;36m"
    let text = lines.map { colour + $0.replacingOccurrences(of: "0x", with: "\u{1B}[0m0x") }
      .joined(separator: "\u{1B}[0m\n")
    #expect(DumpFixtures.viewOutline(try read(text)) == plain)
  }

  @Test func lineNumbersOfNlAndCatN() throws {
    #expect(try outline { String(repeating: " ", count: 5) + "\($0 + 1)\t" } == plain)
    #expect(try outline { "\($0 + 1)  " } == plain)
  }

  @Test func quotedNumberedAndPromptedAtOnce() throws {
    let text =
      "> (lldb) po UIViewController._printHierarchy()\n"
      + ">      1\t<Nav 0x1>, state: appeared, view: <UILayoutContainerView: 0x2>\n"
      + ">      2\t   | <Top 0x3>, state: appeared, view: <UIView: 0x4>"
    let dump = try read(text)
    #expect(
      DumpFixtures.controllerOutline(dump) == [
        "| Nav 0x1 appeared view=UILayoutContainerView@0x2",
        "  | Top 0x3 appeared view=UIView@0x4",
      ])
    #expect(dump.skipped.map(\.reason) == [.noise])
  }

  @Test func aWrappedRecordsClosingBracketsAreNotAQuote() throws {
    let text =
      "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2\n>>\n"
      + "   | <UIView: 0x3; frame = (0 0; 390 844)>"
    let dump = try read(text)
    #expect(
      DumpFixtures.viewOutline(dump) == [
        "UIWindow 0x1 (0 0; 390 844)", "  UIView 0x3 (0 0; 390 844)",
      ])
    #expect(dump.joinedLines == [2])
  }

  @Test func theFixturesWithPasteNoiseReadAsPrinted() throws {
    let e01 = try DumpFixtures.dump("e01")
    #expect(e01.skipped.isEmpty)
    #expect(e01.views.map(\.depth) == [0, 1, 2, 3, 4])
    #expect(e01.views[0].object == DumpObject(className: "UIWindow", address: "0x104e1a2c0"))
    let e03 = try DumpFixtures.dump("e03")
    #expect(e03.skipped.isEmpty)
    #expect(e03.views.map(\.depth) == [0, 1, 2, 3, 4, 5, 6, 4])
    #expect(e03.views[6].trailing == "")
    #expect(e03.views[7].object.className == "UINavigationBar")
    let e04 = try DumpFixtures.dump("e04")
    #expect(e04.skipped.map(\.line) == [1])
    #expect(
      DumpFixtures.controllerOutline(e04) == [
        "| Shelf.RootTabBarController 0x10c80a000 appeared view=UILayoutContainerView@0x10c90b200",
        "  | UINavigationController 0x10c80b400 appeared view=UILayoutContainerView@0x10c90c600",
        "    | Shelf.ListViewController 0x10c80c800 appeared view=UITableView@0x10d00e000",
        "  | Shelf.SettingsViewController 0x10c80dc00 disappeared view=not-loaded",
        "  + Shelf.ComposeViewController 0x10c80f000 appeared view=UIView@0x10c90fa00 with=_UIPageSheetPresentationController",
      ])
  }
}
