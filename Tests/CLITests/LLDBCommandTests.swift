import Foundation
import Testing

@testable import TScopeCLI

/// `tscope lldb`: the script it prints, the one import line `--install` adds to `~/.lldbinit`,
/// and `tscope explain` on a recording, moment by moment.
@Suite struct LLDBCommandTests {
  @Test func printsTheScriptThatRegistersBothCommands() throws {
    let result = try CommandRunner.run(["lldb"])
    #expect(result.status == 0)
    #expect(result.output == LLDBScript.python)
    #expect(result.output.contains("command script add -f tscope_lldb.dump_command tscope-dump"))
    #expect(
      result.output.contains("command script add -f tscope_lldb.record_command tscope-record"))
  }

  @Test func theImportIsAddedOnceAndNothingElseChanges() {
    let script = "/home/u/.lldb/tscope_lldb.py"
    #expect(
      LLDBInstaller.addition(to: "", script: script, home: "/home/u")
        == "command script import /home/u/.lldb/tscope_lldb.py\n")
    #expect(
      LLDBInstaller.addition(to: "settings set x 1", script: script, home: "/home/u")
        == "\ncommand script import /home/u/.lldb/tscope_lldb.py\n")
    #expect(
      LLDBInstaller.addition(
        to: "a\ncommand script import /home/u/.lldb/tscope_lldb.py\n", script: script,
        home: "/home/u") == nil)
    #expect(
      LLDBInstaller.addition(
        to: "command script import ~/.lldb/tscope_lldb.py\n", script: script, home: "/home/u")
        == nil)
    // Another script's import is not this one's.
    #expect(
      LLDBInstaller.addition(
        to: "command script import ~/.lldb/other.py\n", script: script, home: "/home/u")
        == "command script import /home/u/.lldb/tscope_lldb.py\n")
  }

  @Test func installTwiceLeavesOneImport() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-lldb-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    try "settings set a b\n".write(toFile: home + "/.lldbinit", atomically: true, encoding: .utf8)
    let first = try CommandRunner.run(["lldb", "--install"], environment: ["HOME": home])
    let second = try CommandRunner.run(["lldb", "--install"], environment: ["HOME": home])
    #expect(first.status == 0 && second.status == 0)
    #expect(second.output.contains("already imports it"))
    let text = try String(contentsOfFile: home + "/.lldbinit", encoding: .utf8)
    #expect(text == "settings set a b\ncommand script import \(home)/.lldb/tscope_lldb.py\n")
    let script = try String(contentsOfFile: home + "/.lldb/tscope_lldb.py", encoding: .utf8)
    #expect(script == LLDBScript.python)
  }

  @Test func explainStepsThroughARecordingsMoments() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-rec-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let window = "<UIWindow: 0x10360c7a0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x6>>"
    let text = """
      # tscope recording, version 1
      # moment 1: -[UIViewController viewWillAppear:] <A: 0x1>
      \(window)
      # moment 2: -[UIViewController viewDidAppear:] <A: 0x1>
      \(window)

      """
    try text.write(toFile: folder + "/rec.txt", atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["explain", "rec.txt"], in: folder)
    #expect(result.status == 0, "\(result.error)")
    let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("=== moment") }
    #expect(
      headings == [
        "=== moment 1/2: -[UIViewController viewWillAppear:] <A: 0x1> (line 2) ===",
        "=== moment 2/2: -[UIViewController viewDidAppear:] <A: 0x1> (line 4) ===",
      ])
    let json = try CommandRunner.run(["explain", "rec.txt", "--format", "json"], in: folder)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
    let moments = (object as? [String: Any])?["moments"] as? [[String: Any]]
    #expect(moments?.map { $0["line"] as? Int } == [2, 4])
    let broken = text + "# moment 3: x\nnothing\n"
    try broken.write(toFile: folder + "/bad.txt", atomically: true, encoding: .utf8)
    let failed = try CommandRunner.run(["explain", "bad.txt"], in: folder)
    #expect(failed.status == 1)
    #expect(failed.error.hasPrefix("bad.txt:7:1: error: no recursiveDescription"))
  }
}
