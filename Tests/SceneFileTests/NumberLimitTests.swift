import Testing

/// Numbers of points are finite and within ±100,000 (docs/DECISIONS.md, Robustness).
@Suite struct NumberLimitTests {
  @Test func hugeFrameIsRefusedWhereItIsWritten() {
    #expect(
      errorLine(
        "title: T\nroot:\n  container: C\n  children: [{vc: A, frame: [0, 0, 1e21, 100]}]\n")
        == "s.yaml:4:36: error: 'w' in 'frame' is 1e21, out of range: points must lie between "
        + "-100000 and 100000")
  }

  @Test func hugeContentSizeAndCustomFrameAreRefused() {
    #expect(
      errorLine("title: T\nroot:\n  vc: A\n  preferredContentSize: [320, 1.8e307]\n")
        == "s.yaml:4:31: error: 'h' in 'preferredContentSize' is 1.8e307, out of range: points "
        + "must lie between -100000 and 100000")
    #expect(
      errorLine(
        "title: T\nroot: A\nsteps:\n  - present: B\n    from: A\n    style: custom\n"
          + "    custom: {frame: [-100001, 0, 10, 10]}\n")
        == "s.yaml:7:22: error: 'x' in 'frame' is -100001, out of range: points must lie between "
        + "-100000 and 100000")
  }

  @Test func infinityAndNaNAreNotNumbers() {
    #expect(
      errorLine("title: T\nroot:\n  vc: A\n  frame: [0, 0, .inf, 1]\n").contains("4:17: error:"))
    #expect(
      errorLine("title: T\nroot:\n  vc: A\n  frame: [.nan, 0, 1, 1]\n").contains("4:11: error:"))
  }

  @Test func theLimitItselfLoads() {
    #expect(
      errorLine("title: T\nroot:\n  vc: A\n  frame: [-100000, 100000, 100000, 0.5]\n") == "parsed")
  }
}
