/// The engine's entry point: plans a whole scene into a timeline of steps and phases.
public enum TimelineBuilder {
  /// Plans every step of the scene. Never fails: steps UIKit refuses carry their warning or
  /// exception, and an unknown device falls back to the default one.
  public static func build(_ scene: SceneSpec) -> Timeline {
    let device = Device.named(scene.device) ?? Device.named(Device.defaultName)
    guard let device else {
      return Timeline(
        title: scene.title, about: scene.about, environment: fallbackEnvironment, steps: [])
    }
    let environment = Environment(
      device: device, orientation: scene.orientation, multitasking: scene.multitasking,
      ios: scene.ios)
    var world = World(environment: environment)
    let root = world.instantiate(scene.root)
    world.installRoot(root)
    var steps = [
      Step(
        index: 0, action: .initial, note: nil, warnings: [], error: nil,
        phases: [world.snapshot(.initial, initialExplanation(world))], environment: environment)
    ]
    var planner = Planner(world: world)
    for (offset, spec) in scene.steps.enumerated() {
      steps.append(planner.run(spec, index: offset + 1))
    }
    return Timeline(title: scene.title, about: scene.about, environment: environment, steps: steps)
  }

  /// The environment of a timeline that could not be planned: a phone of no known model.
  public static var fallbackEnvironment: Environment {
    Environment(
      device: Device(
        name: "unknown", displayName: "unknown", family: .phone,
        portraitSize: Size(width: 393, height: 852), isRegularWidthInLandscape: false,
        statusBarHeight: 0, bottomInset: 0, hasHomeButton: false),
      orientation: .portrait, multitasking: .full, ios: 17)
  }

  private static func initialExplanation(_ world: World) -> String {
    let root = world.rootName
    let wrapping =
      world.environment.wrapsRootView
      ? "From iOS 13 UIKit wraps it: UIWindow > UITransitionView > UIDropShadowView > root view (W-3)."
      : "Up to iOS 12 the root view is a direct subview of the window (W-2)."
    return "The window's rootViewController is \(root); its view fills the window (W-1). "
      + wrapping + " Only the views of controllers on screen are in the window: a navigation "
      + "controller's top child (N-2), a tab controller's selected child (TB-2). Parents hear "
      + "appearance callbacks before their children here; sources differ on that order (Q-14)."
      + world.profileNote()
  }
}
