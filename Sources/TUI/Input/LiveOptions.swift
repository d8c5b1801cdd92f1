import Wording

/// What the viewer does on its own between keys, as the command line asked: presenter mode's
/// timer, the present layout and watching the scene file. The run loop keeps the clock and
/// the file's status; the state they change is the reducer's.
public struct LiveOptions: Hashable, Sendable {
  /// Seconds a phase in presenter mode (`--autoplay`), or nil.
  public var autoplay: Double?
  /// Read the open scene again when its file changes (`--watch`).
  public var watch: Bool
  /// Start in the present layout (`--layout present`).
  public var presentLayout: Bool
  /// Start in predict mode (`--predict`).
  public var predict: Bool
  /// The language of the viewer's words (`--lang`, the locale).
  public var language: Language

  public init(
    autoplay: Double? = nil, watch: Bool = false, presentLayout: Bool = false,
    predict: Bool = false, language: Language = .en
  ) {
    self.predict = predict
    self.language = language
    self.autoplay = autoplay
    self.watch = watch
    self.presentLayout = presentLayout
  }
}
