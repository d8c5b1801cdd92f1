import TransitionEngine

/// `tscope bench --output FORMAT`: the whole `print` command on a chain scene, planning and
/// writing step by step as `print` does, with the bytes counted instead of written. Prints
/// the output size, the time, the throughput and the peak memory of the process, and the
/// processor time of planning and of writing apart, so that the writer's own speed shows
/// whatever planning costs.
struct OutputBenchmark {
  let action: ChainAction
  let steps: Int
  let format: PrintCommand.Format

  func run(_ progress: ProgressReporter) {
    let scene = ChainScene.make(action, steps: steps)
    let clock = ContinuousClock()
    let start = clock.now
    let processorStart = Platform.processorSeconds()
    var planner = TimelinePlanner(scene)
    var writer = PrintCommand.writer(for: format, controllers: false) { _, _ in true }
    var bytes = 0
    var phases = 0
    var out = OutputSink { bytes += $0.count }
    var planning = 0.0
    writer.begin(planner.header, to: &out)
    while true {
      let planStart = Platform.processorSeconds()
      let next = planner.next()
      planning += Platform.processorSeconds() - planStart
      guard let step = next else { break }
      progress.update("bench: planning and writing step \(step.index)/\(steps)…")
      phases += step.phases.count
      writer.write(step, to: &out)
    }
    writer.end(to: &out)
    out.flush()
    let elapsed = clock.now - start
    let processor = Platform.processorSeconds() - processorStart
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let megabytes = Double(bytes) / 1_000_000
    progress.finish()
    print(
      "scene: \(scene.title), \(steps) steps, \(phases) phases; print --format "
        + "\(format.rawValue)")
    print(
      "output: \(Self.fixed(megabytes)) MB in \(Self.fixed(seconds)) s, "
        + "\(Self.fixed(megabytes / max(seconds, 1e-9))) MB/s; processor time "
        + "\(Self.fixed(processor)) s, \(Self.fixed(megabytes / max(processor, 1e-9))) MB/s")
    let writing = processor - planning
    print(
      "processor time planning \(Self.fixed(planning)) s; writing \(Self.fixed(writing)) s, "
        + "\(Self.fixed(megabytes / max(writing, 1e-9))) MB/s")
    print("peak memory (max RSS): \(Platform.peakMemoryMiB()) MiB")
  }

  /// A number with two decimals.
  static func fixed(_ value: Double) -> String {
    let scaled = Int((value * 100).rounded())
    let fraction = scaled % 100
    return "\(scaled / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
