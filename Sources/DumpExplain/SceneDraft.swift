/// A scene written from a dump: its YAML text, and the controllers it names for the dump's
/// addresses.
public struct SceneDraft: Hashable, Sendable {
  /// The scene file's text (assumptions as comments).
  public var text: String
  /// Scene name for each controller of the explanation (nil for those left out).
  public var names: [String?]
  /// The steps that rebuild the dump's state; the step after them is the next step.
  public var rebuildSteps: Int
  /// What the next step does, in words (`dismiss Picker`), nil when there is none.
  public var nextStep: String?
}
