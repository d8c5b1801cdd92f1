/// Serialized bytes of the records that the last phase wrote, kept by record identity, so that
/// the next phase, which shares nearly all its records with this one, copies their bytes
/// instead of formatting them again. Each entry holds its record, so that its identity cannot
/// be reused by another record while the bytes are kept; what the last phase did not use is
/// dropped, so the cache holds about one phase. A disabled cache keeps nothing (the writer
/// without it is the reference its tests compare with).
struct RecordBytes<Record: AnyObject> {
  /// A record's bytes; `split` divides them where a writer puts something between two parts.
  struct Bytes {
    let record: Record
    let bytes: [UInt8]
    let split: Int
    var phase: Int
  }

  private var entries: [ObjectIdentifier: Bytes] = [:]
  private let enabled: Bool
  private var phase = 0
  /// Entries the current phase used.
  private var used = 0

  init(enabled: Bool = true) { self.enabled = enabled }

  /// Records whose bytes are kept.
  var count: Int { entries.count }

  /// The bytes of `record`, made by `make` (bytes and split) when no phase kept them.
  mutating func bytes(
    of record: Record, make: (Record) -> (bytes: [UInt8], split: Int)
  ) -> Bytes {
    guard enabled else {
      let made = make(record)
      return Bytes(record: record, bytes: made.bytes, split: made.split, phase: phase)
    }
    let key = ObjectIdentifier(record)
    if let index = entries.index(forKey: key) {
      if entries.values[index].phase != phase {
        entries.values[index].phase = phase
        used += 1
      }
      return entries.values[index]
    }
    let made = make(record)
    let entry = Bytes(record: record, bytes: made.bytes, split: made.split, phase: phase)
    entries[key] = entry
    used += 1
    return entry
  }

  /// Ends a phase: once more entries went unused than were used, only the used ones stay.
  mutating func endPhase() {
    guard enabled else { return }
    if entries.count - used > used + 256 {
      let current = phase
      entries = entries.filter { $0.value.phase == current }
    }
    phase += 1
    used = 0
  }
}
