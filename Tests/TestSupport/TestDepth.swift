import Foundation

/// How much the slow sweeps run: `swift test` runs each scene in its own setting and short
/// fuzz loops; `TSCOPE_EXHAUSTIVE=1` runs every scene under every setting and the fuzzers'
/// long default loops, as CI's own step does (`.ci/run`).
public enum TestDepth {
  /// True under `TSCOPE_EXHAUSTIVE=1`.
  public static let exhaustive = ProcessInfo.processInfo.environment["TSCOPE_EXHAUSTIVE"] == "1"

  /// `full` under `TSCOPE_EXHAUSTIVE=1`, else `quick`.
  public static func count(quick: Int, full: Int) -> Int { exhaustive ? full : quick }

  /// True under `TSCOPE_VERBOSE=1`: the tests print their counts and timings (fuzz cases run
  /// and loaded, located errors, the rule-literal census, input-limit timings). By default
  /// they print nothing of their own; a failure still says everything it knows.
  public static let verbose = ProcessInfo.processInfo.environment["TSCOPE_VERBOSE"] == "1"

  /// Prints `line` under `TSCOPE_VERBOSE=1` only.
  public static func report(_ line: @autoclosure () -> String) {
    if verbose { print(line()) }
  }
}
