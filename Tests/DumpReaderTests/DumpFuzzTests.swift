import DumpReader
import Foundation
import TestSupport
import Testing

/// The dump reader's fuzzer: random bytes, random grammar-shaped lines and mutations of the
/// real dumps must read into consistent trees or fail with a located error. `swift test` runs
/// 400 cases; a long run is `TSCOPE_FUZZ_CASES=100000 TSCOPE_FUZZ_SEED=7 swift test --filter
/// DumpFuzzTests` (docs/TESTING.md, "Fuzzing").
@Suite struct DumpFuzzTests {
  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
  static var cases: Int {
    environment["TSCOPE_FUZZ_CASES"].flatMap(Int.init) ?? TestDepth.count(quick: 100, full: 400)
  }
  static var seed: UInt64 { environment["TSCOPE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }

  static let fixtures = [
    "d08", "d09", "d10", "d11", "d12", "d13", "d14", "d15", "d16", "d17", "d18", "e01", "e02",
    "e03", "e04", "e05", "e06", "e07",
  ]

  @Test func randomAndMutatedDumpsReadOrFailWithALocatedError() throws {
    let bases = try Self.fixtures.map { Array(try DumpFixtures.text($0).utf8) }
    var read = 0
    var failures: [String] = []
    var budget = FuzzBudget(cases: Self.cases)
    while budget.next() {
      let index = budget.taken - 1
      var random = SeededRandom(state: Self.seed &* 1_000_003 &+ UInt64(index))
      let bytes: [UInt8]
      let name = "case-\(Self.seed)-\(index)"
      switch index % 5 {
      case 0: bytes = random.mutate(random.pick(bases))
      case 1: bytes = random.grammarLines()
      case 2: bytes = random.bytes()
      case 3:
        let base = random.pick(bases)
        if let problem = Self.noiseProblem(base, random.withPasteNoise(base), name) {
          failures.append(problem)
        }
        continue
      default: bytes = random.edgeDump()
      }
      do {
        let dump = try DumpReader.read(bytes: bytes, path: name)
        read += 1
        let problems = Self.problems(in: dump)
        if !problems.isEmpty { failures.append("\(name): \(problems.prefix(3))") }
      } catch {
        let prefix = "\(name):\(error.line):\(error.column): error: "
        if !error.description.hasPrefix(prefix) || error.line > max(bytes.count, 1) {
          failures.append("\(name): badly located error \(error.description)")
        }
      }
    }
    TestDepth.report(
      "dump fuzz: \(budget.taken) cases from seed \(Self.seed), \(read) read, \(failures.count) failed"
    )
    for failure in failures.prefix(10) { Issue.record(Comment(rawValue: failure)) }
  }

  /// Paste noise must change nothing: the noisy text reads into the clean text's trees.
  static func noiseProblem(_ clean: [UInt8], _ noisy: [UInt8], _ name: String) -> String? {
    guard let a = try? DumpReader.read(bytes: clean, path: name) else { return nil }
    guard let b = try? DumpReader.read(bytes: noisy, path: name) else {
      return "\(name): the noisy paste did not read"
    }
    if DumpFixtures.viewOutline(a) != DumpFixtures.viewOutline(b)
      || DumpFixtures.controllerOutline(a) != DumpFixtures.controllerOutline(b)
      || a.skipped.map(\.line) != b.skipped.map(\.line)
    {
      return "\(name): paste noise changed the tree\n\(String(decoding: noisy, as: UTF8.self))"
    }
    return nil
  }

  /// Broken promises of a read dump: links out of range, loops, depths that do not add up.
  static func problems(in dump: Dump) -> [String] {
    var problems: [String] = []
    for (index, view) in dump.views.enumerated() {
      if let parent = view.parent {
        if parent >= index {
          problems.append("view \(index) has a later parent \(parent)")
        } else if dump.views[parent].depth + 1 != view.depth {
          problems.append("view \(index) depth")
        } else if !dump.views[parent].children.contains(index) {
          problems.append("view \(index) not a child")
        }
      } else if view.depth != 0 {
        problems.append("root view \(index) at depth \(view.depth)")
      }
      if view.line < 1 || view.line > dump.lineCount {
        problems.append("view \(index) line \(view.line)")
      }
      if let frame = view.frame,
        ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
      {
        problems.append("view \(index) frame not finite")
      }
    }
    for (index, controller) in dump.controllers.enumerated() {
      let above = controller.parent ?? controller.presenter
      if controller.parent != nil && controller.presenter != nil {
        problems.append("controller \(index) both")
      }
      if let above, above >= index { problems.append("controller \(index) later parent") }
      if let above, above < index, dump.controllers[above].depth + 1 != controller.depth {
        problems.append("controller \(index) depth")
      }
    }
    return problems
  }
}

/// The helpers the dump fuzzer needs on the shared seeded generator.
extension SeededRandom {
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// Characters the grammar cares about, weighted towards them.
  static let alphabet = Array("<>;|+ :=()'\"\\\n\r\t0x1fa.`@{}[],_UIViewOptional(lldb)…".utf8)

  mutating func bytes() -> [UInt8] {
    (0..<below(400)).map { _ in
      below(3) == 0 ? UInt8(truncatingIfNeeded: next()) : pick(Self.alphabet)
    }
  }

  /// Lines built from the grammar's pieces in random order and depth.
  mutating func grammarLines() -> [UInt8] {
    let pieces = [
      "<UIView: 0x1; frame = (0 0; 1 1)>", "<UINavigationController 0x2>, state: appeared",
      ", view: <UIView 0x3>", " not in the window", ", presented with: <X 0x4>",
      "(view not loaded)",
      "; layer = <CALayer: 0x5>>", " (layer)",
      "<<_UITextContainerView: 0x6; frame = (0 0; 2 2)>> a>",
      "@\"", "\\n", "\"", "Optional(", ")", "(lldb) po x", "...", "text = 'a<b'; ",
      "frame = (nan inf; -0 1e308)",
      "baseClass = UIView; ", "<", ">", "   | ", "   + ",
    ]
    var text = ""
    for _ in 0..<below(60) {
      text += String(repeating: pick(["   | ", "   + ", "    "]), count: below(8))
      for _ in 0..<(1 + below(5)) { text += pick(pieces) }
      text += pick(["\n", "\n", "\r\n", ""])
    }
    return Array(text.utf8)
  }

  /// The lines of a dump with what consoles and mail add: an NSLog or os_log prefix (on every
  /// line, or on the first only as NSLog prints it), `> ` quoting, `nl` numbers, colours.
  mutating func withPasteNoise(_ base: [UInt8]) -> [UInt8] {
    let lines = base.split(separator: 0x0A, omittingEmptySubsequences: false)
    let forms = [
      "2026-12-01 12:34:56.789012+0000 MyApp[1234:567890] ",
      "2026-12-01 12:34:56.789 Df MyApp[1234:5a0f3] [com.example:ui] ", "> ", "> > ", "\u{1B}[2m",
    ]
    if below(6) == 0, let bare = Self.withoutMarks(lines) { return bare }
    let form = below(forms.count + 2)
    let firstOnly = below(3) == 0
    var out: [UInt8] = []
    for (number, line) in lines.enumerated() {
      var prefix = ""
      if !firstOnly || number == 0 {
        switch form {
        case forms.count: prefix = String(repeating: " ", count: below(6)) + "\(number + 1)\t"
        case forms.count + 1: prefix = pick(forms)
        default: prefix = forms[form]
        }
      }
      out += Array(prefix.utf8) + line
      if form == 4 || form == forms.count + 1 && below(2) == 0 { out += Array("\u{1B}[0m".utf8) }
      if number < lines.count - 1 { out.append(0x0A) }
    }
    return out
  }

  /// A view dump with its `|` marks turned into blanks, as some forums paste it (the reader
  /// takes the depth from the indentation then); nil for text with `+` marks or lines that
  /// are not records, whose depth the blanks alone cannot carry.
  static func withoutMarks(_ lines: [ArraySlice<UInt8>]) -> [UInt8]? {
    var out: [UInt8] = []
    var depths = Set<Int>()
    for (number, line) in lines.enumerated() {
      let body = line.drop { $0 == 0x20 || $0 == 0x7C }
      let prefix = line[line.startIndex..<body.startIndex]
      if !body.isEmpty {
        guard body.first == 0x3C else { return nil }
        depths.insert(prefix.filter { $0 == 0x7C }.count)
      }
      out += prefix.map { $0 == 0x7C ? 0x20 : $0 } + body
      if number < lines.count - 1 { out.append(0x0A) }
    }
    return depths.count > 1 ? out : nil
  }

  /// The new input kinds: an `_autolayoutTrace`, addresses printed for several objects, and
  /// containment nested deeper than a scene's block indentation allows.
  mutating func edgeDump() -> [UInt8] {
    var text = ""
    switch below(3) {
    case 0:
      text = "\n"
      for _ in 0..<below(80) {
        text += String(repeating: "|   ", count: below(10))
        text += pick(["", "*", "+", "\u{2022}", "*<"]) + pick(["UIView", "UILabel", "_UIThing"])
        text += pick([":0x\(below(9) + 1)", ":0x", ":0xzz", ": 0x1"])
        text += pick([
          "", "'a'", "'it''s'", " - AMBIGUOUS LAYOUT", "- AMBIGUOUS LAYOUT for X:0x1.minY{id: 3}",
          ">", " junk",
        ])
        text += "\n"
      }
      text += pick(["", "Legend:\n\t* - is laid out with auto layout\n"])
    case 1:
      for _ in 0..<below(40) {
        let depth = below(6)
        if below(2) == 0 {
          text +=
            String(repeating: "   | ", count: depth)
            + "<UIView: 0x\(below(4) + 1); frame = (0 0; 1 1)>\n"
        } else {
          text +=
            String(repeating: "   | ", count: max(depth - 1, 0))
            + (depth > 0 ? pick(["   | ", "   + "]) : "")
          text += "<C 0x\(below(4) + 1)>, state: appeared, view: <UIView: 0x\(below(4) + 1)>"
          text += pick(["", ", presented with: <_UIFullscreenPresentationController: 0x9>"]) + "\n"
        }
      }
    default:
      let depth = 1 + below(200)
      for level in 0..<depth {
        text += String(repeating: "   | ", count: level)
        text +=
          "<UIViewController 0x\(level + 16)>, state: appeared, view: <UIView 0x\(level + 4096)>\n"
      }
    }
    return Array(text.utf8)
  }

  /// A real dump with a few random edits: bytes dropped, inserted or repeated, lines swapped.
  mutating func mutate(_ base: [UInt8]) -> [UInt8] {
    var bytes = base
    for _ in 0..<(1 + below(6)) {
      guard !bytes.isEmpty else { break }
      let at = below(bytes.count)
      switch below(6) {
      case 0: bytes.removeSubrange(at..<min(bytes.count, at + below(40) + 1))
      case 1:
        bytes.insert(contentsOf: (0..<(1 + below(8))).map { _ in pick(Self.alphabet) }, at: at)
      case 2:
        bytes.insert(
          contentsOf: bytes[at..<min(bytes.count, at + below(200))], at: below(bytes.count))
      case 3: bytes.removeSubrange(at...)
      case 4:
        bytes.insert(contentsOf: Array(String(repeating: "   | ", count: below(300)).utf8), at: at)
      default: bytes[at] = UInt8(truncatingIfNeeded: next())
      }
    }
    return bytes
  }
}
