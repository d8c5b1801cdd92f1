/// The limits of a scene's `window: [w, h]` (the scene loader's and the explainer's one home).
public enum SceneSizes {
  /// The smallest and largest window side, in points.
  public static let windowSides = 100.0...3000.0
}
