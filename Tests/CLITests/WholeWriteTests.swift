import Foundation
import Testing

@testable import TScopeCLI

/// Standard output takes whole buffers however `write(2)` answers: part of a buffer, an
/// interrupted call, a reader that has gone; and `tscope print` writes the same bytes to a
/// file and to a pipe read a little at a time.
@Suite struct WholeWriteTests {
  /// A `write(2)` stand-in that takes at most `chunk` bytes a call, interrupts every third
  /// call, and fails with `error` once `limit` bytes were taken.
  final class FakeOutput {
    var taken: [UInt8] = []
    var calls = 0
    let chunk: Int
    let limit: Int
    let error: Int32

    init(chunk: Int, limit: Int = .max, error: Int32 = 32) {
      self.chunk = chunk
      self.limit = limit
      self.error = error
    }

    func call(_ start: UnsafeRawPointer, _ count: Int) -> (written: Int, error: Int32) {
      calls += 1
      if calls % 3 == 0 { return (-1, WholeWrite.interrupted) }
      if taken.count >= limit { return (-1, error) }
      let take = min(count, chunk, limit - taken.count)
      taken += UnsafeRawBufferPointer(start: start, count: take)
      return (take, 0)
    }
  }

  static let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

  @Test(arguments: [1, 7, 4_096, 65_536, 1_000_000])
  func partialAndInterruptedWritesGiveEveryByteInOrder(_ chunk: Int) {
    let output = FakeOutput(chunk: chunk)
    let done = Self.bytes.withUnsafeBytes { WholeWrite.write($0, output.call) }
    #expect(done)
    #expect(output.taken == Self.bytes)
  }

  @Test func aReaderThatHasGoneStopsTheWriteAtOnce() {
    let output = FakeOutput(chunk: 1_000, limit: 2_500)
    let done = Self.bytes.withUnsafeBytes { WholeWrite.write($0, output.call) }
    #expect(!done)
    #expect(output.taken == Array(Self.bytes.prefix(2_500)))
    #expect(output.calls < 10, "no retry after EPIPE")
  }

  @Test func aCallThatTakesNothingStops() {
    let done = Self.bytes.withUnsafeBytes { WholeWrite.write($0) { _, _ in (0, 0) } }
    #expect(!done)
    #expect(UnsafeRawBufferPointer(start: nil, count: 0).count == 0)
    #expect(WholeWrite.write(UnsafeRawBufferPointer(start: nil, count: 0)) { _, _ in (0, 0) })
  }

  /// The whole command: a file gets the golden bytes; a pipe read slowly gets the same bytes;
  /// a pipe closed after its first bytes ends the command (SIGPIPE, as `cat` ends) instead of
  /// hanging, and what came through is the start of the output.
  @Test func printWritesTheSameBytesToAFileAndToAPipe() throws {
    let golden = try String(
      contentsOf: PrintCheckTests.root.appendingPathComponent("Tests/Goldens/push.txt"),
      encoding: .utf8)
    let toFile = try CommandRunner.run(
      ["print", "Scenes/push.yaml"], in: PrintCheckTests.root.path)
    #expect(toFile.status == 0)
    #expect(toFile.output == golden)

    for closeEarly in [false, true] {
      let process = Process()
      process.executableURL = CommandRunner.executable
      process.arguments = ["print", "--format", "json", "Scenes/stacked-sheets.yaml"]
      process.currentDirectoryURL = PrintCheckTests.root
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      var read = Data()
      while true {
        let piece = pipe.fileHandleForReading.readData(ofLength: 1_000)
        if piece.isEmpty { break }
        read += piece
        if closeEarly && read.count >= 3_000 { break }
      }
      try pipe.fileHandleForReading.close()
      process.waitUntilExit()
      let whole = try CommandRunner.run(
        ["print", "--format", "json", "Scenes/stacked-sheets.yaml"],
        in: PrintCheckTests.root.path
      ).output
      if closeEarly {
        #expect(whole.utf8.count > 65_536 + 4_000, "more than a pipe holds and was read")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == 13, "SIGPIPE")
        #expect(Array(whole.utf8).starts(with: Array(read)))
      } else {
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: read, as: UTF8.self) == whole)
      }
    }
  }
}
