import ArgumentParser
import Foundation
import SceneFile

/// `tscope scenes`: lists the scenes built into tscope, or writes them out to edit.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes",
    abstract: "List the built-in scenes, or write them to a folder with --export.",
    discussion: """
      The scenes of the picker are built into tscope, so 'tscope print push' and the picker \
      work from any folder. A file of the same name on disk (in the current folder, or in \
      the scenes folder the picker uses) is read instead, with a note on stderr.
      """)

  @Option(
    help: ArgumentHelp(
      "Write every built-in scene, its Swift files and order.txt into this folder (made if missing).",
      valueName: "DIR"))
  var export: String?

  @Flag(help: "With --export: replace files that are already there.")
  var force = false

  @OptionGroup var lang: LanguageOption

  func validate() throws {
    if force && export == nil { throw ValidationError("--force needs --export DIR") }
  }

  func run() throws {
    guard let export else {
      let catalog = BuiltInScenes.catalog()
      let width = catalog.entries.map(\.path.count).max() ?? 0
      for entry in catalog.entries {
        let padding = String(repeating: " ", count: width - entry.path.count)
        print("\(entry.path)\(padding)  \(entry.spec.title)")
      }
      return
    }
    do {
      let count = try Self.export(to: export, force: force)
      print("wrote \(count) scenes and \(SceneCatalog.orderFile) to \(export)")
    } catch {
      StandardError.write("tscope: error: \(error.message)")
      throw ExitCode.failure
    }
  }

  /// Why an export did not happen.
  struct ExportError: Error {
    let message: String
  }

  /// Writes the built-in scenes, the Swift files they name and `order.txt` into `folder`;
  /// returns how many scenes.
  /// Without `force`, nothing is written when any of the files is already there.
  static func export(to folder: String, force: Bool) throws(ExportError) -> Int {
    let files =
      BuiltInScenes.files.map { ($0.name, $0.text) }
      + BuiltInScenes.swiftFiles.map { ($0.name, $0.text) }
      + [(SceneCatalog.orderFile, BuiltInScenes.orderText)]
    let paths = files.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0.0 }
    if !force, let taken = paths.first(where: Platform.fileExists) {
      throw ExportError(message: "\(taken) is already there; --force replaces it")
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw ExportError(message: "cannot make the folder \(folder): \(error.localizedDescription)")
    }
    for (path, file) in zip(paths, files) {
      do {
        try Platform.writeFile(file.1, to: path)
      } catch {
        throw ExportError(message: "cannot write \(path): \(error)")
      }
    }
    return BuiltInScenes.files.count
  }
}
