import Foundation
import Synchronization

/// Two stages on two threads: a maker (the planner) on a thread of its own, a taker (the
/// writer) on the calling one, joined by a `StepHandOff` of a few items, so that the maker
/// makes item k+1 while the taker handles item k. The taker sees every item in the order they
/// were made, then the maker's error if it threw; the maker's thread has ended when `run`
/// returns or throws (see docs/DECISIONS.md, "print plans and writes on two threads").
enum Pipeline {
  /// Items that wait between the stages: enough to smooth a step that is slow to plan or
  /// to write, few enough that memory stays that of a few steps.
  static let defaultCapacity = 4
  /// How many more steps the planner of `print` may make while the calling thread still
  /// reads the scene's steps (`StepHandOff`'s head start), before the bound comes back to
  /// `defaultCapacity`.
  static let readingHeadStart = 64

  /// The maker's state, moved to its thread: only that thread touches it after `run` starts.
  private final class Source<Value>: Sendable {
    let value: Mutex<Value>
    init(_ value: sending Value) { self.value = Mutex(value) }
  }

  /// Calls `next` on the maker's thread until it says nil (or throws), handing each item to
  /// `take` here, in order; `take` returns false to want no more (the maker stops at its next
  /// item). An error of `take` stops the maker too and is rethrown once its thread has ended;
  /// an error of `next` is thrown after every item made before it was taken.
  ///
  /// `lead` runs here once the maker has started, before anything is taken (`print` reads
  /// the scene's steps there while the maker plans the first ones); when it returns false
  /// nothing is taken and the maker is stopped.
  static func run<Value, Item: Sendable>(
    from start: sending Value, capacity: Int = defaultCapacity, headStart: Int = 0,
    next: @escaping @Sendable (inout Value) throws -> Item?,
    lead: () throws -> Bool = { true },
    take: (Item) throws -> Bool
  ) throws {
    let source = Source(start)
    let handOff = StepHandOff<Item>(capacity: capacity, headStart: headStart)
    let ended = DispatchSemaphore(value: 0)
    let maker = Thread {
      do {
        while let item = try source.value.withLock({ try next(&$0) }) {
          guard handOff.put(item) else { break }
          handOff.dropSpent()
        }
        handOff.finish()
      } catch {
        handOff.finish(throwing: error)
      }
      ended.signal()
    }
    // The planner's recursion gets the room the main thread has (8 MiB by default).
    maker.stackSize = 16 << 20
    maker.start()
    defer {
      handOff.stop()
      ended.wait()
    }
    guard try lead() else { return }
    while let item = try handOff.take() {
      guard try take(item) else { return }
      handOff.giveBack(item)
    }
  }
}
