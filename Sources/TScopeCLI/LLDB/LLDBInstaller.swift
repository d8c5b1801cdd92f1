import Foundation

/// `tscope lldb --install`: the script into `~/.lldb/`, and one import line into
/// `~/.lldbinit`, added only when no line imports it yet; nothing else in the file changes.
enum LLDBInstaller {
  /// Why the install stopped, said in one line.
  struct Failure: Error {
    let message: String
  }

  /// What the install did.
  struct Outcome: Equatable {
    let script: String
    let initFile: String
    let addedImport: Bool

    var summary: String {
      let imports =
        addedImport
        ? "added its import to \(initFile)" : "\(initFile) already imports it"
      return "wrote \(script); \(imports). In lldb: tscope-dump, tscope-record start"
    }
  }

  /// The line `~/.lldbinit` gets.
  static func importLine(script: String) -> String {
    "command script import \(script)"
  }

  /// What to append to the init file, or nil when a line already imports the script (by its
  /// full path or by `~/.lldb/…`).
  static func addition(to existing: String, script: String, home: String) -> String? {
    let tilde = script.hasPrefix(home + "/") ? "~" + script.dropFirst(home.count) : script
    let imports = existing.split(whereSeparator: \.isNewline).contains { line in
      let words = line.split(separator: " ").map(String.init)
      return words.count >= 4 && words[0] == "command" && words[1] == "script"
        && words[2] == "import" && [script, tilde].contains(words.last ?? "")
    }
    if imports { return nil }
    let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
    return separator + importLine(script: script) + "\n"
  }

  static func install(home: String) throws -> Outcome {
    let folder = home + "/.lldb"
    let script = folder + "/" + LLDBScript.fileName
    let initFile = home + "/.lldbinit"
    let files = FileManager.default
    do {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(LLDBScript.python.utf8).write(to: URL(fileURLWithPath: script), options: .atomic)
    } catch {
      throw Failure(message: "cannot write \(script): \(error.localizedDescription)")
    }
    var existing = ""
    if files.fileExists(atPath: initFile) {
      guard let data = files.contents(atPath: initFile),
        let text = String(data: data, encoding: .utf8)
      else {
        throw Failure(
          message: "cannot read \(initFile) as UTF-8; add '\(importLine(script: script))' by hand")
      }
      existing = text
    } else if !files.createFile(atPath: initFile, contents: nil) {
      throw Failure(message: "cannot create \(initFile)")
    }
    guard let addition = addition(to: existing, script: script, home: home) else {
      return Outcome(script: script, initFile: initFile, addedImport: false)
    }
    // Appended in place: a ~/.lldbinit that is a link to a dotfiles folder stays a link.
    guard let handle = FileHandle(forWritingAtPath: initFile) else {
      throw Failure(message: "cannot write \(initFile)")
    }
    do {
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(addition.utf8))
      try handle.close()
    } catch {
      throw Failure(message: "cannot write \(initFile): \(error.localizedDescription)")
    }
    return Outcome(script: script, initFile: initFile, addedImport: true)
  }
}
