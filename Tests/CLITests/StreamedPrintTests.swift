import Foundation
import SceneFile
import Synchronization
import SwiftScene
import Testing
import TransitionEngine

@testable import TScopeCLI

/// `print` reading a scene's steps while the planner plans them (`SceneStream`,
/// `StreamedPlanner`, the hand-off's head start and its given-back items): the same bytes,
/// a broken step's located error alone, the bound back to its capacity once the reader is
/// done, and written steps freed on the planner's thread.
@Suite struct StreamedPrintTests {
  /// The thread a marker was made on and the one it was freed on.
  struct Freed: Sendable {
    let made: Int
    let freed: Int
  }

  /// Where markers write down their threads.
  final class FreeLog: Sendable {
    let entries = Mutex<[Freed]>([])
  }

  /// A step that records on which thread it is freed.
  final class Marker: Sendable {
    let madeOn = StreamedPrintTests.currentThread()
    let log: FreeLog
    init(log: FreeLog) { self.log = log }
    deinit {
      let entry = Freed(made: madeOn, freed: StreamedPrintTests.currentThread())
      log.entries.withLock { $0.append(entry) }
    }
  }

  static func currentThread() -> Int { Int(bitPattern: UInt(pthread_self())) }

  @Test func aHeadStartLetsTheMakerRunFurtherAheadUntilTheTakerTakesThatMany() throws {
    let handOff = StepHandOff<Int>(capacity: 2, headStart: 3)
    for item in 1...5 { #expect(handOff.put(item)) }
    #expect(handOff.mostWaiting == 5)
    for item in 1...5 { #expect(try handOff.take() == item) }
    // The head start is given up: two places again.
    for item in 6...7 { #expect(handOff.put(item)) }
    handOff.finish()
    #expect(try handOff.take() == 6)
    #expect(try handOff.take() == 7)
    #expect(try handOff.take() == nil)
    #expect(handOff.mostWaiting == 5)
  }

  @Test func aLongQueueKeepsItsOrder() throws {
    let handOff = StepHandOff<Int>(capacity: 1_000)
    var taken: [Int] = []
    for item in 1...1_000 {
      #expect(handOff.put(item))
      if item % 3 == 0, let first = try handOff.take() { taken.append(first) }
    }
    handOff.finish()
    while let item = try handOff.take() { taken.append(item) }
    #expect(taken == Array(1...1_000))
  }

  @Test func theMakerRunsAheadWhileTheLeadWorksThenComesBackToTheBound() throws {
    let made = Atomic<Int>(0)
    var mostAheadLater = 0
    var madeDuringLead = 0
    var taken = 0
    try Pipeline.run(from: 0, capacity: 1, headStart: 8) { count -> Int? in
      guard count < 200 else { return nil }
      count += 1
      made.add(1, ordering: .sequentiallyConsistent)
      return count
    } lead: {
      // Wait (at most 10 s) for the maker to fill the capacity and the head start.
      for _ in 0..<10_000 where made.load(ordering: .sequentiallyConsistent) < 10 {
        usleep(1_000)
      }
      usleep(20_000)
      madeDuringLead = made.load(ordering: .sequentiallyConsistent)
      return true
    } take: { item in
      taken += 1
      #expect(item == taken)
      if taken > 20 {
        mostAheadLater = max(
          mostAheadLater, made.load(ordering: .sequentiallyConsistent) - taken)
      }
      return true
    }
    #expect(taken == 200)
    // Nine waiting (the capacity and the head start) and one held by the blocked maker.
    #expect(madeDuringLead == 10)
    #expect(mostAheadLater <= 1 + 2)
  }

  @Test func aLeadThatSaysNoTakesNothingAndEndsTheMaker() throws {
    var taken = 0
    try Pipeline.run(from: 0, capacity: 2) { count -> Int? in
      count += 1
      return count
    } lead: {
      false
    } take: { _ in
      taken += 1
      return true
    }
    #expect(taken == 0)
  }

  @Test func writtenItemsAreFreedOnTheMakersThread() throws {
    let log = FreeLog()
    var taken = 0
    try Pipeline.run(from: 0, capacity: 2) { count -> Marker? in
      guard count < 50 else { return nil }
      count += 1
      return Marker(log: log)
    } take: { _ in
      taken += 1
      return true
    }
    let entries = log.entries.withLock { $0 }
    #expect(taken == 50)
    #expect(entries.count == 50)
    #expect(entries.allSatisfy { $0.made != Self.currentThread() }, "made on the maker's thread")
    // Those taken after the maker's last item are freed with the hand-off, here.
    #expect(entries.filter { $0.freed == $0.made }.count >= 50 - 4)
  }

  @Test func givenBackItemsWaitForTheMakerToDropThem() throws {
    let handOff = StepHandOff<Int>(capacity: 4)
    #expect(handOff.put(1))
    #expect(try handOff.take() == 1)
    handOff.giveBack(1)
    #expect(handOff.spentCount == 1)
    handOff.dropSpent()
    #expect(handOff.spentCount == 0)
  }

  @Test func aBrokenStepIsItsLocatedErrorAloneOnStandardError() throws {
    var text = SceneWriter.text(of: ChainScene.make(.present, steps: 200))
    let marker = "\n  - present:"
    let parts = text.components(separatedBy: marker)
    #expect(parts.count == 201)
    // Step 150 gets an unknown key: its located error, and not a byte of the steps before.
    text =
      parts[0..<150].joined(separator: marker) + "\n  - presnt:"
      + parts[150...].joined(separator: marker)
    let path = try PrintCheckTests.write(text, name: "broken.yaml")
    let expected = #expect(throws: SceneError.self) {
      try SceneLoader.parse(text, path: path)
    }
    let result = try CommandRunner.run(["print", path])
    #expect(result.status != 0)
    #expect(result.output == "")
    #expect(result.error == (expected?.description ?? "") + "\n")
  }

  @Test(arguments: ["real-swift-appearance-count.yaml", "real-swift-black-screen.yaml"])
  func aSceneWhoseSwiftMakesAnAppPrintsAsPlannedWhole(_ name: String) throws {
    let path = PrintCheckTests.scene(name)
    var planner = TimelinePlanner(try SwiftSceneLoader.load(path: path))
    var writer = PrintCommand.writer(for: .text, controllers: false) { _, _ in true }
    var out = OutputSink()
    writer.begin(planner.header, to: &out)
    while let step = planner.next() { writer.write(step, to: &out) }
    writer.end(to: &out)
    let result = try CommandRunner.run(["print", path])
    #expect(result.status == 0)
    #expect(result.output == out.text)
  }
}
