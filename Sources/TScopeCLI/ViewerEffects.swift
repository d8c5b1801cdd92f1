import SceneFile
import SwiftScene
import TUI
import TransitionEngine

/// Carries out the viewer's effects: reads scene files (`o`, `r`, the watched file), writes
/// them (`w`), keeps presenter mode's clock and watches the open scene's file and its `swift:`
/// files. It never changes the application: every outcome goes back to the reducer as an
/// `Action`.
struct ViewerEffects {
  /// Milliseconds between frames while an animation or the autoplay clock runs (25 a second).
  static let frameInterval: Int32 = 40
  /// Milliseconds between checks of the watched file.
  static let watchInterval: Int32 = 300

  /// The folder `w` writes new scene files into.
  var saveFolder = "."
  /// Time since some fixed instant (the run loop's tests pass a clock of their own).
  private let now: () -> Duration
  private var lastTick: Duration
  private var lastCheck: Duration
  /// The watched file and its stamp when it was last read.
  private var watched: (path: String, stamp: Platform.FileStamp?)?
  /// The stamps of the watched scene's `swift:` files, by the name the scene gives them, as
  /// they were when the scene was last read.
  private var swiftStamps: [String: Platform.FileStamp?] = [:]
  /// The picker's files still to read (`idle`), read one at a time while no key waits.
  var catalog: CatalogReader?
  /// The picker files that did not load, once `catalog` has read them all.
  private(set) var catalogFailures: [CatalogFailure] = []

  init(saveFolder: String = ".", now: @escaping () -> Duration = ViewerEffects.monotonic()) {
    self.saveFolder = saveFolder
    self.now = now
    lastTick = now()
    lastCheck = lastTick
  }

  /// A monotonic clock's time since the call.
  static func monotonic() -> () -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    return { clock.now - start }
  }

  /// How long the run loop may wait for input before `timer`, or nil to wait as usual.
  static func interval(_ state: AppState) -> Int32? {
    if isPlaying(state) { return frameInterval }
    return state.watching ? watchInterval : nil
  }

  /// True while presenter mode's clock runs or its motion is on screen.
  private static func isPlaying(_ state: AppState) -> Bool {
    guard let presenter = state.presenter else { return false }
    return !presenter.paused || state.motion != nil
  }

  /// Carries out an effect that reads or writes files; its outcome, as actions. `quit` and
  /// `repaint` belong to the run loop and give nothing here.
  mutating func perform(_ effect: Effect) -> [Action] {
    switch effect {
    case .quit, .repaint:
      return []
    case .openScene(let path):
      // `o` on a dump shows it as a dump, its rebuilt scene behind it, as `tscope DUMP` does.
      if let page = DumpScene.page(path: path) { return [.openedDump(page)] }
      let stamp = Platform.fileStamp(path)
      do {
        // A picker entry of the built-in scenes is a bare name (`SceneSource`).
        let source = try SceneSource.load(path)
        let entry = SceneEntry(path: source.path, spec: source.spec)
        if watched?.path == path { watched = (path, stamp) }
        return [.opened(entry)]
      } catch {
        return [.openFailed(error.description)]
      }
    case .reload(let path):
      lastTick = now()
      return [read(path)]
    case .saveScene(let entry, let added):
      do {
        let path = try SceneSaver.save(entry, added: added, folder: saveFolder)
        return [.saved(path: path, steps: added.count)]
      } catch {
        return [.saveFailed(error.description)]
      }
    }
  }

  /// Time passing while the run loop waited: a tick while presenter mode plays, and the open
  /// scene read again when its watched file changed. Empty when there is nothing to do.
  mutating func timer(_ state: AppState) -> [Action] {
    let time = now()
    var actions: [Action] = []
    if Self.isPlaying(state) {
      let elapsed = time - lastTick
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      actions.append(.tick(seconds: seconds))
    }
    lastTick = time
    guard state.watching, let path = state.session?.entry.path, !path.isEmpty else {
      return actions
    }
    guard let watched, watched.path == path else {
      // A scene opened since: watch it from now on.
      self.watched = (path, Platform.fileStamp(path))
      swiftStamps = [:]
      lastCheck = time
      return actions
    }
    if time - lastCheck >= .milliseconds(Int(Self.watchInterval)) {
      lastCheck = time
      let swiftFiles = state.session?.entry.spec.swiftFiles ?? []
      if Platform.fileStamp(path) != watched.stamp {
        actions.append(read(path))
      } else if let changed = changedSwiftFile(swiftFiles, of: path) {
        actions += [.swiftFileChanged(changed), read(path)]
      }
    }
    return actions
  }

  /// The first of the scene's `swift:` files whose stamp changed since the scene was read; a
  /// file seen for the first time is remembered, not reported.
  private mutating func changedSwiftFile(_ names: [String], of path: String) -> String? {
    var changed: String?
    for name in names {
      let stamp = Platform.fileStamp(SceneLoader.swiftFilePath(name, beside: path))
      guard let known = swiftStamps[name] else {
        swiftStamps[name] = stamp
        continue
      }
      if known != stamp, changed == nil { changed = name }
    }
    return changed
  }

  /// True while there is work for the time no key waits (`idle`).
  var hasIdleWork: Bool { catalog != nil }

  /// One piece of the work that waits for idle time: reads the picker's next file; once every
  /// one is read, the catalog as the picker lists it (`catalogRead`).
  mutating func idle() -> [Action] {
    guard var reader = catalog else { return [] }
    reader.readNext()
    guard reader.isDone else {
      catalog = reader
      return []
    }
    return [finishCatalog(reader)]
  }

  /// Reads what is left of the picker's files (when the viewer quits before it read them
  /// all); their failures are `catalogFailures`.
  mutating func finishCatalog() {
    guard var reader = catalog else { return }
    reader.finish()
    _ = finishCatalog(reader)
  }

  private mutating func finishCatalog(_ reader: CatalogReader) -> Action {
    catalog = nil
    catalogFailures = reader.failures
    return .catalogRead(entries: reader.entries.map(CatalogEntry.init), failures: reader.failures)
  }

  /// Starts watching `path` as it is now (the scene the viewer opens with).
  mutating func watch(_ path: String) {
    watched = (path, Platform.fileStamp(path))
    swiftStamps = [:]
    lastCheck = now()
  }

  /// Reads the open scene again: `reloaded`, or `reloadFailed` with its located error.
  private mutating func read(_ path: String) -> Action {
    let stamp = Platform.fileStamp(path)
    watched = (path, stamp)
    // A read that fails keeps the files it knows, stamped now: a later fix still reloads.
    for name in swiftStamps.keys {
      swiftStamps[name] = Platform.fileStamp(SceneLoader.swiftFilePath(name, beside: path))
    }
    do {
      let spec = try SwiftSceneLoader.load(path: path)
      swiftStamps = [:]
      for name in spec.swiftFiles {
        swiftStamps[name] = Platform.fileStamp(SceneLoader.swiftFilePath(name, beside: path))
      }
      return .reloaded(SceneEntry(path: path, spec: spec))
    } catch {
      return .reloadFailed(error.description)
    }
  }
}
