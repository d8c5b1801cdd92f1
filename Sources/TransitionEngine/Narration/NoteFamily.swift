/// One area's note kinds (transitions, presentations, the app's code, …): each family is an
/// enum in `Narration/Families/` whose cases carry the values a note names, and writes its own
/// words in every language. `NoteKind` holds a family's case as one of its own, so areas grow
/// their kinds in their own files.
protocol NoteFamily: Sendable, Hashable {
  /// What the note tells.
  var role: NoteRole { get }
  /// The rule IDs the note cites, in the order its words cite them.
  var rules: [String] { get }
  /// The controllers the note names.
  var controllers: [String] { get }
  /// The lines of the app's files the note names (`Home.swift:14`).
  var lines: [String] { get }
  /// The words in English, with the spaces that join them to the next note.
  var english: String { get }
  /// The words in Simplified Chinese (zh-Hans), in the vocabulary of the posts this project
  /// grew from (normal 结构 / over 结构, containerView, fromView / toView), API names as they
  /// are.
  var chinese: String { get }
}
