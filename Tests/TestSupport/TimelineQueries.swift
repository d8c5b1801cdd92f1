import TransitionEngine

extension Step {
  /// The names of the step's phases, in order.
  public var phaseNames: [String] { phases.map(\.name) }

  /// The phase with this name (the first one).
  public func phase(_ name: String) -> Phase? { phases.first { $0.name == name } }

  /// Every event of the step in order, as printed.
  public var allEvents: [String] { phases.flatMap(\.eventLines) }
}

extension Phase {
  /// The events as printed.
  public var eventLines: [String] { events.map(\.description) }

  /// The window's view tree as printed.
  public var tree: [String] { ViewTreeText.lines(window) }

  /// Names of the controllers whose views are in the window.
  public var owners: [String] { window.flattened().compactMap(\.node.owner) }

  /// The controller `name` in the phase's controller tree.
  public func controller(_ name: String) -> ControllerNode? {
    controllers.flattened().first { $0.name == name }
  }
}
