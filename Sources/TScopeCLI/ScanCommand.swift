import Wording
import AppScan
import ArgumentParser
import Foundation
import TUI

/// `tscope scan DIR`: an app's sources and storyboards into a runnable scene per transition.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Read an app's Swift, storyboards and xibs; write a scene for every transition.",
    discussion: """
      Reads every .swift, .storyboard, .xib and Info.plist under DIR (not build folders, \
      Pods or Carthage), and writes one scene per transition (push, present, show, \
      showDetail, segues, unwinds, embeds, tab switches) into OUTDIR. Each scene names the \
      app's files in 'swift:' and says in comments the file and line each part came from \
      ('# assumed:' for what the scan had to assume). Each scene is run as 'tscope check' \
      runs it; the table lists the app mistakes it names. What cannot be modelled (SwiftUI \
      navigation, a class not in DIR, a file that does not parse) is listed as skipped with \
      its file, line and why. 'tscope DIR' scans into ./tscope-scenes and opens the picker.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The app's folder.", completion: .directory)
  var folder: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("Where to write the scenes.", valueName: "OUTDIR"))
  var output = ScanCommand.defaultOutput

  @Option(help: "text (a table) or json.")
  var format: Format = .text

  /// `./tscope-scenes`.
  static let defaultOutput = "tscope-scenes"

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let report = try Self.scan(folder: folder, output: output)
    print(format == .json ? report.json : Self.text(report, in: lang.language), terminator: "")
  }

  /// The table in `language` (English: the report's own text, byte for byte).
  static func text(_ report: ScanReport, in language: Language) -> String {
    guard language != .en else { return report.text }
    let words = { (phrase: ScanWords) in phrase.text(in: language) }
    return report.table(
      header: ScanWords.Column.allCases.map { words(.column($0)) },
      summary: words(.summary(scenes: report.scenes.count, skipped: report.skipped.count)),
      skippedLabel: words(.skippedLabel), columns: { CellWidth.columns($0) },
      mistake: { $0.label(in: language.notes) })
  }

  /// The folder the picker lists for `tscope DIR`: DIR itself when it holds scenes
  /// (`*.yaml`), else the scenes its scan writes into ./tscope-scenes, said on stderr.
  static func pickerFolder(for folder: String, language: Language) throws -> String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if names.contains(where: { $0.hasSuffix(".yaml") }) { return folder }
    let report = try scan(folder: folder, output: defaultOutput)
    guard !report.scenes.isEmpty else {
      StandardError.write(
        ScanWords.nothingFound(folder: folder, skipped: report.skipped.count).text(in: language))
      throw ExitCode.failure
    }
    StandardError.write(
      ScanWords.scanned(
        folder: folder, scenes: report.scenes.count, output: defaultOutput,
        skipped: report.skipped.count
      ).text(in: language))
    return defaultOutput
  }

  /// Scans, or prints why it cannot to stderr and fails.
  static func scan(folder: String, output: String) throws -> ScanReport {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      StandardError.write(
        CommandWords.noSuchFolder("scan \(folder)").text(in: Platform.environmentLanguage()))
      throw ExitCode.failure
    }
    do {
      return try AppScanner.scan(folder: folder, output: output)
    } catch {
      StandardError.write(
        "tscope: error: scan: cannot write \(output): \(error.localizedDescription)")
      throw ExitCode.failure
    }
  }
}
