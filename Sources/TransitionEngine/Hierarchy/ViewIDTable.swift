/// A table keyed by view ID, stored by the ID's number in one array. The forest numbers views
/// from 1 in the order it makes them, so the IDs are dense, and a view's decorative subviews
/// (made in one go) sit next to each other: a lookup is an index, not a hash, and walking a
/// view's subviews reads memory in order. A hash table of 100,000 views spread every lookup
/// over memory far larger than the processor's cache, which made planning 10 times more views
/// cost about 20 times the time. An ID no forest makes (negative, or both past 2^20 and far
/// past the last one) goes to a small dictionary instead, so any ID still works.
struct ViewIDTable<Value> {
  private var values: [Value?] = []
  private var sparse: [Int: Value] = [:]
  /// How many IDs have a value.
  private(set) var count = 0

  /// How far past the end of the array an ID may lie and still grow it.
  private static var growthLimit: Int { 4_096 }
  /// IDs below this always go to the array, however far past its end: a table that holds only
  /// some views (the branches, the in-window memo) is keyed by IDs thousands apart, and an ID
  /// in the dictionary made every lookup of any ID past the array's end hash (at 100,000
  /// views, a third of planning). The array costs at most this many entries.
  private static var denseLimit: Int { 1 << 20 }

  subscript(id: ViewID) -> Value? {
    get {
      let raw = id.raw
      if raw >= 0 && raw < values.count { return values[raw] }
      return sparse.isEmpty ? nil : sparse[raw]
    }
    set {
      let raw = id.raw
      if raw >= 0 && raw < values.count {
        count += (newValue == nil ? 0 : 1) - (values[raw] == nil ? 0 : 1)
        values[raw] = newValue
        return
      }
      // Clearing an ID the table never held is a no-op: no hashing (a subtree of 25,000 new
      // views past the array's end cleared one by one cost 14% of planning 100,000 views).
      guard let newValue else {
        if !sparse.isEmpty, sparse.removeValue(forKey: raw) != nil { count -= 1 }
        return
      }
      if raw >= 0 && (raw < Self.denseLimit || raw <= values.count + Self.growthLimit),
        sparse.isEmpty || sparse[raw] == nil
      {
        grow(to: raw + 1)
        values[raw] = newValue
        count += 1
        return
      }
      if sparse.updateValue(newValue, forKey: raw) == nil { count += 1 }
    }
  }

  /// Lengthens the array to `length`, moving in what the dictionary held below it.
  private mutating func grow(to length: Int) {
    let start = values.count
    values.append(contentsOf: repeatElement(nil, count: length - start))
    guard !sparse.isEmpty else { return }
    for raw in Array(sparse.keys) where raw >= start && raw < length {
      values[raw] = sparse.removeValue(forKey: raw)
    }
  }
}
