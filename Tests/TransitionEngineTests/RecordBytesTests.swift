import TestSupport
import Testing

@testable import TransitionEngine

/// The writers' cache of record bytes: keyed by the record itself, not by the view's ID, and
/// holding about one phase.
@Suite struct RecordBytesTests {
  static func record(_ id: Int, x: Double = 0) -> ViewRecord {
    ViewRecord(id: ViewID(id), className: "UIView", frame: Rect(x: x, y: 0, width: 10, height: 10))
  }

  @Test func aRecordIsFormattedOnceWhilePhasesShareIt() {
    var cache = RecordBytes<ViewRecord>()
    let record = Self.record(1)
    var made = 0
    for _ in 0..<3 {
      let entry = cache.bytes(of: record) { _ in
        made += 1
        return ([1, 2, 3], 1)
      }
      #expect(entry.bytes == [1, 2, 3] && entry.split == 1)
      cache.endPhase()
    }
    #expect(made == 1)
  }

  @Test func aChangedRecordOfTheSameViewIsFormattedAgain() {
    var cache = RecordBytes<ViewRecord>()
    let record = Self.record(1)
    _ = cache.bytes(of: record) { _ in ([1], 0) }
    cache.endPhase()
    let moved = record.with(frame: Rect(x: 5, y: 0, width: 10, height: 10))
    #expect(moved.id == record.id)
    #expect(cache.bytes(of: moved) { _ in ([2], 0) }.bytes == [2])
    #expect(cache.bytes(of: record) { _ in ([3], 0) }.bytes == [1])
  }

  @Test func whatTheLastPhaseDidNotUseIsDropped() {
    var cache = RecordBytes<ViewRecord>()
    let records = (0..<1_000).map { Self.record($0) }
    for record in records { _ = cache.bytes(of: record) { _ in ([0], 0) } }
    cache.endPhase()
    #expect(cache.count == 1_000)
    for record in records.prefix(10) { _ = cache.bytes(of: record) { _ in ([0], 0) } }
    cache.endPhase()
    #expect(cache.count == 10)
  }

  @Test func aDisabledCacheFormatsEveryTime() {
    var cache = RecordBytes<ViewRecord>(enabled: false)
    let record = Self.record(1)
    var made = 0
    for _ in 0..<3 {
      _ = cache.bytes(of: record) { _ in
        made += 1
        return ([1], 0)
      }
    }
    #expect(made == 3)
    #expect(cache.count == 0)
  }
}
