import TransitionEngine
import Wording

/// Row lists, search results and screen pictures already computed for one plan of a scene,
/// so that a key press walks the view tree only when it shows a phase (or a set of folds) for
/// the first time.
///
/// It lives inside the `SceneSession` whose timeline it was made from, and the session
/// starts a new one whenever its timeline changes: a scene opened or read again, or a step
/// added, never sees rows of another plan. The reducer fills it (`Reducer.prepare(_:)`);
/// drawing only reads it, and computes what is missing without keeping it. At most `limit` rows are kept (40 bytes each); the least
/// recently used lists go first.
public struct RowCache: Sendable {
  /// Which tree of a phase a list is for.
  public enum Tree: Hashable, Sendable {
    /// The phase's window with the changes since the previous phase (the views pane).
    case current
    /// The step's first phase, without marks (compare mode's left column).
    case before
    /// The step's last phase, marked with what changes from this phase on (compare mode).
    case after
  }

  /// What a row list depends on.
  public struct Key: Hashable, Sendable {
    var position: Position
    var tree: Tree
    var folded: Set<ViewID>
  }

  struct Entry: Sendable {
    let list: RowList
    var used: Int
  }

  /// The matches of one query in one phase, in depth-first order over the whole tree.
  struct Search: Sendable {
    let position: Position
    let query: String
    let matches: [ViewID]
  }

  /// What a screen picture depends on: the phase and the region it fills.
  struct PictureKey: Hashable, Sendable {
    let position: Position
    let region: Region
  }

  /// What a step's views pane width depends on: the step (and the phase, in a step laid out
  /// phase by phase) and the folds.
  struct StepWidthKey: Hashable, Sendable {
    let step: Int
    let phase: Int?
    let folded: Set<ViewID>
  }

  /// What the Why pane's lines depend on besides the plan: the phase, the width they are
  /// wrapped to, the language and the rule under the cursor.
  struct WhyKey: Hashable, Sendable {
    let position: Position
    let width: Int
    let language: Language
    let cursor: Int?
  }

  /// Rows kept at most, over all lists.
  static let limit = 3_000_000
  /// Lists kept at most.
  static let maximumEntries = 256

  private var entries: [Key: Entry] = [:]
  private var clock = 0
  /// True once every phase was flattened (when the plan was first shown).
  var prefilled = false
  /// The screen region every phase's picture was made for, if any.
  var prefilledPictures: Region?
  /// Columns the widest row of each step's phases takes (`PaneLayout.treeWidth`).
  var stepWidths: [StepWidthKey: Int] = [:]
  /// The Why pane's lines of the phases shown (`WhyPane.lines`).
  private(set) var whyLines: [WhyKey: [Line]] = [:]
  /// The last search.
  var search: Search?
  /// Screen pictures made so far (a picture holds the few views that show, so they are small).
  private(set) var pictures: [PictureKey: ScreenPicture] = [:]

  public init() {}

  /// The list for `key` if it is kept.
  func list(_ key: Key) -> RowList? { entries[key]?.list }

  /// Keeps `list` for `key`, dropping the least recently used lists beyond the limits.
  mutating func store(_ list: RowList, for key: Key) {
    clock += 1
    entries[key] = Entry(list: list, used: clock)
    while entries.count > 1, total > Self.limit || entries.count > Self.maximumEntries,
      let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.used < $1.value.used })
    {
      entries[oldest.key] = nil
    }
  }

  /// Keeps a picture; all are dropped when there are `maximumEntries` already.
  mutating func store(_ picture: ScreenPicture, for key: PictureKey) {
    if pictures.count >= Self.maximumEntries { pictures = [:] }
    pictures[key] = picture
  }

  /// Keeps the Why pane's lines; all are dropped when there are `maximumEntries` already.
  mutating func store(_ lines: [Line], for key: WhyKey) {
    if whyLines.count >= Self.maximumEntries { whyLines = [:] }
    whyLines[key] = lines
  }

  /// Marks the list for `key` as just used.
  mutating func touch(_ key: Key) {
    clock += 1
    entries[key]?.used = clock
  }

  /// Rows kept.
  var total: Int { entries.values.reduce(0) { $0 + $1.list.count } }
}
