import Foundation
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The real-Swift examples of `Scenes/`, mutated: every mutant either fails with a syntax
/// error located inside the file or runs to an end with a bounded number of lines; nothing
/// crashes or hangs.
@Suite struct SwiftFuzzTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

  /// A small deterministic generator (SplitMix64), so a failure can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// One mutation: drop, duplicate or swap lines, or cut a run of characters.
  static func mutate(_ text: String, _ random: inout Generator) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 2 else { return text }
    let a = Int.random(in: 0..<lines.count, using: &random)
    let b = Int.random(in: 0..<lines.count, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: lines.remove(at: a)
    case 1: lines.insert(lines[a], at: b)
    case 2: lines.swapAt(a, b)
    case 3:
      let line = Array(lines[a])
      if !line.isEmpty {
        let start = Int.random(in: 0..<line.count, using: &random)
        let end = min(line.count, start + Int.random(in: 1...8, using: &random))
        lines[a] = String(line[..<start] + line[end...])
      }
    default:
      // Recursion and loops: a method calling itself, a loop that never ends.
      lines.insert(
        ["animateTransition(using: transitionContext)", "while true { }", "repeat { } while true"][
          Int.random(in: 0..<3, using: &random)], at: b)
    }
    return lines.joined(separator: "\n")
  }

  static let cases: [(file: String, expression: String, role: SwiftAnimatorRole)] = [
    ("FadeTransition.swift", "FadeTransition()", .transitioningDelegate(presenting: true)),
    ("FadeTransition.swift", "FadeTransition()", .transitioningDelegate(presenting: false)),
    ("SlidePushAnimator.swift", "SlideNavigationDelegate()", .navigationDelegate(push: true)),
    ("PanToDismiss.swift", "PanDismissAnimator()", .animator),
    ("ZoomFromPresenter.swift", "ZoomFromPresenterAnimator()", .animator),
    ("SnapshotZoom.swift", "SnapshotZoomAnimator(presenting: true)", .animator),
    ("SnapshotZoom.swift", "SnapshotZoomAnimator(presenting: false)", .animator),
    // A segue class: the expression names the class whose perform() runs.
    ("CrossfadeSegue.swift", "CrossfadeSegue", .animator),
    ("CrossfadeSegue.swift", "PushSegue", .animator),
    // Subclasses of the app's own base classes, whose file is loaded unmutated beside them.
    ("SheetTransition.swift", "SheetTransition()", .transitioningDelegate(presenting: true)),
    ("SheetTransition.swift", "SheetTransition()", .transitioningDelegate(presenting: false)),
    ("AppBaseClasses.swift", "BaseAnimator(presenting: true)", .animator),
  ]

  /// A file the mutated one inherits from.
  static let companions = ["SheetTransition.swift": "AppBaseClasses.swift"]

  @Test(arguments: 0..<cases.count) func mutantsFailLocatedOrRunToAnEnd(index: Int) throws {
    let entry = Self.cases[index]
    let text = try String(
      contentsOf: Self.scenes.appendingPathComponent(entry.file), encoding: .utf8)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    var random = Generator(state: FuzzBudget.state(UInt64(index + 1)))
    var ran = 0
    var located = 0
    var budget = FuzzBudget(cases: TestDepth.count(quick: 20, full: 60))
    while budget.next() {
      var mutant = text
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        mutant = Self.mutate(mutant, &random)
      }
      let program = SwiftProgram()
      if let companion = Self.companions[entry.file] {
        try program.add(
          SwiftSource(
            name: companion,
            text: try String(
              contentsOf: Self.scenes.appendingPathComponent(companion), encoding: .utf8)))
      }
      do {
        try program.add(SwiftSource(name: entry.file, text: mutant))
      } catch {
        #expect(error.file == entry.file)
        #expect(error.line >= 1 && error.line <= lineCount + 10, "\(error)")
        located += 1
        continue
      }
      let block =
        entry.file == "CrossfadeSegue.swift"
        ? try? program.seguePerform(className: entry.expression)
        : try? program.animatorBlock(
          expression: SwiftSource(name: "s.yaml", text: entry.expression), role: entry.role,
          inputs: SwiftTransitionInputs(cancelled: index % 2 == 0 ? nil : true))
      #expect((block?.lines.count ?? 0) <= 5_000)
      ran += 1
    }
    #expect(ran + located == budget.taken)
    #expect(ran > 0, "some mutants still parse and run")
    TestDepth.report(
      "swift fuzz, \(entry.file) \(entry.expression): \(budget.taken) mutants, \(ran) ran, "
        + "\(located) located errors, \(budget.slowestText)")
  }
}
