import TUI

/// Reads the picker's files one at a time, so that the viewer can draw its first frame from
/// the files' names and titles (`SceneCatalog.quickList`) and read the scenes while it waits
/// for keys (`ViewerEffects.idle`). Once every file is read, the picker lists exactly what
/// reading them all first gave: the scenes that loaded, then the files that did not.
struct CatalogReader {
  private let items: [CatalogItem]
  private var next = 0
  private(set) var entries: [SceneEntry] = []
  private(set) var failures: [CatalogFailure] = []

  init(_ items: [CatalogItem]) {
    self.items = items
  }

  /// True once every file is read.
  var isDone: Bool { next >= items.count }

  /// Reads the next file.
  mutating func readNext() {
    guard items.indices.contains(next) else { return }
    switch items[next].read() {
    case .scene(let entry): entries.append(entry)
    case .failure(let failure): failures.append(failure)
    case nil: break
    }
    next += 1
  }

  /// Reads every file left.
  mutating func finish() {
    while !isDone { readNext() }
  }
}
