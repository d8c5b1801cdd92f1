/// Views a cache reads (sheet cards, their dimming views and grabbers, their containers) and
/// those of them whose record was written since the last `take()`: a frame, an alpha, a
/// transform, a subview list. `ViewForest` notes every write to a watched view, whoever makes
/// it (the engine, an animator, the app's code), so that the cache can work out again only
/// what those writes touched.
struct ViewWatch {
  private var watched: Set<ViewID> = []
  private var written: [ViewID] = []
  private var overflow = false
  private static let limit = 4_096

  /// Starts watching a view (watching stops only with `reset`).
  mutating func watch(_ id: ViewID) { watched.insert(id) }

  /// Notes a write to `id` when it is watched.
  mutating func note(_ id: ViewID) {
    guard !watched.isEmpty, !overflow, watched.contains(id) else { return }
    if written.count < Self.limit {
      written.append(id)
    } else {
      written = []
      overflow = true
    }
  }

  /// The watched views written since the last call (duplicates possible), or nil when too many
  /// were to keep (then any of them may have changed), and a fresh start.
  mutating func take() -> [ViewID]? {
    defer {
      written = []
      overflow = false
    }
    return overflow ? nil : written
  }

  /// Stops watching everything.
  mutating func reset() { self = ViewWatch() }
}
