import Foundation
import Synchronization
import Testing

@testable import TScopeCLI

/// The progress line of long commands: what it writes and when, on a fake clock into a fake
/// sink, and that piped runs write nothing extra.
@Suite struct ProgressReporterTests {
  /// A clock the test moves and the bytes the reporter wrote.
  final class Fake: Sendable {
    let time = Mutex(Duration.zero)
    let written = Mutex<[String]>([])

    func reporter(enabled: Bool = true) -> ProgressReporter {
      ProgressReporter(
        enabled: enabled, now: { self.time.withLock { $0 } },
        write: { text in self.written.withLock { $0.append(text) } })
    }

    func advance(_ duration: Duration) { time.withLock { $0 += duration } }
    var writes: [String] { written.withLock { $0 } }
  }

  @Test func nothingShowsInTheFirstSecond() {
    let fake = Fake()
    let progress = fake.reporter()
    for file in 1...9 {
      progress.update("checking \(file)/20 files…")
      fake.advance(.milliseconds(100))
    }
    progress.tick()
    progress.finish()
    #expect(fake.writes.isEmpty, "work under a second shows nothing and clears nothing")
  }

  @Test func afterASecondTheLineIsRewrittenInPlaceAtMostTenTimesASecond() {
    let fake = Fake()
    let progress = fake.reporter()
    fake.advance(.seconds(1))
    progress.update("checking 1/120 files…")
    #expect(fake.writes == ["\rchecking 1/120 files… 1 s"])
    // A file every 10 ms for a second: about ten writes, each the newest count.
    for file in 2...101 {
      fake.advance(.milliseconds(10))
      progress.update("checking \(file)/120 files…")
    }
    #expect(fake.writes.count == 11, "\(fake.writes)")
    #expect(fake.writes.last == "\rchecking 101/120 files… 2 s")
  }

  @Test func theTickerWritesALongStageAndItsSeconds() {
    let fake = Fake()
    let progress = fake.reporter()
    progress.update("explaining the dump…")
    fake.advance(.milliseconds(999))
    progress.tick()
    #expect(fake.writes.isEmpty)
    fake.advance(.milliseconds(1))
    progress.tick()
    fake.advance(.milliseconds(50))
    progress.tick()
    #expect(fake.writes == ["\rexplaining the dump… 1 s"], "the same line is not written again")
    fake.advance(.seconds(1))
    progress.tick()
    #expect(fake.writes.last == "\rexplaining the dump… 2 s")
  }

  @Test func aShorterLineBlanksWhatTheLongerLeftAndFinishClearsTheLine() {
    let fake = Fake()
    let progress = fake.reporter()
    fake.advance(.seconds(3))
    progress.update("planning run 1/5…")
    fake.advance(.seconds(1))
    progress.update("done…")
    progress.finish()
    progress.update("checking 2/2 files…")
    fake.advance(.seconds(1))
    progress.tick()
    #expect(
      fake.writes == [
        "\rplanning run 1/5… 3 s", "\rdone… 4 s" + String(repeating: " ", count: 12),
        "\r" + String(repeating: " ", count: 9) + "\r",
      ], "nothing after finish")
  }

  @Test func aWarningMakesWayAndTheLineComesBack() {
    let fake = Fake()
    let progress = fake.reporter()
    fake.advance(.seconds(2))
    progress.update("checking 3/9 files…")
    progress.say("a.yaml: warning: step 1 (push): oops")
    progress.update("checking 4/9 files…")
    #expect(
      fake.writes == [
        "\rchecking 3/9 files… 2 s",
        "\r" + String(repeating: " ", count: 23) + "\ra.yaml: warning: step 1 (push): oops\n",
        "\rchecking 4/9 files… 2 s",
      ])
  }

  @Test func aDisabledReporterWritesNothing() {
    let fake = Fake()
    let progress = fake.reporter(enabled: false)
    fake.advance(.seconds(5))
    progress.update("checking 1/1 files…")
    progress.tick()
    progress.finish()
    #expect(fake.writes.isEmpty)
  }

  /// Run as a pipe would (standard error a file): every long command's error output is only
  /// what it always was.
  @Test func pipedRunsPrintNothingExtra() throws {
    // Copies under names no built-in scene has, outside the checkout, so that no note about
    // a file shadowing a built-in scene is written either.
    let elsewhere = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let scenes = try ["push", "present-fullscreen", "tab-switch"].map { name in
      let copy = elsewhere.appendingPathComponent("copy-of-\(name).yaml")
      try FileManager.default.copyItem(
        at: PrintCheckTests.root.appendingPathComponent("Scenes/\(name).yaml"), to: copy)
      return copy.path
    }
    let runs: [[String]] = [
      ["check"] + Array(repeating: scenes, count: 10).flatMap { $0 },
      ["bench", "--views", "300", "--steps", "40", "--runs", "2"],
      ["bench", "--explain", "--lines", "20000", "--runs", "1"],
      ["export", scenes[0]],
    ]
    for arguments in runs {
      let result = try CommandRunner.run(arguments, in: elsewhere.path)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(result.error.isEmpty, "\(arguments.prefix(2)): \(result.error)")
      #expect(!result.output.contains("\r"), "\(arguments.prefix(2))")
    }
  }
}
