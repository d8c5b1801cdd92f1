/// The engine's whole mutable state while it plans a scene: environment, every view, every
/// controller and the callbacks fired since the last snapshot.
struct World {
  var environment: Environment
  var forest = ViewForest()
  var controllers = ControllerTable()
  /// Creation order of controllers, for deterministic iteration.
  var creationOrder: [String] = [] {
    didSet { creationRanks.follow(creationOrder) }
  }
  /// Each name's place in `creationOrder`, so that a few controllers found by an index come
  /// out in creation order without a walk over every controller.
  private(set) var creationRanks = CreationRanks()
  var rootName: String = ""
  let window: ViewID
  /// `UITransitionView > UIDropShadowView` around the root view on iOS 13+ (W-3).
  var rootWrapper: (transitionView: ViewID, dropShadow: ViewID)?
  /// Callbacks fired since the last phase was recorded, in order.
  var events: [LifecycleEvent] = []
  /// Live modal presentations by presented controller, and their order, oldest first.
  var presentations = PresentationTable()
  var presentationOrder: [String] = []
  /// The controller records of the last snapshot, reused where nothing changed, and the slot
  /// of each controller's record in that table.
  var controllerRecords = SharedSlots<ControllerRecord>()
  var recordSlots: [String: Int] = [:]
  /// Each controller's children as its last record named them, by slot.
  var childSlots = ChildSlotsCache()
  /// Whether a view is in the window, for views met by a snapshot since they last moved.
  var inWindowCache = ViewIDTable<Bool>()
  /// The app's Swift for this planning: a controller of the files' class is asked at each
  /// callback UIKit sends it (World+OverrideLines.swift).
  var app: (any AppCode)?
  /// Consequences of the app's own mistakes UIKit lets stand (animators, code steps).
  var appMistakes: [AppMistake] = []
  /// The line each app mistake is blamed on, where the engine knows one.
  var appMistakePlaces: [AppMistake: String] = [:]
  /// The transitions whose animators never called `completeTransition`, oldest first (X-8).
  var unfinishedTransitions: [UnfinishedTransition] = []
  /// Controllers' views an animator moved into a presentation's container, by container.
  var borrowedViews: [ViewID: [BorrowedView]] = [:]
  /// A sheet transition under way: push-back follows its progress (M-11).
  var sheetMotion: SheetMotion?
  /// Views the app's code left under a superview by hand, by view (K-5).
  var viewsLeftByCode: [ViewID: ViewLeftByCode] = [:]
  /// Navigation and tab controllers' private views an animator took out of the window, by
  /// view (N-1, TB-2).
  var chromeTakenOut: [ViewID: ChromeTakenOut] = [:]
  /// Notes met while linking controllers (the app's mistakes, what UIKit did at once), for
  /// the next phase.
  var pendingMistakeNotes: [PhaseNote] = []
  /// Safe-area insets worked out by `insets(of:)`, until a write changes them.
  var insetsCache = InsetsCache()
  /// The app's own open `beginAppearanceTransition` calls, by controller (K-9).
  var handAppearance: [String: HandAppearance] = [:]
  /// Each live card's sheet effects, until a write changes them (`applySheetEffects()`).
  var sheetEffects = SheetEffectsCache()
  /// Presents asked for from lifecycle callbacks (P-10–P-12): see `World+LifecycleHooks`.
  var lifecycle = LifecycleHooks()

  init(environment: Environment) {
    self.environment = environment
    let size = environment.windowSize
    window = forest.make(
      ViewClassCatalogue.window, frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
  }

  subscript(name: String) -> Controller? {
    get { controllers[name] }
    set { controllers[name] = newValue }
    _modify { yield &controllers[name] }
  }

  /// Records a callback UIKit makes.
  mutating func emit(_ event: LifecycleEvent) { events.append(event) }

  /// Records a callback on the controller `name`: `Feed.viewWillAppear(animated: true)`.
  mutating func emit(_ name: String, _ callback: Callback) {
    events.append(.controller(ControllerID(name), callback))
    if lifecycle.isHooked(name) { noteLifecycleCallback(name, callback) }
  }

  /// True when a controller's root view is currently in the window.
  func isInWindow(_ name: String) -> Bool {
    guard let view = controllers[name]?.view else { return false }
    return forest.isDescendant(view, of: window)
  }

  /// `isInWindow`, remembering what it met on the way up until those views move, for a
  /// question asked at every step of a deep tree (a nested `addChild` chain).
  mutating func isInWindowRemembering(_ name: String) -> Bool {
    guard let view = controllers[name]?.view else { return false }
    return forest.reaches(view, top: window)
  }

  /// Class and name as UIKit's logs would show them: `<UIViewController: Feed>`.
  func describe(_ name: String) -> String {
    "<\(controllers[name]?.className ?? "UIViewController"): \(name)>"
  }

  /// The view that holds the root controller's view: the root drop-shadow view, or the window.
  var rootHost: ViewID { rootWrapper?.dropShadow ?? window }

  /// The window's bounds.
  var windowBounds: Rect {
    let size = environment.windowSize
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// All controllers of a kind that are in the window, in creation order.
  func inWindow(kind: ControllerKind) -> [String] {
    guard controllers.contains(kind: kind) else { return [] }
    return inCreationOrder(controllers.names(of: kind)).filter { isInWindow($0) }
  }

  /// The names of `creationOrder` that `names` holds, in that order; it costs what `names`
  /// holds, not the number of controllers.
  func inCreationOrder(_ names: Set<String>) -> [String] {
    let ranked = names.compactMap { name in creationRanks[name].map { (name, $0) } }
    return ranked.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// True when `ancestor` lies on the parent chain above `name`.
  func isAncestor(_ ancestor: String, of name: String) -> Bool {
    var current = controllers[name]?.parent
    var steps = 0
    while let candidate = current, steps <= controllers.count {
      if candidate == ancestor { return true }
      current = controllers[candidate]?.parent
      steps += 1
    }
    return false
  }

  /// Names of the controllers whose root views lie in the subtree of `view`, back to front.
  func owners(under view: ViewID) -> [String] {
    forest.owners(under: view)
  }

  /// The outermost controller of the containment tree `name` belongs to.
  func containmentRoot(of name: String) -> String {
    var current = name
    var steps = 0
    while let parent = controllers[current]?.parent, steps <= controllers.count {
      current = parent
      steps += 1
    }
    return current
  }

}
