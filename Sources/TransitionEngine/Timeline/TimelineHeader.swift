/// What a writer needs before the first step: the setting, and how many steps follow.
public struct TimelineHeader: Sendable {
  public let title: String
  public let about: String?
  /// The environment at the start of the scene.
  public let environment: Environment
  /// The index of the last step (0 when the scene has no steps after the initial state).
  public let lastStepIndex: Int

  public init(title: String, about: String?, environment: Environment, lastStepIndex: Int) {
    self.title = title
    self.about = about
    self.environment = environment
    self.lastStepIndex = lastStepIndex
  }
}

extension Timeline {
  /// The header of this timeline.
  public var header: TimelineHeader {
    TimelineHeader(
      title: title, about: about, environment: environment, lastStepIndex: steps.count - 1)
  }
}
