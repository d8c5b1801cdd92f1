import TransitionEngine

/// The `registerForTraitChanges` handlers UIKit calls on this controller when a trait they
/// watch changes (A-5, iOS 17), run after its `traitCollectionDidChange(_:)`.
extension LiveController {
  /// Runs, in the order they were registered, the registrations that watch one of `changed`:
  /// a handler closure with the controller and the previous traits (unknown), or the method
  /// its selector names. Returns the lines the model does not hold, as notes, and where each
  /// registration that ran was made.
  func runTraitHandlers(changed: [String], world: WorldAnswers) -> (
    notes: [String], places: [String]
  ) {
    let due = run.traitRegistrations.filter { !$0.traits.isDisjoint(with: changed) }
    guard !due.isEmpty else { return ([], []) }
    interpreter.world = world
    interpreter.steps = 0
    interpreter.stopped = false
    run.callback = "traitChangeHandler"
    defer { interpreter.world = nil }
    let before = interpreter.lines.count
    let previous = SwiftValue.unknown("the previous trait collection")
    var places: [String] = []
    for registration in due {
      if let handler = registration.handler {
        _ = interpreter.call(handler, [.object(object), previous])
      } else if let action = registration.action, let method = object.type.method(action) {
        let count = method.signature.parameterClause.parameters.count
        interpreter.runEntry(
          method, on: object, arguments: Array(repeating: previous, count: count))
      } else {
        continue
      }
      _ = run.takePresents()
      places.append(registration.place)
    }
    return (interpreter.lines[before...].map(SwiftProgram.note), places)
  }
}
