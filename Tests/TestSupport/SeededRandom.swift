/// The tests' one deterministic random generator (SplitMix64): a fuzz case or a random
/// sequence is replayed from its seed.
public struct SeededRandom: RandomNumberGenerator {
  public var state: UInt64

  public init(state: UInt64) { self.state = state }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (0 when the bound is not positive).
  public mutating func below(_ bound: Int) -> Int {
    bound > 0 ? Int.random(in: 0..<bound, using: &self) : 0
  }

  /// True with probability 1 / `odds`.
  public mutating func oneIn(_ odds: Int) -> Bool { below(odds) == 0 }

  /// One of the items (the fallback when there are none).
  public mutating func pick<T>(_ items: [T], or fallback: T) -> T {
    items.isEmpty ? fallback : items[below(items.count)]
  }
}
