/// Live modal presentations by presented controller, with two indexes kept up to date on every
/// write so that questions about them cost what they find, not the number of presentations:
/// the presentations each controller made, and which ones show a sheet card (M-10).
struct PresentationTable {
  private var storage: [String: Presentation] = [:]
  /// Presented controllers by their presenter.
  private var byPresenter: [String: Set<String>] = [:]
  /// Presented controllers whose presentation is a card (a page or form sheet).
  private(set) var cards: Set<String> = []
  /// When each presentation began, as a count of presentations begun before it: the order of
  /// `World.presentationOrder`, which gets each name as it enters this table.
  private var serials: [String: Int] = [:]
  private var nextSerial = 0
  /// Presented controllers whose presentation was written since the last `takeWritten()`, for
  /// the sheet effects cache; `writtenOverflow` once more than `writtenLimit` piled up unread.
  private var written: [String] = []
  private var writtenOverflow = false
  private static let writtenLimit = 4_096

  subscript(name: String) -> Presentation? {
    get { storage[name] }
    set {
      let old = storage[name].map(\.presenter)
      storage[name] = newValue
      reindex(name, oldPresenter: old)
    }
    _modify {
      let old = storage[name].map(\.presenter)
      defer { reindex(name, oldPresenter: old) }
      yield &storage[name]
    }
  }

  var isEmpty: Bool { storage.isEmpty }

  /// The controllers `presenter` presented that are still presented.
  func presented(by presenter: String) -> Set<String> { byPresenter[presenter] ?? [] }

  /// Position of a live presentation among those begun (oldest first).
  func serial(of name: String) -> Int { serials[name] ?? .max }

  /// The presented controllers whose presentation was written since the last call
  /// (duplicates possible), or nil when too many were to keep, and a fresh start.
  mutating func takeWritten() -> [String]? {
    defer {
      written = []
      writtenOverflow = false
    }
    return writtenOverflow ? nil : written
  }

  private mutating func reindex(_ name: String, oldPresenter: String?) {
    if !writtenOverflow {
      if written.count < Self.writtenLimit {
        written.append(name)
      } else {
        written = []
        writtenOverflow = true
      }
    }
    let presentation = storage[name]
    if presentation == nil {
      serials[name] = nil
    } else if serials[name] == nil {
      serials[name] = nextSerial
      nextSerial += 1
    }
    let newPresenter = presentation?.presenter
    if oldPresenter != newPresenter {
      if let oldPresenter {
        byPresenter[oldPresenter]?.remove(name)
        if byPresenter[oldPresenter]?.isEmpty == true { byPresenter[oldPresenter] = nil }
      }
      if let newPresenter { byPresenter[newPresenter, default: []].insert(name) }
    }
    if let presentation, PresentationRules.isCard(presentation.style) {
      cards.insert(name)
    } else {
      cards.remove(name)
    }
  }
}
