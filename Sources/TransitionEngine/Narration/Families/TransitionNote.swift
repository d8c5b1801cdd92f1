/// The notes of the container transitions (push, pop, tab switch, present, dismiss): each
/// case is one phase of one transition's story with the facts its words need, written in
/// English by the story and in Chinese beside it.
enum TransitionNote: NoteFamily {
  /// The `before` phase of every step.
  case before
  case push(PushStory, PushStory.Moment)
  case pop(PopStory, PopStory.Moment)
  case tab(TabStory, TabStory.Moment)

  /// What UIKit did: every phase of a transition's story tells that.
  var role: NoteRole { .happened }

  /// The rule IDs the words cite, read from the English when asked (a story's sentences cite
  /// their rules as they go; the Chinese cites the same ones, which a test checks).
  var rules: [String] { RuleIDScan.ids(in: english) }

  /// None yet: the notes of the transitions named none before they were kinds, and the JSON
  /// stays byte for byte what it was.
  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .before: return "The window and controllers before this step."
    case .push(let story, let moment): return story.english(moment)
    case .pop(let story, let moment): return story.english(moment)
    case .tab(let story, let moment): return story.english(moment)
    }
  }

  var chinese: String {
    switch self {
    case .before: return "这一步之前的 window 和控制器。"
    case .push(let story, let moment): return story.chinese(moment)
    case .pop(let story, let moment): return story.chinese(moment)
    case .tab(let story, let moment): return story.chinese(moment)
    }
  }
}
