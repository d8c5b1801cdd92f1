import Foundation
import Testing

/// Runs the built `tscope` executable (it sits beside the test bundle) with arguments and
/// captures its standard output, standard error and exit status. A separate process, so the
/// test runner's own output and other tests running at the same time cannot mix in.
enum CommandRunner {
  /// What one run produced.
  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// The executable `swift build` made next to the test bundle.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .deletingLastPathComponent().appendingPathComponent("tscope")
  }

  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
    in directory: String? = nil
  ) throws -> Result {
    let path = executable.path
    try #require(
      FileManager.default.isExecutableFile(atPath: path), "no tscope executable at \(path)")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Files rather than pipes: large output cannot fill a pipe and block the process.
    let out = folder.appendingPathComponent("out")
    let err = folder.appendingPathComponent("err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    if let input {
      let inputFile = folder.appendingPathComponent("in")
      FileManager.default.createFile(atPath: inputFile.path, contents: Data(input.utf8))
      process.standardInput = try FileHandle(forReadingFrom: inputFile)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: try String(contentsOf: out, encoding: .utf8),
      error: try String(contentsOf: err, encoding: .utf8))
  }
}
