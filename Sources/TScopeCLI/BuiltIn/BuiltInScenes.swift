import SceneFile
import TUI

/// The scenes of the repository's `Scenes/` folder, compiled into the program: an installed
/// `tscope` (a copied binary, Homebrew, Mint) has them after the checkout is gone.
///
/// The texts live in `BuiltInScenes+Files.swift`, generated from `Scenes/*.yaml` and
/// `Scenes/order.txt` (`TSCOPE_WRITE_BUILTIN_SCENES=1 swift test --filter BuiltInScenesTests`);
/// a test fails when it no longer matches the folder.
enum BuiltInScenes {
  /// The file names, in teaching order (`order.txt`, then the others by name).
  static var names: [String] {
    SceneCatalog.ordered(files.map(\.name), orderText: orderText)
  }

  /// The built-in scene's file name for `argument` (`push` or `push.yaml`), if there is one.
  static func name(for argument: String) -> String? {
    let candidates = argument.hasSuffix(".yaml") ? [argument] : [argument + ".yaml"]
    return files.first { candidates.contains($0.name) }?.name
  }

  /// The text of the built-in scene called `argument` (`push` or `push.yaml`).
  static func text(of argument: String) -> String? {
    guard let name = name(for: argument) else { return nil }
    return files.first { $0.name == name }?.text
  }

  /// Reads a built-in scene's `swift:` file (`Scenes/*.swift`, compiled in beside the scenes).
  static func swiftFile(_ name: String) -> (path: String, text: String)? {
    swiftFiles.first { $0.name == name }.map { ($0.name, $0.text) }
  }

  /// The picker's files when no scenes folder is found: every built-in scene, in order.
  static var items: [CatalogItem] {
    // `text(of:)` for each name, from one table (looking each name up in the list twice was
    // a twentieth of the time before the viewer's first frame).
    var texts: [String: String] = [:]
    for file in files where texts[file.name] == nil { texts[file.name] = file.text }
    return names.compactMap { name in
      texts[name.hasSuffix(".yaml") ? name : name + ".yaml"].map {
        CatalogItem(path: name, source: .builtIn($0))
      }
    }
  }

  /// Every built-in scene read, in order, and the ones that failed with their error.
  static func catalog() -> (entries: [SceneEntry], failures: [CatalogFailure]) {
    var reader = CatalogReader(items)
    reader.finish()
    return (reader.entries, reader.failures)
  }
}
