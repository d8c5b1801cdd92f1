/// What a controller's override did when UIKit called it (`ControllerCallbackCall`): the
/// lines the model does not hold, as `not modelled: Home.swift:31 …` sentences that join the
/// phase where UIKit made the call.
public struct CallbackAnswer: Hashable, Sendable {
  public var notes: [String]
  /// The `registerForTraitChanges` handlers the call ran, each where it was registered
  /// (`Gallery.swift:8`), in the order they were registered.
  public var traitHandlers: [String]

  public init(notes: [String] = [], traitHandlers: [String] = []) {
    self.notes = notes
    self.traitHandlers = traitHandlers
  }
}
