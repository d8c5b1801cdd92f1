import SceneText

/// A scene written from a dump: the scene with its comments, its YAML text, and the
/// controllers it names for the dump's addresses.
public struct SceneDraft: Hashable, Sendable {
  /// The scene and the assumptions made, as comments.
  public var document: SceneDocument
  /// The scene file's text, as SceneText writes the document.
  public var text: String { document.text }
  /// Scene name for each controller of the explanation (nil for those left out).
  public var names: [String?]
  /// The steps that rebuild the dump's state; the step after them is the next step.
  public var rebuildSteps: Int
  /// What the next step does, in words (`dismiss Picker`), nil when there is none.
  public var nextStep: String?

  /// What the scene assumed about the dump's screen: the preset it matched, or the window
  /// size it kept (`window:`) with the nearest preset; nil without a window frame.
  public var deviceNote: String? {
    document.header.first { $0.hasPrefix("device ") || $0.hasPrefix("assumed: no preset is") }
  }
}
