import ArgumentParser
import SceneFile
import TransitionEngine

/// `tscope bench`: plans a large synthetic scene and prints time per step and peak memory.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure the engine on a large synthetic scene (numbers, not a pass/fail test).")

  @Option(help: "Decorative views in the scene (default 10000, or 1000 with --tui).")
  var views: Int?

  @Option(help: "Steps in the scene.")
  var steps = 50

  @Option(help: "How many times to plan the scene (the best run is reported).")
  var runs = 5

  @Flag(help: "Measure the interactive viewer instead: key press to frame, bytes per frame.")
  var tui = false

  @Flag(help: "Measure tscope explain instead: read and explain a synthetic dump of --lines lines.")
  var explain = false

  @Flag(
    help: "Measure the viewer's start: a new process on a pseudo-terminal until its picker shows.")
  var firstFrame = false

  @Option(
    help: ArgumentHelp(
      "With --first-frame: the tscope binary to start (default: this one).", valueName: "path"))
  var binary: String?

  @Option(help: "Lines of the synthetic dump for --explain.")
  var lines = 20_000

  @Option(
    help: ArgumentHelp(
      "Plan a chain of one action repeated --steps times instead of the mixed scene.",
      valueName: ChainAction.allCases.map(\.rawValue).joined(separator: "|")))
  var chain: ChainAction?

  @Option(
    help: ArgumentHelp(
      "Measure the whole print command in this format on the --chain scene (default push): "
        + "planning and writing, MB/s and peak memory.", valueName: "format"))
  var output: PrintCommand.Format?

  @Option(
    help: ArgumentHelp(
      "Write the scene instead of measuring it: the --chain scene (or the mixed scene) as a "
        + "scene file, to time `tscope check` or `tscope print` on it.", valueName: "file"))
  var writeScene: String?

  @Flag(
    help: ArgumentHelp(
      "With --output: time whole 'tscope print' commands on the chain's file beside 'cat' "
        + "of the same bytes."))
  var vsCat = false

  @Flag(help: "Time whole 'tscope check' commands on the --chain scene's file beside 'print'.")
  var check = false

  @OptionGroup var lang: LanguageOption

  func run() throws {
    if let writeScene {
      let scene =
        chain.map { ChainScene.make($0, steps: max(steps, 1)) }
        ?? BenchmarkScene.make(views: max(views ?? 10_000, 1), steps: max(steps, 1))
      return try Platform.writeFile(SceneWriter.text(of: scene), to: writeScene)
    }
    let files = ChainFileBenchmark(action: chain ?? .push, steps: max(steps, 1), runs: runs)
    if check { return try files.check() }
    if let output, vsCat { return try files.printVsCat(output) }
    if firstFrame { return try FirstFrameBenchmark(binary: binary, runs: runs).run() }
    let progress = ProgressReporter.standardError()
    defer { progress.finish() }
    if let output {
      return OutputBenchmark(action: chain ?? .push, steps: max(steps, 1), format: output).run(
        progress)
    }
    if tui { return try ViewerBenchmark(views: max(views ?? 1_000, 1)).run(progress) }
    if explain {
      return ExplainBenchmark(lines: min(max(lines, 20), 2_000_000), runs: runs).run(progress)
    }
    progress.update("bench: making the scene…")
    let views = views ?? 10_000
    let scene =
      chain.map { ChainScene.make($0, steps: max(steps, 1)) }
      ?? BenchmarkScene.make(views: max(views, 1), steps: max(steps, 1))
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000_000)
    var timeline: Timeline?
    for run in 0..<max(runs, 1) {
      progress.update("bench: planning, run \(run + 1)/\(max(runs, 1))…")
      let start = clock.now
      let result = TimelineBuilder.build(scene)
      let elapsed = clock.now - start
      if elapsed < best { best = elapsed }
      timeline = result
    }
    guard let timeline else { return }
    progress.update("bench: counting shared records…")
    // Every count is made before the first line is printed, so the progress line is gone
    // before the results come.
    let phases = timeline.steps.flatMap(\.phases)
    let sample = Self.sample(phases)
    let largest = sample.map(\.window.count).max() ?? 0
    let (unique, naive) = sharing(sample)
    let (uniqueControllers, naiveControllers) = controllerSharing(sample)
    progress.finish()
    let stepCount = max(timeline.steps.count - 1, 1)
    let milliseconds =
      Double(best.components.seconds) * 1000
      + Double(best.components.attoseconds) / 1e15
    let setting = chain.map { _ in scene.title }
    print(
      "scene: \(setting ?? "\(views) decorative views"), \(stepCount) steps, "
        + "\(timeline.phaseCount) phases")
    // Counting every phase's tree costs phases × tree, far more than planning a long chain:
    // past `sharingSampleLimit` phases the counts look at an evenly spaced sample of them,
    // so that they grow with steps as planning does.
    print("largest window tree: \(largest) views\(sample.count < phases.count ? " (sampled)" : "")")
    print(
      "plan: \(fixed(milliseconds, 2)) ms total, \(fixed(milliseconds / Double(stepCount), 3)) ms "
        + "per step (best of \(max(runs, 1)) runs)")
    if sample.count < phases.count {
      print(
        "sharing: counted over \(sample.count) of \(phases.count) phases, evenly spaced "
          + "(every phase above \(Self.sharingSampleLimit) would cost phases × tree)")
    }
    print(
      "view nodes stored: \(unique) unique vs \(naive) if every phase were a full copy (\(percent(unique, naive)))"
    )
    print(
      "controller records stored: \(uniqueControllers) unique vs \(naiveControllers) if every "
        + "phase were a full copy (\(percent(uniqueControllers, naiveControllers)))")
    print("peak memory (max RSS): \(peakMemoryMiB()) MiB")
  }

  /// Above this many phases the sharing counts look at this many, evenly spaced.
  static let sharingSampleLimit = 400

  /// Every phase, or `sharingSampleLimit` of them evenly spaced, the first and last included.
  static func sample(_ phases: [Phase]) -> [Phase] {
    let limit = sharingSampleLimit
    guard phases.count > limit else { return phases }
    return (0..<limit).map { phases[$0 * (phases.count - 1) / (limit - 1)] }
  }

  /// Distinct view records over the phases against the total of every phase's tree size.
  private func sharing(_ phases: [Phase]) -> (Int, Int) {
    var seen = Set<ObjectIdentifier>()
    var naive = 0
    for phase in phases {
      naive += phase.window.count
      var stack = [phase.window]
      while let node = stack.popLast() {
        // A shared record can name subviews whose records differ between phases: walk on.
        seen.insert(node.recordIdentity)
        stack += node.subviews
      }
    }
    return (seen.count, naive)
  }

  /// The same count for controller records (phases share the records of the controllers
  /// that did not change).
  private func controllerSharing(_ phases: [Phase]) -> (Int, Int) {
    var seen = Set<ObjectIdentifier>()
    var naive = 0
    for phase in phases {
      var stack = [phase.controllers]
      while let node = stack.popLast() {
        naive += 1
        seen.insert(node.recordIdentity)
        stack += node.children
        if let presented = node.presented { stack.append(presented) }
      }
    }
    return (seen.count, naive)
  }

  /// A number with a fixed count of decimals.
  private func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  private func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "n/a" }
    return "\(Int((Double(part) / Double(whole) * 1000).rounded()) / 10)%"
  }

  private func peakMemoryMiB() -> Int { Platform.peakMemoryMiB() }
}
