import Testing

@testable import TransitionEngine

/// A layout's per-view arrays hold 32-bit integers: a value past their limit (2 GiB of text in
/// one phase, or a lower limit set here) must not wrap silently. The layout says it overflowed,
/// and the next phase writes its tree anew instead of copying from it.
@Suite struct SubtreeLayoutTests {
  private typealias Layout = SubtreeLayout<ViewRecord>
  private static let record = RecordBytesTests.record(1)

  /// A layout of a root (slot 0) holding one view (slot 1), with `root` and `child` bytes.
  private static func layout(limit: Int, root: Int, child: Int) -> Layout {
    var layout = Layout(table: nil, limit: 0, root: record, offsetLimit: limit)
    var positions: [Int] = []
    let id = ObjectIdentifier(record)
    let top = layout.open(slot: 0, record: id, depth: 0, parent: -1, positions: &positions)
    layout.bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: root))
    let below = layout.open(slot: 1, record: id, depth: 1, parent: top, positions: &positions)
    layout.bytes.append(contentsOf: repeatElement(UInt8(ascii: "b"), count: child))
    layout.close(below)
    layout.close(top)
    return layout
  }

  @Test func valuesUnderTheLimitAreKeptExactly() {
    let layout = Self.layout(limit: 20, root: 8, child: 12)
    #expect(!layout.overflowed && layout.isReusable)
    #expect([layout.start(0), layout.end(0), layout.size(0), layout.parent(0)] == [0, 20, 2, -1])
    #expect([layout.start(1), layout.end(1), layout.size(1), layout.parent(1)] == [8, 20, 1, 0])
    #expect([layout.id(1), layout.depth(1)] == [1, 1])
  }

  @Test func anOffsetPastTheLimitOverflowsAndIsNotReused() {
    let layout = Self.layout(limit: 20, root: 8, child: 13)
    #expect(layout.overflowed && !layout.isReusable)
    var reused = layout
    reused.reuse(table: nil, limit: 0, root: Self.record)
    #expect(!reused.overflowed && reused.isReusable && reused.count == 0)
  }

  @Test func aCopyMovesOffsetsAndParentsAndOverflowsPastTheLimit() {
    let old = Self.layout(limit: 100, root: 4, child: 6)
    var positions: [Int] = []
    var moved = Layout(table: nil, limit: 0, root: Self.record, offsetLimit: 30)
    let top = moved.open(
      slot: 5, record: ObjectIdentifier(Self.record), depth: 0, parent: -1,
      positions: &positions)
    moved.bytes.append(contentsOf: [1, 2, 3])
    moved.copy(from: old, at: 1, parent: top, positions: &positions)
    moved.close(top)
    // The child of `old` (bytes 4..<10 there) now starts after the 3 bytes of slot 5.
    #expect(!moved.overflowed && moved.bytes.count == 9)
    #expect([moved.start(1), moved.end(1), moved.parent(1), moved.size(0)] == [3, 9, 0, 2])
    #expect(moved.position(of: 1, in: positions) == 1)
    // Copied again, past 30 bytes: the layout overflows rather than wrap.
    for _ in 0..<4 { moved.copy(from: old, at: 1, parent: top, positions: &positions) }
    #expect(moved.bytes.count == 33 && moved.overflowed && !moved.isReusable)
  }

  @Test func aSlotPastThe32BitRangeOverflows() {
    var layout = Layout(table: nil, limit: 0, root: Self.record)
    var positions: [Int] = []
    _ = layout.open(
      slot: Int(Int32.max) + 1, record: ObjectIdentifier(Self.record), depth: 0, parent: -1,
      positions: &positions)
    #expect(layout.overflowed && positions.isEmpty)
  }
}
