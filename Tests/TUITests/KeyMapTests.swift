import Testing
import TransitionEngine

@testable import TUI

/// The one key table: the reducer, the help overlay and the hint bar all read it.
@Suite struct KeyMapTests {
  @Test func everyKeyOfTheTableRunsItsCommandAndNoKeyIsBoundTwice() {
    var seen = Set<Key>()
    for binding in KeyMap.bindings {
      for key in binding.keys {
        #expect(seen.insert(key).inserted, "\(key) is bound twice")
        #expect(KeyMap.command(for: key) == binding.command)
      }
    }
  }

  @Test func theHelpListsEveryRowOfTheTable() {
    let listed = KeyMap.help.flatMap { $0.keys.map(\.keys) }
    #expect(
      listed
        == KeyBinding.Group.allCases.flatMap { group in
          KeyMap.bindings.filter { $0.group == group }.map(\.shown)
        })
    #expect(listed.count == KeyMap.bindings.count)
    let help = HelpOverlay.lines(glyphs: .unicode, ascii: false).map(\.plain)
    for binding in KeyMap.bindings {
      #expect(help.contains { $0.contains(binding.shown) && $0.contains(binding.meaning) })
    }
    #expect(
      help.suffix(5) == [
        "Marks in the controllers pane",
        "  |             a child of the controller above",
        "  +             presented by the controller above",
        "  grey name     its view is not in the window",
        "  bold state    the state changed in this phase",
      ])
  }

  @Test func theHintBarKeepsHelpAndQuitAtAnyWidth() {
    for width in [40, 56, 80, 100, 120, 200] {
      let line = HintBar.ranked(KeyMap.hints, ascii: false, width: width).plain
      #expect(line.count <= width, "\(width): \(line)")
      #expect(line.hasSuffix("? help  q quit"), "\(width): \(line)")
    }
    let narrow = HintBar.ranked(KeyMap.hints, ascii: false, width: 40).plain
    #expect(narrow == " →/l next  ←/h back  ? help  q quit")
    let wide = HintBar.ranked(KeyMap.hints, ascii: true, width: 200).plain
    #expect(wide.contains("Right/l next") && wide.contains("o open"))
  }

  @Test func theWhyPaneFocusedTellsThatEnterOpensARule() {
    let why = HintBar.ranked(KeyMap.hints(focus: .why), ascii: false, width: 80).plain
    #expect(why == " →/l next  ←/h back  Tab pane  Enter rule  / search  a act  ? help  q quit")
    for pane in PaneID.allCases where pane != .why {
      let line = HintBar.ranked(KeyMap.hints(focus: pane), ascii: false, width: 200).plain
      #expect(!line.contains("rule"), "\(pane): \(line)")
    }
  }

  @Test func theMarksOfTheViewsPaneDifferFromThePresentedControllerMark() {
    #expect(ChangeMark.added.character != "+", "+ marks a presented controller")
    #expect(Set(ChangeMark.allCases.map(\.character)).count == ChangeMark.allCases.count)
    #expect(KeyMap.marks.map(\.mark) == ["*", "-", ">", "~"])
  }
}
