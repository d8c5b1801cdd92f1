import Foundation
import SceneFile
import TUI

/// The scenes the viewer's picker lists: every `*.yaml` of a scenes folder, and every other
/// file whose content reads as a debugger dump (`DumpScene.pickerEntry`: not by its name, so
/// `hierarchy.txt`, `dump.log` and `paste` all count, and a `README.md` only if it holds a
/// dump), in the teaching order its `order.txt` gives (files it does not name come after, by
/// name). Hidden files and `order.txt` itself are skipped.
///
/// The folder is the first of: `--scenes DIR`, `$TSCOPE_SCENES`, `./Scenes`, a `Scenes`
/// folder beside the executable or one of its parent folders (so a binary under
/// `.build/release` finds the package's `Scenes` from anywhere). Without one, the picker
/// lists the scenes built into tscope (`BuiltInScenes`).
enum SceneCatalog {
  /// The environment variable naming the scenes folder.
  static let environmentVariable = "TSCOPE_SCENES"
  /// The file in the scenes folder that lists the scenes in teaching order.
  static let orderFile = "order.txt"

  /// The loaded scenes, in order, and the files that failed to load with their error: every
  /// file read whole.
  static func load(folder explicit: String? = nil) -> (
    entries: [SceneEntry], failures: [CatalogFailure]
  ) {
    var reader = CatalogReader(items(folder: explicit))
    reader.finish()
    return (reader.entries, reader.failures)
  }

  /// The picker's rows before any scene is parsed: each scene's title from its `title:` line
  /// (`CatalogItem.quickRow`), a scene whose title needs the parser parsed (and listed as a
  /// failure if it fails), and no dumps yet. `CatalogReader` over the same items then gives
  /// what `load` gives.
  static func quickList(_ items: [CatalogItem]) -> (
    entries: [CatalogEntry], failures: [CatalogFailure]
  ) {
    var entries: [CatalogEntry] = []
    var failures: [CatalogFailure] = []
    for item in items where item.source != .otherFile {
      if let row = item.quickRow() {
        entries.append(row)
        continue
      }
      switch item.read() {
      case .scene(let entry): entries.append(CatalogEntry(entry))
      case .failure(let failure): failures.append(failure)
      case nil: break
      }
    }
    return (entries, failures)
  }

  /// The files the picker may list, in order: every `*.yaml` of the scenes folder and its
  /// other files (dumps), or the built-in scenes when there is no folder.
  static func items(folder explicit: String? = nil) -> [CatalogItem] {
    guard let folder = folder(explicit: explicit) else { return BuiltInScenes.items }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let candidates = names.filter { !$0.hasPrefix(".") && $0 != orderFile }
    return ordered(candidates, folder: folder).map { name in
      let path = folder == "Scenes" ? "Scenes/\(name)" : "\(folder)/\(name)"
      return CatalogItem(path: path, source: name.hasSuffix(".yaml") ? .sceneFile : .otherFile)
    }
  }

  /// File names in the order of the folder's `order.txt` (one name a line, `#` comments),
  /// then the others by name.
  static func ordered(_ names: [String], folder: String) -> [String] {
    let text = (try? String(contentsOfFile: "\(folder)/\(orderFile)", encoding: .utf8)) ?? ""
    return ordered(names, orderText: text)
  }

  /// File names in the order `text` (an `order.txt`) gives, then the others by name.
  static func ordered(_ names: [String], orderText text: String) -> [String] {
    var rank: [String: Int] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let name = blankTrimmed(line.prefix { $0 != "#" })
      if !name.isEmpty, rank[name] == nil { rank[name] = rank.count }
    }
    return names.sorted { left, right in
      switch (rank[left], rank[right]) {
      case (let a?, let b?): return a < b
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return left < right
      }
    }
  }

  /// `text` without the spaces and tabs at its ends (`trimmingCharacters(in: .whitespaces)`:
  /// a line holds no newline, so the scalars left with the White_Space property, with the
  /// zero-width space Foundation adds, are exactly those of `.whitespaces`), without
  /// Foundation's character sets, which cost a twentieth of the viewer's start.
  static func blankTrimmed(_ text: Substring) -> String {
    let scalars = text.unicodeScalars
    let isBlank = { (scalar: Unicode.Scalar) in
      scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// The scenes folder: the one asked for, or the first one found.
  static func folder(explicit: String?) -> String? {
    if let explicit, !explicit.isEmpty { return explicit }
    if let variable = ProcessInfo.processInfo.environment[environmentVariable], !variable.isEmpty {
      return variable
    }
    if isFolder("Scenes") { return "Scenes" }
    var folder = URL(fileURLWithPath: executablePath()).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      let candidate = folder.appendingPathComponent("Scenes").path
      if isFolder(candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The running program's own file, on Linux and macOS alike (Foundation asks the system).
  private static func executablePath() -> String {
    if let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path, !path.isEmpty {
      return path
    }
    let argument = CommandLine.arguments.first ?? ""
    return URL(fileURLWithPath: argument).standardizedFileURL.path
  }

  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
