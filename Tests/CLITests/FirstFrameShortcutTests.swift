import Foundation
import TUI
import Testing

@testable import TScopeCLI

/// What a bare `tscope` skips before its first frame gives what the longer way gave: the
/// viewer's options at the parser's defaults, the built-in scenes from one table, and the
/// order file's names trimmed without Foundation's character sets.
@Suite struct FirstFrameShortcutTests {
  /// `ViewCommand.openPicker()` runs the viewer with these; the parser gives the same.
  @Test func pickerDefaultsAreTheParsers() throws {
    let parsed = try ViewCommand.parse([])
    #expect(parsed.scene == nil)
    #expect(parsed.scenes == nil)
    #expect(parsed.theme == .dark)
    #expect(parsed.ascii == false)
    #expect(parsed.autoplay == nil)
    #expect(parsed.layout == .standard)
    #expect(parsed.predict == false)
    #expect(parsed.watch == false)
    #expect(parsed.lang.language == LanguageOption.defaultLanguage)
    let live = LiveOptionsOfRun.of(parsed)
    #expect(live == LiveOptions(language: LanguageOption.defaultLanguage))
  }

  /// The items from one table are those each name's own look-up gave, in the same order.
  @Test func builtInItemsFromOneTable() {
    let oneByOne = BuiltInScenes.names.compactMap { name in
      BuiltInScenes.text(of: name).map { CatalogItem(path: name, source: .builtIn($0)) }
    }
    #expect(BuiltInScenes.items == oneByOne)
    #expect(BuiltInScenes.items.count == BuiltInScenes.files.count)
    #expect(BuiltInScenes.items.first?.path == "push.yaml")
  }

  @Test func blankTrimmedIsFoundationsTrim() {
    let lines = [
      "push.yaml", "  push.yaml\t", "\t\u{00A0}pop.yaml \u{3000}", "", "   ", "a b ",
      "\u{2003}sheet.yaml\u{202F}", "x\u{0301} ", " \u{200B}y", "é\t",
    ]
    for line in lines {
      #expect(
        SceneCatalog.blankTrimmed(Substring(line)) == line.trimmingCharacters(in: .whitespaces),
        "\(line.unicodeScalars.map { $0.value })")
    }
    let order = "# heading\n  pop.yaml  # second\n\tpush.yaml\n\npop.yaml\n"
    #expect(
      SceneCatalog.ordered(["a.yaml", "push.yaml", "pop.yaml"], orderText: order)
        == ["pop.yaml", "push.yaml", "a.yaml"])
  }
}

/// The live options `ViewCommand.run()` builds from parsed options.
private enum LiveOptionsOfRun {
  static func of(_ command: ViewCommand) -> LiveOptions {
    LiveOptions(
      autoplay: command.autoplay, watch: command.watch,
      presentLayout: command.layout == .present, predict: command.predict,
      language: command.lang.language)
  }
}
