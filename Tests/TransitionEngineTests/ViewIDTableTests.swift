import Testing

@testable import TransitionEngine

/// `ViewIDTable` answers as a dictionary keyed by view ID would, for the dense IDs the forest
/// makes and for any other ID.
@Suite struct ViewIDTableTests {
  @Test func answersAsADictionaryWould() {
    var table = ViewIDTable<String>()
    var reference: [ViewID: String] = [:]
    var random = SystemRandomNumberGenerator()
    // Dense IDs, then IDs far past the end and negative ones, set, replaced and removed.
    let ids =
      Array(1...300) + [-7, -1, 0, 9_000, 100_000, 5_000, 301, 302, 4_500, 299]
      + (1...200).map { _ in Int.random(in: -20...6_000, using: &random) }
    for (step, raw) in ids.enumerated() {
      let id = ViewID(raw)
      let value: String? = step % 5 == 4 ? nil : "v\(step)"
      table[id] = value
      reference[id] = value
      #expect(table[id] == reference[id])
      #expect(table.count == reference.count)
    }
    for raw in -30...10_100 { #expect(table[ViewID(raw)] == reference[ViewID(raw)]) }
    #expect(table[ViewID(100_000)] == reference[ViewID(100_000)])
  }

  @Test func anIDKeptAsideMovesInWhenTheArrayReachesIt() {
    var table = ViewIDTable<Int>()
    table[ViewID(10_000)] = 1
    for raw in 1...10_001 where raw != 10_000 { table[ViewID(raw)] = raw }
    #expect(table[ViewID(10_000)] == 1)
    #expect(table.count == 10_001)
    table[ViewID(10_000)] = nil
    #expect(table[ViewID(10_000)] == nil)
    #expect(table.count == 10_000)
  }

  /// A table holding a few views thousands of IDs apart (the forest's branches, the in-window
  /// memo) keeps them all in its array: IDs below 2^20 never go to the dictionary, so the IDs
  /// between them answer nil without hashing, and one past 2^20 still works.
  @Test func fewViewsFarApartStayInTheArray() {
    var table = ViewIDTable<Bool>()
    for raw in stride(from: 25_001, through: 200_008, by: 25_001) { table[ViewID(raw)] = true }
    table[ViewID(3_000_000)] = false
    #expect(table.count == 9)
    for raw in 25_000...25_002 { #expect(table[ViewID(raw)] == (raw == 25_001 ? true : nil)) }
    #expect(table[ViewID(200_008)] == true)
    #expect(table[ViewID(3_000_000)] == false)
    table[ViewID(50_003)] = nil
    table[ViewID(50_002)] = nil
    #expect(table.count == 8)
    #expect(table[ViewID(50_002)] == nil)
  }

  @Test func removingWhatIsNotThereChangesNothing() {
    var table = ViewIDTable<Bool>()
    table[ViewID(3)] = nil
    table[ViewID(-3)] = nil
    table[ViewID(1_000_000)] = nil
    #expect(table.count == 0)
    #expect(table[ViewID(3)] == nil)
  }
}
