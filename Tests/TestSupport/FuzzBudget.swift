import Foundation

/// What one fuzz loop runs: its seed (`TSCOPE_FUZZ_SEED`) mixed into the loop's own base
/// state, and either its usual number of cases or, under `TSCOPE_FUZZ_MINUTES`, as many as fit
/// in that time. Every generator reads it, so one seed and one time drive them all
/// (`.ci/fuzz-all`; docs/TESTING.md, "Fuzzing").
public struct FuzzBudget: Sendable {
  /// `TSCOPE_FUZZ_SEED`, when set.
  public static let seed: UInt64? = ProcessInfo.processInfo.environment["TSCOPE_FUZZ_SEED"]
    .flatMap(UInt64.init)

  /// `TSCOPE_FUZZ_MINUTES`, when set and positive.
  public static let minutes: Double? = ProcessInfo.processInfo.environment["TSCOPE_FUZZ_MINUTES"]
    .flatMap(Double.init).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }

  /// The state a loop's generator starts from: `base` itself without a seed (so the default
  /// runs stay what they were), else `base` mixed with the seed.
  public static func state(_ base: UInt64) -> UInt64 {
    guard let seed else { return base }
    var mixer = SeededRandom(state: seed ^ (base &* 0x9E37_79B9_7F4A_7C15))
    return mixer.next()
  }

  /// When the process's first loop began: every loop of the run ends by the same time, so a
  /// parameterized test whose cases wait for a core does not run its minutes once per case.
  /// A loop still runs at least its usual cases, so a timed run is never weaker than the
  /// default one (a loop whose core came late would otherwise run a single case, too few for
  /// its own expectations, such as "some mutants ran").
  private static let firstStart = ContinuousClock.now

  private let cases: Int
  private let deadline: ContinuousClock.Instant?
  /// How many cases have been taken so far.
  public private(set) var taken = 0
  private var started: ContinuousClock.Instant?
  /// The longest case so far (the time between its `next()` and the following one), and its
  /// number from 0.
  public private(set) var slowest: (case: Int, time: Duration) = (0, .zero)

  /// "slowest case N: T", for a loop's report line.
  public var slowestText: String {
    let millis =
      slowest.time.components.seconds * 1_000
      + slowest.time.components.attoseconds / 1_000_000_000_000_000
    return "slowest case \(slowest.case): \(millis) ms"
  }

  /// A loop of `cases` cases, or under `TSCOPE_FUZZ_MINUTES` of at least those and as many
  /// more as fit in the time.
  public init(cases: Int) {
    self.cases = cases
    deadline = Self.minutes.map { Self.firstStart + .milliseconds(Int($0 * 60_000)) }
  }

  /// True while another case should run; counts it.
  public mutating func next() -> Bool {
    let now = ContinuousClock.now
    if let started, now - started > slowest.time { slowest = (taken - 1, now - started) }
    started = now
    let more = taken < cases || deadline.map { now < $0 } ?? false
    if more { taken += 1 }
    return more
  }
}
