/// The bounds that keep a hostile scene file from crashing, hanging or exhausting memory.
enum InputLimits {
  /// Largest accepted scene file, in bytes of UTF-8.
  static let maxFileBytes = 1_048_576
  /// Deepest accepted nesting of YAML collections (block levels plus flow brackets).
  static let maxNestingDepth = 64
  /// Most YAML values (scalars and collections) a scene file may contain.
  static let maxYAMLNodes = 200_000
  /// Most steps a scene may have.
  static let maxSteps = 10_000
  /// Most controllers and views a scene may declare, counted together.
  static let maxControllersAndViews = 20_000
  /// Deepest nesting of controllers inside controllers.
  static let maxControllerDepth = 32
  /// Largest magnitude of a number of points (frames, sizes): 100 times the widest screen,
  /// far beyond any real layout, and small enough that every sum, product by 100 and
  /// conversion to a terminal cell stays finite and in range.
  static let maxPoints: Double = 100_000

  /// Rejects text larger than `maxFileBytes`.
  static func checkSize(of text: String, path: String) throws(SceneError) {
    let bytes = text.utf8.count
    if bytes > maxFileBytes {
      throw SceneError(
        path: path, line: 1, column: 1,
        message: "scene file is too large (\(bytes) bytes; the limit is \(maxFileBytes))")
    }
  }
}
