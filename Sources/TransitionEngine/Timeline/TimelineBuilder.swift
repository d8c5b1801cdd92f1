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
    timeline.codeChildren = planner.codeChildren
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

  /// Step 0's notes: the root's view in the window, then what the device and iOS profile
  /// change in the first picture.
  static func initialNotes(_ world: World) -> [PhaseNote] {
    let window = ProfileNote.window(root: world.rootName, wraps: world.environment.wrapsRootView)
    var notes: [PhaseNote] = []
    for note in [window] + world.profileNotes() {
      notes.append(note: PhaseNote(.profile(note)))
    }
    return notes
  }
}
