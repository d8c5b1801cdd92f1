import TestSupport
import Testing

@testable import TransitionEngine

/// `changedSlots` lists exactly the slots whose element is another object, across versions
/// of different heights, and nothing for the same version.
@Suite struct ChangedSlotsTests {
  final class Box: Sendable {}

  @Test func listsTheReplacedAddedAndGrownSlots() {
    let boxes = (0..<100).map { _ in Box() }
    var slots = SharedSlots<Box>()
    for index in 0..<40 { slots.set(index, boxes[index]) }
    let before = slots
    #expect(slots.changedSlots(since: before).isEmpty)
    slots.set(3, boxes[50])
    slots.set(39, boxes[39])  // the same object again: no change
    slots.set(1_100, boxes[60])  // grows the trie by a level
    #expect(slots.changedSlots(since: before) == [3, 1_100])
    #expect(before.changedSlots(since: slots) == [3, 1_100])
    #expect(slots.changedSlots(since: SharedSlots()) == Array(0..<40) + [1_100])
    #expect(SharedSlots<Box>().changedSlots(since: SharedSlots()).isEmpty)
  }
}
