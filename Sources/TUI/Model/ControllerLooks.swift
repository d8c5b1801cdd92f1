import TransitionEngine

/// How each controller of a scene is drawn: its colour, the same in the Controllers, Views and
/// Screen panes, and its root view's background (scene key `background`).
public struct ControllerLooks: Sendable, Equatable {
  private var order: [String: Int] = [:]
  public private(set) var backgrounds: [String: ControllerBackground] = [:]

  /// `planned`: the backgrounds the app's Swift gave while the scene was planned
  /// (`Timeline.codeBackgrounds`), which a scene's `background:` key does not override;
  /// `children`: the children its code added (`Timeline.codeChildren`), coloured after the
  /// declared ones.
  public init(
    _ spec: SceneSpec, planned: [String: ControllerBackground] = [:],
    children: [String: [String]] = [:]
  ) {
    var queue = [spec.root] + spec.steps.compactMap(\.action.controllerSpec)
    var index = 0
    while index < queue.count {
      let controller = queue[index]
      if order[controller.name] == nil { order[controller.name] = order.count }
      index += 1
      queue += controller.childSpecs
      queue += (children[controller.name] ?? []).map { ControllerSpec(name: $0) }
    }
    backgrounds = spec.backgrounds
    for (name, background) in planned where backgrounds[name] ?? .opaque == .opaque {
      backgrounds[name] = background
    }
  }

  /// The colour of a controller's name: controllers in scene order take the colours in turn.
  public func role(_ name: String) -> Style.Role {
    guard let index = order[name] else { return .accent }
    return Style.controllerRoles[index % Style.controllerRoles.count]
  }

  /// The background of a controller's root view (opaque unless the scene says otherwise).
  public func background(_ name: String) -> ControllerBackground {
    backgrounds[name] ?? .opaque
  }
}
