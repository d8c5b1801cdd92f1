import Foundation
import Synchronization

/// A bounded, ordered hand-off of items from one thread (the maker) to another (the taker):
/// at most `capacity` items wait between them, so the maker runs at most that far ahead and
/// memory stays bounded. The maker `put`s items and then `finish`es (with the error that
/// stopped it, if any); the taker `take`s them in the order they were put, then the end
/// (that error, thrown after every item before it). A taker that wants no more `stop`s, and
/// the maker's next `put` says so. One maker and one taker.
final class StepHandOff<Item: Sendable>: Sendable {
  private struct State {
    /// The items put and not yet taken are `items[head...]`: taking one moves `head` on, so
    /// that a long queue (the steps of a whole scene) is not shifted at every take.
    var items: [Item?] = []
    var head = 0
    var waiting: Int { items.count - head }

    /// The first waiting item, taken out.
    mutating func popFirst() -> Item? {
      guard head < items.count else { return nil }
      let item = items[head]
      items[head] = nil
      head += 1
      if head == items.count {
        items.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 64 && head * 2 >= items.count {
        items.removeFirst(head)
        head = 0
      }
      return item
    }
    var finished = false
    var stopped = false
    var failure: (any Error)?
    /// Items the taker is done with, waiting for the maker to drop them on its own thread.
    var spent: [Item] = []
    /// The most items that ever waited at once (for the tests of the bound).
    var mostWaiting = 0
    /// Places of the head start not yet given up: a taken item frees no place while some are.
    var headStart = 0
  }

  /// The most items that wait between the two threads.
  let capacity: Int
  private let state = Mutex(State())
  /// One signal for each place free in the queue. It starts at 0 and is signalled up to
  /// `capacity`: libdispatch stops a program that frees a semaphore below its starting value.
  private let free = DispatchSemaphore(value: 0)
  /// One signal for each item put, and one for the end.
  private let filled = DispatchSemaphore(value: 0)

  /// With a `headStart`, the maker may first run that many items further ahead (while the
  /// taker is busy with something else); each of the first `headStart` items taken gives one
  /// of those places up, so the bound comes down to `capacity` as the taker catches up.
  init(capacity: Int, headStart: Int = 0) {
    self.capacity = max(capacity, 1)
    let extra = max(headStart, 0)
    state.withLock { $0.headStart = extra }
    for _ in 0..<(self.capacity + extra) { free.signal() }
  }

  /// The most items that waited at once so far.
  var mostWaiting: Int { state.withLock { $0.mostWaiting } }

  /// Hands `item` over, waiting while `capacity` items wait. False (the item dropped) once the
  /// taker has stopped: the maker should then make nothing more.
  func put(_ item: Item) -> Bool {
    if state.withLock({ $0.stopped }) { return false }
    free.wait()
    let kept = state.withLock { state in
      guard !state.stopped, !state.finished else { return false }
      state.items.append(item)
      state.mostWaiting = max(state.mostWaiting, state.waiting)
      return true
    }
    if kept { filled.signal() }
    return kept
  }

  /// The taker is done with `item`: it goes back to the maker, whose next `dropSpent` frees
  /// it on the maker's thread. The memory of an item was allocated there, and the C
  /// allocator locks the arena of a thread that frees another thread's memory while that
  /// thread allocates in it (docs/PERFORMANCE.md, "print's two threads stop sharing the
  /// allocator").
  func giveBack(_ item: Item) {
    state.withLock { $0.spent.append(item) }
  }

  /// Drops the items the taker gave back; called by the maker, so they are freed on its thread.
  func dropSpent() {
    let spent = state.withLock { state -> [Item] in
      guard !state.spent.isEmpty else { return [] }
      defer { state.spent = [] }
      return state.spent
    }
    _ = spent
  }

  /// How many given-back items wait for the maker to drop them (for the tests).
  var spentCount: Int { state.withLock { $0.spent.count } }

  /// Ends the items: the taker gets every item put so far, then `failure` (thrown) or the end.
  func finish(throwing failure: (any Error)? = nil) {
    let first = state.withLock { state in
      guard !state.finished else { return false }
      state.finished = true
      state.failure = failure
      return true
    }
    if first { filled.signal() }
  }

  /// The next item in the order they were put, waiting for it; nil at the end, or the
  /// maker's error once every item before it was taken.
  func take() throws -> Item? {
    filled.wait()
    let (item, failure, frees) = state.withLock { state -> (Item?, (any Error)?, Bool) in
      guard let item = state.popFirst() else { return (nil, state.failure, false) }
      guard state.headStart == 0 else {
        state.headStart -= 1
        return (item, nil, false)
      }
      return (item, nil, true)
    }
    if let item {
      if frees { free.signal() }
      return item
    }
    // The end stays visible to a later `take`.
    filled.signal()
    if let failure { throw failure }
    return nil
  }

  /// The taker wants no more: a maker waiting in `put` wakes and hears so, and so does every
  /// later `put`. Items still waiting are dropped.
  func stop() {
    let first = state.withLock { state in
      guard !state.stopped else { return false }
      state.stopped = true
      state.items = []
      state.head = 0
      return true
    }
    if first { free.signal() }
  }
}
