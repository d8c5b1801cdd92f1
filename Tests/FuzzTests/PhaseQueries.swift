import TransitionEngine

// What the fuzz-finding tests read off a phase, in one place.

/// The phase's events as printed.
func events(_ phase: Phase?) -> [String] { phase?.events.map(\.description) ?? [] }

/// The controller `name` in the phase's controller tree.
func node(_ name: String, in phase: Phase?) -> ControllerNode? {
  phase?.controllers.flattened().first { $0.name == name }
}

/// `appeared` or `disappeared, not in the window`: a controller's state and presence.
func state(_ name: String, in phase: Phase?) -> String? {
  node(name, in: phase).map { "\($0.state.rawValue)\($0.inWindow ? "" : ", not in the window")" }
}
