/// P-13: the presentations and dismissals that the lines of one run-loop turn (a `code`
/// block, a button handler) began. Until the turn ends none of them has animated, so each
/// still holds its presentation links (D-6), and the later lines of the turn meet them.
struct RunLoopTurn {
  /// One animated presentation or dismissal a line began.
  struct Begun {
    /// The line that began it.
    var line: CodeLine
    /// True for a dismissal, false for a presentation.
    var isDismissal: Bool
    /// The controller that presents, or presented until the dismissal completes.
    var presenter: String
    /// The controller being presented or dismissed.
    var presented: String
  }

  private(set) var begun: [Begun] = []

  mutating func note(_ transition: Begun) { begun.append(transition) }

  /// The latest transition of the turn on `presenter` (as presenter or as what it shows).
  func blocking(presenter: String) -> Begun? {
    begun.last { $0.presenter == presenter || $0.presented == presenter }
  }

  /// N-19: the latest presentation or dismissal of the turn, whichever controller it is on.
  var latest: Begun? { begun.last }
}
