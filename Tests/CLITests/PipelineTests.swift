import SceneFile
import Synchronization
import Testing
import TransitionEngine

@testable import TScopeCLI

/// The two-thread hand-off `print` plans and writes through: every item in order, never more
/// than a few ahead, a maker's error after the items before it, a taker that stops early, and
/// `print`'s bytes the same as one thread's.
@Suite struct PipelineTests {
  /// A located error, as a scene's would be.
  struct Located: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Counts made on one thread and taken on the other.
  final class Counts: Sendable {
    let made = Atomic<Int>(0)
    let mostAhead = Atomic<Int>(0)
  }

  @Test(arguments: [1, 2, 4])
  func everyItemArrivesInOrderAndTheMakerStaysWithinTheBound(_ capacity: Int) throws {
    let counts = Counts()
    var taken: [Int] = []
    try Pipeline.run(from: 0, capacity: capacity) { count -> Int? in
      guard count < 2_000 else { return nil }
      count += 1
      counts.made.add(1, ordering: .sequentiallyConsistent)
      return count
    } take: { item in
      // Made but not yet taken: those waiting, the one the maker holds, and this one.
      let ahead = counts.made.load(ordering: .sequentiallyConsistent) - taken.count
      counts.mostAhead.max(ahead, ordering: .sequentiallyConsistent)
      taken.append(item)
      return true
    }
    #expect(taken == Array(1...2_000))
    #expect(counts.mostAhead.load(ordering: .sequentiallyConsistent) <= capacity + 2)
  }

  @Test func theQueueHoldsAtMostItsCapacity() throws {
    let handOff = StepHandOff<Int>(capacity: 3)
    for item in 1...3 { #expect(handOff.put(item)) }
    handOff.finish()
    #expect(handOff.mostWaiting == 3)
    #expect(try handOff.take() == 1)
    #expect(try handOff.take() == 2)
    #expect(try handOff.take() == 3)
    #expect(try handOff.take() == nil)
    #expect(try handOff.take() == nil, "the end stays the end")
  }

  @Test func aMakersErrorComesAfterTheItemsBeforeIt() {
    var taken: [Int] = []
    let error = #expect(throws: Located.self) {
      try Pipeline.run(from: 0, capacity: 2) { count -> Int? in
        count += 1
        if count == 6 { throw Located(description: "scene.yaml:7:3: error: no such controller") }
        return count
      } take: { item in
        taken.append(item)
        return true
      }
    }
    #expect(taken == [1, 2, 3, 4, 5])
    #expect(error == Located(description: "scene.yaml:7:3: error: no such controller"))
  }

  @Test func aTakersErrorStopsTheMakerAndComesOut() {
    let counts = Counts()
    let error = #expect(throws: Located.self) {
      try Pipeline.run(from: 0, capacity: 2) { count -> Int? in
        count += 1
        counts.made.add(1, ordering: .sequentiallyConsistent)
        return count
      } take: { item in
        if item == 3 { throw Located(description: "out.txt: error: disk full") }
        return true
      }
    }
    #expect(error?.description == "out.txt: error: disk full")
    // The maker, which would run for ever, stopped within the bound of the stop.
    #expect(counts.made.load(ordering: .sequentiallyConsistent) <= 3 + 2 + 1)
  }

  @Test func aTakerThatStopsEndsTheMaker() throws {
    let counts = Counts()
    var taken: [Int] = []
    try Pipeline.run(from: 0, capacity: 1) { count -> Int? in
      count += 1
      counts.made.add(1, ordering: .sequentiallyConsistent)
      return count
    } take: { item in
      taken.append(item)
      return item < 10
    }
    #expect(taken == Array(1...10))
    #expect(counts.made.load(ordering: .sequentiallyConsistent) <= 10 + 1 + 1)
  }

  @Test func aStoppedHandOffRefusesItems() throws {
    let handOff = StepHandOff<Int>(capacity: 2)
    #expect(handOff.put(1))
    handOff.stop()
    #expect(!handOff.put(2))
    #expect(!handOff.put(3))
  }

  @Test(arguments: ["text", "json", "hierarchy", "mermaid"])
  func printThroughThePipelineIsTheBytesOfOneThread(_ format: String) throws {
    // The planner alone, then each step written as it comes: what `print` did on one thread.
    let text = SceneWriter.text(of: ChainScene.make(.present, steps: 60))
    var planner = TimelinePlanner(try SceneLoader.parse(text, path: "chain.yaml"))
    let parsed = try #require(PrintCommand.Format(rawValue: format))
    var writer = PrintCommand.writer(for: parsed, controllers: false) { _, _ in true }
    var out = OutputSink()
    writer.begin(planner.header, to: &out)
    while let step = planner.next() { writer.write(step, to: &out) }
    writer.end(to: &out)
    let path = try PrintCheckTests.write(text, name: "chain.yaml")
    let result = try CommandRunner.run(["print", path, "--format", format])
    #expect(result.status == 0)
    #expect(result.output == out.text)
  }
}
