/// Why a controller counting as appeared has no view in the window: a cause the narration
/// layer words (`AnimatorOutcomeNote.OutOfWindowCause`), or words the mechanics still write
/// (the transition's reason for a nil to-view).
enum OutOfWindowWords {
  case typed(AnimatorOutcomeNote.OutOfWindowCause)
  case words(String)
}
