import Foundation

/// A program run as a whole process for the benchmarks, its output thrown away or kept in a
/// file: the wall clock from start to exit, and its processor time (user and system).
struct WholeCommand {
  let executable: String
  let arguments: [String]

  /// What one run cost.
  struct Timing {
    var wall: Double
    var processor: Double
  }

  /// Runs it once, standard output to `output` (nil: `/dev/null`), standard error dropped.
  func run(output: String? = nil) throws -> Timing {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let sink = output ?? "/dev/null"
    if output != nil { _ = FileManager.default.createFile(atPath: sink, contents: nil) }
    guard let out = FileHandle(forWritingAtPath: sink),
      let null = FileHandle(forWritingAtPath: "/dev/null")
    else { throw Platform.Failure(code: 0) }
    defer {
      try? out.close()
      try? null.close()
    }
    process.standardOutput = out
    process.standardError = null
    let clock = ContinuousClock()
    let processorBefore = Platform.childProcessorSeconds()
    let start = clock.now
    try process.run()
    process.waitUntilExit()
    let elapsed = clock.now - start
    return Timing(
      wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      processor: Platform.childProcessorSeconds() - processorBefore)
  }

  /// The median of each figure over `runs` runs of each command, taken in turn (A B A B …),
  /// so that a machine whose speed drifts slows both alike.
  static func paired(_ commands: [WholeCommand], runs: Int) throws -> [Timing] {
    var samples = Array(repeating: [Timing](), count: commands.count)
    for _ in 0..<max(runs, 1) {
      for (index, command) in commands.enumerated() { samples[index].append(try command.run()) }
    }
    return samples.map { runs in
      let wall = runs.map(\.wall).sorted()
      let processor = runs.map(\.processor).sorted()
      return Timing(wall: wall[wall.count / 2], processor: processor[processor.count / 2])
    }
  }
}
