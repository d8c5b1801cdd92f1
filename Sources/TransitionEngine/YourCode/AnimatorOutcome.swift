/// How an animator's block ended.
enum AnimatorOutcome {
  /// `completeTransition(finished)` at `line`.
  case completed(finished: Bool, line: CodeLine)
  /// No line called `completeTransition`.
  case neverCompleted
}
