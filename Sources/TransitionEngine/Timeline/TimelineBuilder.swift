/// The engine's entry point: plans a whole scene into a timeline of steps and phases.
public enum TimelineBuilder {
  /// Plans every step of the scene. Never fails: steps UIKit refuses carry their warning or
  /// exception, and an unknown device falls back to the default one.
  public static func build(_ scene: SceneSpec) -> Timeline {
    var planner = TimelinePlanner(scene)
    var steps: [Step] = []
    while let step = planner.next() { steps.append(step) }
    let header = planner.header
    var timeline = Timeline(
      title: header.title, about: header.about, environment: header.environment, steps: steps)
    timeline.codeBackgrounds = planner.codeBackgrounds
    return timeline
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

  static func initialExplanation(_ world: World) -> String {
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
