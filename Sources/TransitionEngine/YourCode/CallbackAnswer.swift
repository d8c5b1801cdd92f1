/// What a controller's override did when UIKit called it (`ControllerCallbackCall`): the
/// lines the model does not hold, as `not modelled: Home.swift:31 …` sentences that join the
/// phase where UIKit made the call.
public struct CallbackAnswer: Hashable, Sendable {
  public var notes: [String]

  public init(notes: [String] = []) { self.notes = notes }
}
