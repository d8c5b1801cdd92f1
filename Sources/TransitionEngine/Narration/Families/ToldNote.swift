/// A phase of a presentation or a dismissal, its words written by its story in both
/// languages (`PresentStory+Chinese`, `DismissStory+Chinese`): what UIKit did, its rules read
/// from the English (the Chinese cites the same ones, in the same order, which a test checks).
struct ToldNote: NoteFamily {
  let english: String
  let chinese: String

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }
}
