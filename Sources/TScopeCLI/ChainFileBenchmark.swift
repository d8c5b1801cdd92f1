import Foundation
import SceneFile

/// The benchmarks that time whole `tscope` commands on a chain scene written to a file
/// (`SceneWriter.text(of:)`): `print` beside `cat` of the same bytes (`--output FORMAT --vs-cat`),
/// and `check` beside `print` (`--check`). Each command runs `runs` times, in turn with the
/// one it is compared with; the figures are medians.
struct ChainFileBenchmark {
  let action: ChainAction
  let steps: Int
  let runs: Int

  /// The chain's scene file written to `path`, through the one scene writer.
  func write(to path: String) throws {
    try OutputFile.write(SceneWriter.text(of: ChainScene.make(action, steps: steps)), to: path)
  }

  /// `tscope print --format FORMAT FILE > /dev/null` against `cat OUT > /dev/null`, OUT
  /// being what that print wrote.
  func printVsCat(_ format: PrintCommand.Format) throws {
    try inScratchFolder { scene, folder in
      let out = folder + "/out"
      let print = WholeCommand(
        executable: FirstFrameBenchmark.ownExecutable(),
        arguments: ["print", "--format", format.rawValue, scene])
      _ = try print.run(output: out)
      let bytes = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
      let cat = WholeCommand(executable: "/bin/cat", arguments: [out])
      let timings = try WholeCommand.paired([print, cat], runs: runs)
      let megabytes = Double(bytes) / 1_000_000
      Swift.print(
        "scene: chain of \(steps) \(action.rawValue) steps; print --format \(format.rawValue): "
          + "\(OutputBenchmark.fixed(megabytes)) MB; median of \(max(runs, 1)) runs each, in turn")
      for (name, timing) in zip(["print > /dev/null", "cat > /dev/null  "], timings) {
        Swift.print(
          "\(name): \(OutputBenchmark.fixed(timing.wall)) s, "
            + "\(OutputBenchmark.fixed(megabytes / max(timing.wall, 1e-9))) MB/s; processor "
            + "\(OutputBenchmark.fixed(timing.processor)) s")
      }
      Swift.print(
        "print ÷ cat: \(OutputBenchmark.fixed(timings[0].wall / max(timings[1].wall, 1e-9)))× "
          + "the wall clock, "
          + "\(OutputBenchmark.fixed(timings[0].processor / max(timings[1].processor, 1e-9)))× "
          + "processor time")
    }
  }

  /// `tscope check FILE` against `tscope print FILE > /dev/null`.
  func check() throws {
    try inScratchFolder { scene, _ in
      let own = FirstFrameBenchmark.ownExecutable()
      let check = WholeCommand(executable: own, arguments: ["check", scene])
      let print = WholeCommand(executable: own, arguments: ["print", scene])
      let timings = try WholeCommand.paired([check, print], runs: runs)
      Swift.print(
        "scene: chain of \(steps) \(action.rawValue) steps; median of \(max(runs, 1)) runs each, "
          + "in turn")
      for (name, timing) in zip(["check", "print > /dev/null"], timings) {
        Swift.print(
          "\(name): \(OutputBenchmark.fixed(timing.wall)) s, processor "
            + "\(OutputBenchmark.fixed(timing.processor)) s")
      }
    }
  }

  /// Runs `body` with the chain's scene file in a new temporary folder, removed afterwards.
  private func inScratchFolder(_ body: (_ scene: String, _ folder: String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = folder + "/chain.yaml"
    try write(to: scene)
    try body(scene, folder)
  }
}
