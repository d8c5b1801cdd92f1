import TestSupport

/// Mutations of a Swift file of the app's, for the Swift fuzzer: lines dropped, duplicated
/// and swapped, braces and brackets left open or closed twice, a method calling itself,
/// loops that never end, a file grown to 10,000 lines, and bytes that are not UTF-8 (as the
/// replacement characters a lossy read leaves).
struct SwiftMutator {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(state: seed) }

  /// A number in `range`.
  private mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + random.below(range.count)
  }

  /// The lines a mutation may insert: recursion, loops that never end, brackets.
  static let insertions = [
    "animateTransition(using: transitionContext)", "while true { }", "repeat { } while true",
    "for _ in 0..<Int.max { containerView.addSubview(toView) }", "{", "}", "(", ")", "[",
    "f(", "if true {", "})", "let = = 1 ;; @@", "\"unterminated", "/* open comment",
    "#if DEBUG", "\u{FFFD}\u{FFFD} \u{0}", "func f() { f() }", "f()", "return",
    // Older Swifts' spellings (LegacySpelling), read as today's.
    "transitionContext.containerView()!.addSubview(transitionContext.viewForKey(UITransitionContextToViewKey)!)",
    "UIView.animateWithDuration(0.1, animations: { CGAffineTransformConcat(CGAffineTransformIdentity, CGAffineTransformMakeScale(2, 2)) })",
    "presentViewController(self, animated: true, completion: nil); addChildViewController(self)",
    "let w = CGRectGetWidth(CGRectZero); if .Pop == .pop { updateInteractiveTransition(w) }",
  ]

  /// `text` with one to three mutations.
  mutating func mutate(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<int(in: 1...3) { mutate(&lines) }
    return lines.joined(separator: "\n")
  }

  private mutating func mutate(_ lines: inout [String]) {
    guard lines.count > 2 else { return }
    let a = int(in: 0...(lines.count - 1))
    let b = int(in: 0...(lines.count - 1))
    switch int(in: 0...7) {
    case 0: lines.remove(at: a)
    case 1: lines.insert(lines[a], at: b)
    case 2: lines.swapAt(a, b)
    case 3:
      lines.insert(Self.insertions[int(in: 0...(Self.insertions.count - 1))], at: b)
    case 4:
      // 10,000 lines: one line (or a run of them) repeated.
      let run = Array(lines[min(a, b)...max(a, b)].prefix(4))
      let copies = Array(repeating: run, count: 10_000 / max(run.count, 1)).flatMap { $0 }
      lines.insert(contentsOf: copies, at: b)
    case 5:
      // Thousands of calls left open, or braces that never close.
      let open = ["f(", "if true {", "[1,", "g(h(1)"][int(in: 0...3)]
      lines.insert(contentsOf: Array(repeating: open, count: int(in: 100...5_000)), at: b)
    case 6:
      // Bytes that are not UTF-8, as a lossy read of the file leaves them.
      let bytes: [UInt8] = [0xFF, 0xC3, 0x28, 0xE2, 0x82]
      let invalid = String(decoding: bytes.shuffled(using: &random), as: UTF8.self)
      lines[a] = String(lines[a].prefix(int(in: 0...max(lines[a].count, 0)))) + invalid
    default:
      let line = Array(lines[a])
      guard !line.isEmpty else { return }
      let start = int(in: 0...(line.count - 1))
      let end = min(line.count, start + int(in: 1...8))
      lines[a] = String(line[..<start] + line[end...])
    }
  }
}
