import Testing

@testable import TransitionEngine

/// The insets cache changes how fast safe-area insets are found, never what they are: a scene
/// planned with it draws every phase exactly as one planned without it, and after each step
/// every controller's cached insets are those worked out from scratch. The scenes move
/// controllers between parents, change frames, sizes and tab bars, so that each kind of write
/// that must forget an entry happens with entries there to forget.
@Suite struct InsetsCacheTests {
  /// A chain of nested containers deep enough that a stale entry anywhere shows in a frame.
  @Test func aLongAddChildChainDrawsAsWithoutTheCache() throws {
    let scene = ChainOfChildren.scene(depth: 300)
    let cached = try InsetsCachePlan(
      scene, cached: true, checkEveryController: false, everyPhase: false)
    let uncached = try InsetsCachePlan(
      scene, cached: false, checkEveryController: false, everyPhase: false)
    #expect(cached.mismatches.isEmpty)
    #expect(cached.warnings == [])
    #expect(cached.steps == 300)
    // The window, the root wrapper's two views, and each controller's view with the
    // decorative label its insets place.
    #expect(cached.lastWindow.count == 3 + 301 * 2)
    #expect(cached.lastWindow == uncached.lastWindow)
  }

  /// Children removed, added again under another parent, frames, a push that hides the tab
  /// bar, a pop, rotations and a tab bar hidden by a step: the same phases with and without
  /// the cache, and the cache right about every controller after every step.
  @Test func everyWriteThatChangesInsetsForgetsThem() throws {
    let scene = ChainOfChildren.mixedScene()
    let cached = try InsetsCachePlan(scene, cached: true, checkEveryController: true)
    let askedLess = try InsetsCachePlan(scene, cached: true, checkEveryController: false)
    let uncached = try InsetsCachePlan(scene, cached: false, checkEveryController: false)
    #expect(cached.mismatches == [])
    #expect(cached.warnings == [])
    #expect(cached.steps == scene.steps.count)
    #expect(cached.windows == uncached.windows)
    #expect(askedLess.windows == uncached.windows)
    // The scene does change insets: the same controller's label sits at different heights.
    let labelRows = Set(uncached.windows.filter { $0.contains("UILabel") })
    #expect(labelRows.count > 10)
  }

  /// A sheet that changes size: the cache follows the frames of the views it read.
  @Test func aViewThatChangesSizeForgetsItsChildrensInsets() throws {
    let scene = ChainOfChildren.sheetScene()
    let cached = try InsetsCachePlan(scene, cached: true, checkEveryController: true)
    let askedLess = try InsetsCachePlan(scene, cached: true, checkEveryController: false)
    let uncached = try InsetsCachePlan(scene, cached: false, checkEveryController: false)
    #expect(cached.mismatches == [])
    #expect(cached.warnings == [])
    #expect(cached.windows == uncached.windows)
    #expect(askedLess.windows == uncached.windows)
  }

  /// A split whose columns change with the size class (SV-1), with nested children in a
  /// column: the cache follows the environment.
  @Test func aNewEnvironmentForgetsEveryEntry() throws {
    let scene = ChainOfChildren.splitScene()
    let cached = try InsetsCachePlan(scene, cached: true, checkEveryController: true)
    let uncached = try InsetsCachePlan(scene, cached: false, checkEveryController: false)
    #expect(cached.mismatches == [])
    #expect(cached.warnings == [])
    #expect(cached.windows == uncached.windows)
  }
}

/// A scene planned step by step on a world with or without the insets cache.
struct InsetsCachePlan {
  /// Every phase's window tree, line by line, all steps in order (with `everyPhase`; else
  /// the last step's).
  var windows: [String] = []
  /// The warnings of every step: none means every step did what it says.
  var warnings: [String] = []
  /// The window tree of the last phase.
  var lastWindow: [String] = []
  /// `name: cached … uncached …` for every controller whose cached insets were wrong.
  var mismatches: [String] = []
  var steps = 0

  init(_ scene: SceneSpec, cached: Bool, checkEveryController: Bool, everyPhase: Bool = true)
    throws
  {
    let device = try #require(Device.named(scene.device))
    var world = World(
      environment: Environment(
        device: device, orientation: scene.orientation, multitasking: scene.multitasking,
        ios: scene.ios))
    world.insetsCache.isEnabled = cached
    world.installRoot(world.instantiate(scene.root))
    var planner = Planner(world: world)
    for (offset, spec) in scene.steps.enumerated() {
      let step = planner.run(spec, index: offset + 1)
      steps += 1
      warnings += step.warnings
      if everyPhase || offset == scene.steps.count - 1 {
        for phase in step.phases {
          lastWindow = ViewTreeText.lines(phase.window)
          windows += lastWindow
        }
      }
      let names = checkEveryController ? planner.world.creationOrder : spec.addedName.map { [$0] }
      for name in names ?? [] {
        let fast = planner.world.insets(of: name)
        let slow = planner.world.uncachedInsets(of: name)
        if fast != slow { mismatches.append("step \(offset + 1) \(name): \(fast) vs \(slow)") }
      }
    }
  }
}

extension StepSpec {
  /// The controller an `addChild` step adds.
  fileprivate var addedName: String? {
    if case .addChild(let spec, _) = action { return spec.name }
    return nil
  }
}

