/// The language a note's words are written in; English only for now, the narration functions
/// take it so that another language can plug in.
public enum NoteLanguage: String, Sendable, Hashable, CaseIterable {
  case english = "en"
}
