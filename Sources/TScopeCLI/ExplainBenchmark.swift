import DumpExplain
import DumpReader

/// `tscope bench --explain`: reads and explains a synthetic dump of N lines (a window with the
/// root wrapper, a navigation controller, a sheet, thousands of cells, and the matching
/// `_printHierarchy`), and prints the time of each stage.
struct ExplainBenchmark {
  let lines: Int
  let runs: Int

  func run(_ progress: ProgressReporter) {
    progress.update("bench: writing a dump of \(lines) lines…")
    let text = Self.dump(lines: lines)
    let clock = ContinuousClock()
    var best: [Duration] = [.seconds(1_000), .seconds(1_000), .seconds(1_000), .seconds(1_000)]
    var summary = ""
    for run in 0..<max(runs, 1) {
      let runs = "run \(run + 1)/\(max(runs, 1))"
      progress.update("bench: reading the dump, \(runs)…")
      let start = clock.now
      guard let dump = try? DumpReader.read(text, path: "bench.txt") else { return }
      let read = clock.now
      progress.update("bench: explaining the dump, \(runs)…")
      let explanation = Explainer.explain([dump])
      let explained = clock.now
      progress.update("bench: writing the text, \(runs)…")
      let output = ExplanationText.render(explanation)
      let rendered = clock.now
      let stages = [read - start, explained - read, rendered - explained, rendered - start]
      best = zip(best, stages).map { min($0, $1) }
      summary =
        "dump: \(dump.lineCount) lines, \(text.utf8.count / 1024) KiB: \(dump.views.count) views, "
        + "\(dump.controllers.count) controllers, \(dump.layerCount) sublayers; "
        + "\(explanation.findings.count) findings, \(output.utf8.count / 1024) KiB of text"
    }
    progress.finish()
    print(summary)
    print(
      "read \(ms(best[0])) ms, explain \(ms(best[1])) ms, text \(ms(best[2])) ms; "
        + "total \(ms(best[3])) ms (best of \(max(runs, 1)) runs)")
  }

  private func ms(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
  }

  /// A `recursiveDescription` of about `lines` lines and its `_printHierarchy`.
  static func dump(lines: Int) -> String {
    var out = ["(lldb) po view.window?.value(forKey: \"recursiveDescription\")"]
    func add(_ depth: Int, _ body: String) {
      out.append(String(repeating: "   | ", count: depth) + body)
    }
    var address = 0x1_0000_0000
    func next() -> String {
      address += 0x160
      return "0x" + String(address, radix: 16)
    }
    add(
      0,
      "<UIWindow: \(next()); frame = (0 0; 393 852); gestureRecognizers = <NSArray: \(next())>; layer = <UIWindowLayer: \(next())>>"
    )
    add(
      1,
      "<UITransitionView: \(next()); frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: \(next())>>"
    )
    add(
      2,
      "<UIDropShadowView: \(next()); frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: \(next())>>"
    )
    let navView = next()
    add(
      3,
      "<UILayoutContainerView: \(navView); frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: \(next())>>"
    )
    add(
      4,
      "<UINavigationTransitionView: \(next()); frame = (0 0; 393 852); clipsToBounds = YES; layer = <CALayer: \(next())>>"
    )
    add(
      5,
      "<UIViewControllerWrapperView: \(next()); frame = (0 0; 393 852); layer = <CALayer: \(next())>>"
    )
    let listView = next()
    add(
      6,
      "<UITableView: \(listView); frame = (0 0; 393 852); clipsToBounds = YES; gestureRecognizers = <NSArray: \(next())>; backgroundColor = <UIDynamicSystemColor: \(next()); name = systemBackgroundColor>; layer = <CALayer: \(next())>; contentOffset: {0, -103}; contentSize: {393, 88000}; adjustedContentInset: {103, 0, 34, 0}; dataSource: <MyApp.ListViewController: \(next())>>"
    )
    var row = 0
    while out.count < lines - 12 {
      add(
        7,
        "<UITableViewCell: \(next()); frame = (0 \(row * 44); 393 44); text = 'Row \(row) <with> brackets; and semicolons'; autoresize = W; layer = <CALayer: \(next())>>"
      )
      add(
        8,
        "<UITableViewCellContentView: \(next()); frame = (0 0; 393 43.6667); gestureRecognizers = <NSArray: \(next())>; layer = <CALayer: \(next())>>"
      )
      add(
        9,
        "<UILabel: \(next()); frame = (20 11; 353 21.3333); text = 'Row \(row)'; userInteractionEnabled = NO; layer = <_UILabelLayer: \(next())>>"
      )
      add(10, "<_UILabelContentLayer: \(next())> (layer)")
      row += 1
    }
    add(
      1,
      "<UITransitionView: \(next()); frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: \(next())>>"
    )
    add(
      2,
      "<UIDimmingView: \(next()); frame = (-393 -852; 1179 2556); opaque = NO; gestureRecognizers = <NSArray: \(next())>; layer = <CALayer: \(next())>>"
    )
    add(
      2,
      "<UIDropShadowView: \(next()); frame = (0 59; 393 793); gestureRecognizers = <NSArray: \(next())>; layer = <CALayer: \(next())>>"
    )
    add(
      3,
      "<UIView: \(next()); frame = (0 0; 393 793); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: \(next())>>"
    )
    add(
      4,
      "<UIView: \(next()); frame = (0 0; 393 793); autoresize = W+H; layer = <CALayer: \(next())>>")
    let sheetView = next()
    add(
      5,
      "<UIView: \(sheetView); frame = (0 0; 393 793); autoresize = W+H; layer = <CALayer: \(next())>>"
    )
    out.append("(lldb) po UIViewController._printHierarchy()")
    out.append(
      "<UINavigationController \(next())>, state: appeared, view: <UILayoutContainerView: \(navView)>"
    )
    out.append(
      "   | <MyApp.ListViewController \(next())>, state: appeared, view: <UITableView: \(listView)>"
    )
    out.append(
      "   + <MyApp.ComposeViewController \(next())>, state: appeared, view: <UIView: \(sheetView)>, presented with: <_UIPageSheetPresentationController \(next())>"
    )
    return out.joined(separator: "\n") + "\n"
  }
}