/// Scenes for the insets cache tests.
enum ChainOfChildren {
  static func container(_ name: String, frame: Rect? = nil) -> ControllerSpec {
    var options = ControllerOptions()
    options.views = ["UILabel"]
    options.frame = frame
    return ControllerSpec(name: name, kind: .container(children: []), options: options)
  }

  static func step(_ action: StepAction) -> StepSpec { StepSpec(action: action) }

  /// `C1` in `C0`, `C2` in `C1`, …, each a little lower than its parent, so that each one's
  /// insets differ from its parent's until they reach zero.
  static func scene(depth: Int) -> SceneSpec {
    let steps = (1...depth).map { index in
      step(
        .addChild(
          container("C\(index)", frame: Rect(x: 0, y: 3, width: 393, height: 820)),
          to: "C\(index - 1)"))
    }
    return SceneSpec(title: "chain", root: container("C0"), steps: steps)
  }

  /// A tab bar controller over a container chain and a navigation controller, changed in
  /// every way that can change a controller's insets.
  static func mixedScene() -> SceneSpec {
    let home = container("Home")
    let nav = ControllerSpec(name: "Nav", kind: .navigation(stack: [home]))
    let root = ControllerSpec(
      name: "Tabs", kind: .tab(tabs: [container("Box"), nav], selected: .index(0)))
    var steps: [StepSpec] = []
    func add(_ name: String, to parent: String, y: Double = 10) {
      steps.append(
        step(
          .addChild(container(name, frame: Rect(x: 0, y: y, width: 393, height: 700)), to: parent)))
    }
    add("A1", to: "Box", y: 30)
    add("A2", to: "A1")
    add("A3", to: "A2", y: 0)
    add("A4", to: "A3")
    add("B1", to: "Box", y: 0)
    steps.append(step(.removeChild("A2")))
    add("A2", to: "B1", y: 40)  // A2 comes back, with A3 and A4, under another parent.
    add("A5", to: "A4")
    steps.append(step(.rotate(.landscape)))
    add("A6", to: "A5", y: 2)
    steps.append(step(.rotate(.portrait)))
    steps.append(step(.select(.index(1), tab: "Tabs")))
    add("H1", to: "Home", y: 0)
    var hiding = ControllerOptions()
    hiding.hidesBottomBarWhenPushed = true
    hiding.views = ["UILabel"]
    steps.append(step(.push(ControllerSpec(name: "Detail", options: hiding), on: "Nav")))
    add("D1", to: "Detail", y: 0)
    add("D2", to: "D1", y: 5)
    steps.append(step(.pop(nav: "Nav", interactiveCancelled: false)))
    add("H2", to: "H1")
    steps.append(step(.tabBarHidden(true, tab: "Tabs")))
    add("H3", to: "H2")
    steps.append(step(.tabBarHidden(false, tab: "Tabs")))
    add("H4", to: "H3")
    steps.append(step(.removeChild("H1")))
    add("H1", to: "A6", y: 0)
    steps.append(step(.select(.index(0), tab: "Tabs")))
    add("A7", to: "H4")
    steps.append(step(.rotate(.landscape)))
    add("A8", to: "A7")
    return SceneSpec(title: "mixed", ios: 18, root: root, steps: steps)
  }

  /// A container in a page sheet whose detent changes: the sheet's view changes size with no
  /// write to its controller, and that size clips its children's insets.
  static func sheetScene() -> SceneSpec {
    var present = PresentSpec(controller: container("Sheet"), from: "Root", style: .pageSheet)
    present.sheet = SheetConfiguration(detents: [.medium, .large], selected: "large")
    var steps = [step(.present(present))]
    func add(_ name: String, to parent: String, height: Double) {
      steps.append(
        step(
          .addChild(
            container(name, frame: Rect(x: 0, y: 0, width: 393, height: height)), to: parent)))
    }
    add("S1", to: "Sheet", height: 760)
    add("S2", to: "S1", height: 760)
    steps.append(step(.detent("medium", on: "Sheet", interactive: false)))
    add("S3", to: "S2", height: 700)
    add("S4", to: "S3", height: 650)
    steps.append(step(.detent("large", on: "Sheet", interactive: false)))
    add("S5", to: "S4", height: 600)
    return SceneSpec(title: "sheet", root: container("Root"), steps: steps)
  }

  /// A split on an iPad whose width class changes with multitasking, nested containers in its
  /// secondary column.
  static func splitScene() -> SceneSpec {
    let root = ControllerSpec(
      name: "Split", kind: .split(primary: container("List"), secondary: container("Detail")))
    var steps: [StepSpec] = []
    for index in 1...6 {
      steps.append(
        step(
          .addChild(
            container("S\(index)", frame: Rect(x: 0, y: 8, width: 500, height: 900)),
            to: index == 1 ? "Detail" : "S\(index - 1)")))
    }
    steps.append(step(.multitasking(.oneThird)))
    steps.append(step(.addChild(container("S7"), to: "S6")))
    steps.append(step(.multitasking(.full)))
    steps.append(step(.rotate(.portrait)))
    steps.append(step(.addChild(container("S8"), to: "S7")))
    return SceneSpec(
      title: "split", device: "ipad-pro-11", orientation: .landscape, root: root, steps: steps)
  }
}
