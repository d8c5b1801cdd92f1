import Foundation
import TerminalBackend

/// `tscope bench --first-frame`: how long the viewer takes to show its picker, as a person
/// starting `tscope` sees it. Each run starts the viewer as a new process on a pseudo-terminal
/// (120×40, `TERM=xterm-256color`) in an empty folder, so that it lists the `Scenes` folder
/// beside its binary or, without one, the scenes built into it, and times from the start of
/// the process until the picker's bottom border has arrived on the terminal (a frame is one
/// write, so the rest of it comes with that border); then it types `q` and waits for the exit.
struct FirstFrameBenchmark {
  /// The viewer to start: this program unless `--binary` names another build.
  var binary: String?
  var runs: Int
  var columns = 120
  var rows = 40

  /// The picker's bottom border (`type to filter  q quit`).
  static let marker = Array("q quit".utf8)

  func run() throws {
    let path = binary ?? Self.ownExecutable()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-first-frame-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var samples: [Duration] = []
    var bytes = 0
    for _ in 0..<max(runs, 1) {
      let sample = try once(path, in: folder)
      samples.append(sample.time)
      bytes = sample.bytes
    }
    let sorted = samples.sorted()
    print(
      "viewer: \(path), started in an empty folder; terminal \(columns)×\(rows) "
        + "(pseudo-terminal, xterm-256color)")
    print(
      "first frame (process start → picker on the terminal, \(bytes) bytes): median "
        + "\(ViewerBenchmark.ms(sorted[sorted.count / 2])) ms, min "
        + "\(ViewerBenchmark.ms(sorted[0])) ms, max \(ViewerBenchmark.ms(sorted[sorted.count - 1])) ms "
        + "over \(sorted.count) runs")
  }

  /// One start of the viewer: the time to its first frame and the bytes written by then.
  private func once(_ path: String, in folder: URL) throws -> (time: Duration, bytes: Int) {
    let pty = try PseudoTerminal(rows: rows, columns: columns)
    let terminal = FileHandle(fileDescriptor: pty.slave, closeOnDealloc: false)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment[SceneCatalog.environmentVariable] = nil
    process.environment = environment
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    var output: [UInt8] = []
    let deadline = start + .seconds(30)
    while true {
      if pty.drain() > 0 {
        output += pty.lastOutput
        if Self.contains(output, Self.marker) { break }
        continue
      }
      guard clock.now < deadline, process.isRunning else {
        if process.isRunning { process.terminate() }
        throw TerminalError("the viewer at \(path) showed no picker")
      }
      Thread.sleep(forTimeInterval: 0.0001)
    }
    let time = clock.now - start
    pty.type("q")
    while process.isRunning {
      pty.drain()
      Thread.sleep(forTimeInterval: 0.001)
    }
    return (time, output.count)
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  /// This program's own file.
  static func ownExecutable() -> String {
    Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? CommandLine.arguments[0]
  }
}
