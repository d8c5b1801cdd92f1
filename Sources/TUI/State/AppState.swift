import TransitionEngine
import Wording

/// Everything the interface shows, as a plain value: the reducer changes it, the view draws it.
public struct AppState: Sendable, Equatable {
  /// Scene files the picker lists (the playground is added to them).
  public var catalog: [CatalogEntry]
  /// Scene files that did not load, listed under the picker's scenes with their error.
  public var catalogFailures: [CatalogFailure] = []
  public var ascii: Bool
  /// The language of the viewer's words (`--lang`, the locale); English by default.
  public var language: Language = .en
  /// The terminal size of the last resize event (mouse hit-testing and scroll limits).
  public var size: TerminalSize
  /// The open scene; nil while the start picker shows.
  public var session: SceneSession?
  /// The dump the scene was rebuilt from (`tscope DUMP`, `o` on a dump); `d` goes between it
  /// and its scene.
  public var dump: DumpPage?
  /// True while the dump shows as a dump (its tree, roles, findings) instead of its scene.
  public var showsDump = false
  public var focus: PaneID = .views
  public var zoomed = false
  public var comparing = false
  public var overlay: Overlay?
  public var search: SearchState?
  /// The view under the cursor in the views pane.
  public var selected: ViewID?
  /// True when the details of the selected view show (after a click).
  public var showsDetails = false
  public var folded: Set<ViewID> = []
  /// First visible line of each scrolled pane; the events pane follows the phase when absent.
  public var scroll: [PaneID: Int] = [:]
  public var status: StatusLine?
  /// True after an `r` that would drop added steps: a second `r` restarts.
  public var confirmingRestart = false
  /// Which rule ID of the Why pane the cursor is on (j/k there move it, Enter opens it).
  public var ruleCursor: Int?
  /// The window the screen picture draws between two phases while an animation plays
  /// (presenter mode, recordings); nil shows the phase itself.
  public var motion: Motion?
  /// Presenter mode (`--autoplay`): the phase timer; nil when the viewer waits for keys.
  public var presenter: Presenter?
  /// Predict mode (`x`, `--predict`): moving forward first asks which views will change.
  public var predicting = false
  /// Panes hidden with `v`; their room goes to the others (`V` shows them all again).
  public var hidden: Set<PaneID> = []
  /// In predict mode, the phase whose changes the viewer is asking about; the panes still
  /// show the phase before it until a key reveals it.
  public var question: Position?
  /// The present layout: a large screen picture, the views and the explanation.
  public var presentLayout = false
  /// A picture to publish (`shot`, `record` with `--clean`): no key hints, no selection bar,
  /// no focused pane.
  public var clean = false
  /// The scene file is watched (`--watch`): `r` reads it again.
  public var watching = false
  /// Why the watched file does not load now, shown until it loads again.
  public var reloadError: String?

  public init(
    catalog: [CatalogEntry], session: SceneSession? = nil, ascii: Bool = false,
    size: TerminalSize = TerminalSize(width: 80, height: 24)
  ) {
    self.catalog = catalog
    self.session = session
    self.ascii = ascii
    self.size = size
    if session == nil { overlay = .picker(PickerState()) }
  }

  /// Changes the open session in place, so that its row cache is not copied; nothing
  /// happens while the picker shows.
  mutating func withSession(_ body: (inout SceneSession) -> Void) {
    guard var session else { return }
    self.session = nil
    body(&session)
    self.session = session
  }

  public var glyphs: Glyphs { Glyphs.forASCII(ascii) }

  /// The picker's rows: the catalog's scenes, then the playground.
  public var pickerEntries: [CatalogEntry] { catalog + [Playground.catalogEntry] }

  /// The picker's row of a scene read from it: the row of its file, or the playground's row
  /// for the playground itself (a dump's rebuilt scene, which has no file, has none).
  public func pickerIndex(of entry: SceneEntry) -> Int? {
    guard !entry.path.isEmpty else { return entry == Playground.entry ? catalog.count : nil }
    return catalog.firstIndex { $0.path == entry.path }
  }

  /// The picker's rows whose title or file name contains `filter` (any case).
  public func pickerEntries(matching filter: String) -> [CatalogEntry] {
    let needle = ViewSearch.lowered(filter)
    guard !needle.isEmpty else { return pickerEntries }
    return pickerEntries.filter { entry in
      ViewSearch.contains(entry.title, needle)
        || ViewSearch.contains(PickerOverlay.fileName(entry.path), needle)
    }
  }
}
