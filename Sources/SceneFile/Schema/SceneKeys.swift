/// The keys of the scene format as the loader reads them, for `tscope help` topics and other
/// descriptions that must list exactly what the loader accepts.
public enum SceneKeys {
  /// Top-level keys of a scene.
  public static var scene: [String] { SceneReader.keys }
  /// Kind keys of a controller mapping, each with its own keys.
  public static var controllerKinds: [(kind: String, keys: [String])] {
    ControllerReader.kindKeys.map { ($0, ControllerReader.kindKeyKeys[$0] ?? []) }
  }
  /// Keys any controller mapping may carry.
  public static var controllerOptions: [String] { ControllerReader.optionKeys }
  /// Action keys of a step, each with its own keys.
  public static var actions: [(action: String, keys: [String])] {
    StepReader.actionKeys.map { ($0, StepReader.actionOptions[$0] ?? []) }
  }
  /// Keys every step may carry.
  public static var stepCommon: [String] { StepReader.commonKeys }
  /// Keys of a present step's `custom:` mapping.
  public static var custom: [String] { StepReader.customKeys }

  /// The candidate closest to `word` when it is close enough to be a likely typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    Suggestions.closest(to: word, in: candidates)
  }
}
