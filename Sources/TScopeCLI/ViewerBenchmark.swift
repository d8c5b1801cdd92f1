import TUI
import TerminalBackend
import TransitionEngine

/// `tscope bench --tui`: the interactive viewer on a large scene, driven key by key on a
/// pseudo-terminal, so no real terminal is needed.
///
/// Each sample types one key into the pty and times until the frame is on its way: ncurses
/// reads and decodes the key, the app reduces it, lays out and renders the whole canvas, and
/// the backend writes the changed cells and calls `doupdate`. The bytes ncurses wrote for that
/// frame are then read from the pty's master side.
struct ViewerBenchmark {
  var views: Int
  var columns = 120
  var rows = 40
  /// Key presses per measured kind (phase steps, selection moves).
  var presses = 200

  func run(_ progress: ProgressReporter) throws {
    progress.update("bench: planning the scene…")
    let scene = TUIBenchmark.scene(views: views)
    let phases = TimelineBuilder.build(scene).phaseCount
    let entry = SceneEntry(path: "benchmark.yaml", spec: scene)
    let pty = try PseudoTerminal(rows: rows, columns: columns)
    TerminalLocale.useUTF8()
    let screen = try TerminalScreen(pseudoTerminal: pty, theme: .dark)
    defer { screen.close() }
    let app = TransitionScopeApp(catalog: [CatalogEntry(entry)], opened: entry, ascii: false)
    var driver = Driver(app: app, screen: screen, pty: pty)
    _ = driver.app.handle(.resize(width: screen.width, height: screen.height))
    let first = driver.frame()
    // To the last phase and back to the first, again and again, as a person stepping through.
    let lap = Array(repeating: "l", count: phases - 1) + Array(repeating: "h", count: phases - 1)
    let phaseKeys = Array((0..<presses).lazy.map { lap.isEmpty ? "l" : lap[$0 % lap.count] })
    let total = phaseKeys.count + presses / 2 * 2
    var pressed = 0
    let press = { (key: String) throws -> Sample in
      pressed += 1
      progress.update("bench: key \(pressed)/\(total)…")
      return try driver.press(key)
    }
    let phaseSamples = try phaseKeys.map(press)
    let half = presses / 2
    let moveKeys = Array(repeating: "j", count: half) + Array(repeating: "k", count: half)
    let moveSamples = try moveKeys.map(press)
    progress.finish()

    print(
      "scene: \(views) decorative views, \(phases) phases; "
        + "terminal \(columns)×\(rows) (pseudo-terminal, xterm-256color, dark theme)")
    print("first frame: \(first.bytes) bytes, \(Self.ms(first.total)) ms")
    report("phase step (l/h)", phaseSamples)
    report("selection move (j/k)", moveSamples)
  }

  private func report(_ name: String, _ samples: [Sample]) {
    let totals = samples.map(\.total).sorted()
    let bytes = samples.map(\.bytes).sorted()
    let mean = bytes.isEmpty ? 0 : bytes.reduce(0, +) / bytes.count
    let median = bytes.isEmpty ? 0 : bytes[bytes.count / 2]
    print(
      "\(name): \(samples.count) presses, key → frame p50 \(Self.ms(Self.percentile(totals, 50))) ms, "
        + "p99 \(Self.ms(Self.percentile(totals, 99))) ms; "
        + "bytes per press median \(median), mean \(mean), max \(bytes.last ?? 0)")
    let parts = [
      ("read key", samples.map(\.read)), ("reduce", samples.map(\.reduce)),
      ("layout+render", samples.map(\.render)), ("diff+flush", samples.map(\.flush)),
    ]
    let medians = parts.map { "\($0.0) \(Self.ms(Self.percentile($0.1.sorted(), 50)))" }
    print("  p50 by stage (ms): " + medians.joined(separator: ", "))
  }

  static func percentile(_ sorted: [Duration], _ percent: Int) -> Duration {
    guard !sorted.isEmpty else { return .zero }
    let index = min(sorted.count - 1, (sorted.count * percent + 99) / 100 - 1)
    return sorted[max(index, 0)]
  }

  static func ms(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// One key press: the time of each stage and the bytes written for its frame.
  struct Sample {
    var read: Duration = .zero
    var reduce: Duration = .zero
    var render: Duration = .zero
    var flush: Duration = .zero
    var bytes = 0
    var total: Duration { read + reduce + render + flush }
  }

  /// The run loop's steps, one press at a time, with a clock around each.
  struct Driver {
    var app: TransitionScopeApp
    let screen: TerminalScreen
    let pty: PseudoTerminal
    let clock = ContinuousClock()

    mutating func frame() -> Sample {
      var sample = Sample()
      var start = clock.now
      let canvas = app.render(width: screen.width, height: screen.height)
      sample.render = clock.now - start
      start = clock.now
      screen.draw(canvas)
      sample.flush = clock.now - start
      sample.bytes = pty.drain()
      return sample
    }

    mutating func press(_ key: String) throws -> Sample {
      let start = clock.now
      guard pty.type(key), let event = screen.nextEvent(timeoutMilliseconds: 1000) else {
        throw TerminalError("the key '\(key)' did not arrive")
      }
      let read = clock.now - start
      let reduceStart = clock.now
      _ = app.handle(event)
      let reduce = clock.now - reduceStart
      var sample = frame()
      sample.read = read
      sample.reduce = reduce
      return sample
    }
  }
}
