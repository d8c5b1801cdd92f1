import TransitionEngine

/// Controller trees, steps and small scenes built in code, shared by the test targets.
public enum SpecBuilders {
  /// A plain controller, named as a scene file names a bare one.
  public static func plain(_ name: String, _ options: ControllerOptions = ControllerOptions())
    -> ControllerSpec
  {
    ControllerSpec(name: name, kind: .plain, options: options, isBareName: true)
  }

  /// A navigation controller whose stack holds plain controllers.
  public static func nav(_ name: String, _ stack: [String]) -> ControllerSpec {
    ControllerSpec(name: name, kind: .navigation(stack: stack.map { plain($0) }))
  }

  /// A custom container holding the given children.
  public static func container(_ name: String, _ children: [ControllerSpec] = [])
    -> ControllerSpec
  {
    ControllerSpec(name: name, kind: .container(children: children))
  }

  /// An animated step (or not).
  public static func step(_ action: StepAction, animated: Bool = true) -> StepSpec {
    StepSpec(action: action, animated: animated)
  }
}
