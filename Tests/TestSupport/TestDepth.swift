import Foundation

/// How much the slow sweeps run: `swift test` runs each scene in its own setting and short
/// fuzz loops; `TSCOPE_EXHAUSTIVE=1` runs every scene under every setting and the fuzzers'
/// long default loops, as CI's own step does (`.ci/run`).
public enum TestDepth {
  /// True under `TSCOPE_EXHAUSTIVE=1`.
  public static let exhaustive = ProcessInfo.processInfo.environment["TSCOPE_EXHAUSTIVE"] == "1"

  /// `full` under `TSCOPE_EXHAUSTIVE=1`, else `quick`.
  public static func count(quick: Int, full: Int) -> Int { exhaustive ? full : quick }
}
