import Foundation
import SceneFile
import SwiftScene
import TransitionEngine

/// `tscope scan`: reads every `.swift`, `.storyboard`, `.xib` and `Info.plist` under a folder,
/// writes a scene for each transition it finds, runs each one, and reports the table.
public enum AppScanner {
  /// Files larger than this are skipped, said so (a generated file, not the app's own code).
  public static let maxFileBytes = 2_000_000
  /// Folders never read: build products and third-party code checked in beside the app (and
  /// any folder whose name ends in `Tests`).
  static let ignoredFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", "tscope-scenes",
  ]

  /// Scans `folder` and writes the scenes into `output` (created when missing).
  public static func scan(folder: String, output: String) throws -> ScanReport {
    let app = URL(fileURLWithPath: folder).standardizedFileURL
    let out = URL(fileURLWithPath: output).standardizedFileURL
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    var report = ScanReport()
    let sources = SwiftSourceCache()
    let model = read(app: app, excluding: out, skipped: &report.skipped, sources: sources)
    let finder = TransitionFinder(model: model)
    report.skipped += finder.skipped
    SceneWriter(model: model, finder: finder, app: app, out: out, sources: sources)
      .write(into: &report)
    report.skipped.sort { ($0.file, $0.line, $0.why) < ($1.file, $1.line, $1.why) }
    return report
  }

  /// Every file of the app, in path order, read into the model; a file that cannot be read
  /// or parsed is skipped with its error.
  static func read(
    app: URL, excluding out: URL, skipped: inout [ScanSkip], sources: SwiftSourceCache
  ) -> AppModel {
    var swift: [SwiftFacts] = []
    var storyboards: [Storyboard] = []
    var main: (String, String)?
    for relative in files(in: app, excluding: out) {
      let path = app.appendingPathComponent(relative).path
      let name = (relative as NSString).lastPathComponent
      let ext = (name as NSString).pathExtension
      guard ["swift", "storyboard", "xib"].contains(ext) || name == "Info.plist" else { continue }
      guard let data = FileManager.default.contents(atPath: path) else {
        skipped.append(ScanSkip(file: relative, line: 1, why: "cannot read the file"))
        continue
      }
      if data.count > maxFileBytes {
        skipped.append(
          ScanSkip(file: relative, line: 1, why: "the file is larger than \(maxFileBytes) bytes"))
        continue
      }
      switch ext {
      case "swift":
        guard let text = String(data: data, encoding: .utf8) else {
          skipped.append(ScanSkip(file: relative, line: 1, why: "not UTF-8 text"))
          continue
        }
        // One parse a file: its facts here, and every scene that names it (`sources`).
        let source = SwiftSource(name: name, text: text)
        if let error = source.firstError() {
          skipped.append(
            ScanSkip(
              file: relative, line: error.line, why: "the Swift does not parse: " + error.message))
          continue
        }
        sources.insert(source, text: text, path: path)
        let facts = SwiftSiteReader.read(source.syntax, file: relative)
        skipped += facts.skipped
        swift.append(facts)
      case "storyboard", "xib":
        switch StoryboardParser.read(data, file: relative) {
        case .success(let storyboard): storyboards.append(storyboard)
        case .failure(let skip): skipped.append(skip)
        }
      default:
        if main == nil, let storyboard = PlistReader.mainStoryboard(data) {
          main = (storyboard, relative)
        }
      }
    }
    return AppModel(swift: swift, storyboards: storyboards, mainStoryboard: main)
  }

  /// The regular files under `app` as paths relative to it, sorted, outside the ignored
  /// folders and the output folder. Relative paths from the walk itself, so a folder reached
  /// through a symbolic link (`/tmp` on macOS) gives the same names.
  static func files(in app: URL, excluding out: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: app.path) else { return [] }
    let outPath = out.resolvingSymlinksInPath().path
    var paths: [String] = []
    while let relative = walker.nextObject() as? String {
      let type = walker.fileAttributes?[.type] as? FileAttributeType
      let name = (relative as NSString).lastPathComponent
      if type == .typeDirectory {
        let full = app.appendingPathComponent(relative).resolvingSymlinksInPath().path
        // A test target's folder (`AppTests`, `AppUITests`) holds mocks, not the app's flows.
        if ignoredFolders.contains(name) || name.hasPrefix(".") || name.hasSuffix("Tests")
          || full == outPath
        {
          walker.skipDescendants()
        }
        continue
      }
      if type == .typeRegular, !name.hasPrefix(".") { paths.append(relative) }
    }
    return paths.sorted()
  }
}
