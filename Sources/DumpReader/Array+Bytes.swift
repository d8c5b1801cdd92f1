extension Array where Element == UInt8 {
  /// True when the bytes from `index` on begin with `prefix` (ASCII).
  func has(_ prefix: String, at index: Int) -> Bool {
    var position = index
    for byte in prefix.utf8 {
      guard position < count, self[position] == byte else { return false }
      position += 1
    }
    return true
  }

  /// The first index at or after `from` where `needle` begins, or nil.
  func find(_ needle: String, from: Int = 0, to end: Int? = nil) -> Int? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return nil }
    let limit = (end ?? count) - pattern.count
    var index = Swift.max(from, 0)
    while index <= limit {
      if self[index] == first && has(needle, at: index) { return index }
      index += 1
    }
    return nil
  }

  /// The index of the first byte at or after `from` that is not a space or tab.
  func skipBlanks(from: Int) -> Int {
    var index = from
    while index < count, Byte.isBlank(self[index]) { index += 1 }
    return index
  }
}
