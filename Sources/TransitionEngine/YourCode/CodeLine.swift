/// A statement with the text it was read from and where that text is in the scene file.
public struct CodeLine: Hashable, Sendable {
  public var statement: CodeStatement
  /// The statement as written, without indentation or comment.
  public var text: String
  public var location: SourceLocation
  /// The Swift file the line is in (`CardTransition.swift`), or nil for a line of the scene file.
  public var file: String?
  /// The line runs in an animation's completion: at `completed`, or, in an interactive
  /// transition, once the interaction has ended in `finish()` or `cancel()`.
  public var atEnd: Bool
  /// The animation block the line ran in, if any: what a cancel does to its value.
  public var animation: CodeAnimation?
  /// The lines of the call's trailing completion block (`dismiss(animated: true) { … }`): they
  /// run once its transition has completed, in a later run-loop turn (D-5, P-13).
  public var completion: [CodeLine] = []

  public init(
    statement: CodeStatement, text: String, location: SourceLocation, file: String? = nil,
    atEnd: Bool = false, animation: CodeAnimation? = nil
  ) {
    self.statement = statement
    self.text = text
    self.location = location
    self.file = file
    self.atEnd = atEnd
    self.animation = animation
  }

  /// `CardTransition.swift:42` for a line of a Swift file, `line 9` for a line of the scene.
  public var place: String {
    file.map { "\($0):\(location.line)" } ?? "line \(location.line)"
  }
}
