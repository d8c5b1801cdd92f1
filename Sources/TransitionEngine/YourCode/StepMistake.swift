/// An app mistake a step made (the engine's `AppMistake`, X-8), with the place in the app's
/// code the engine blames when it knows one (`Fade.swift:12`, `line 3`): what `tscope check`
/// lists.
public struct StepMistake: Hashable, Sendable, CustomStringConvertible {
  public let mistake: AppMistake
  /// The line that caused it, as `File.swift:L` or `line L`; nil when no line is to blame.
  public let place: String?

  public init(_ mistake: AppMistake, place: String?) {
    self.mistake = mistake
    self.place = place
  }

  /// `appearance out of step: Settings (Fade.swift:12)`.
  public var description: String {
    mistake.description + (place.map { " (\($0))" } ?? "")
  }
}
