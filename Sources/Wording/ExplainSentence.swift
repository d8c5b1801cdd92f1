/// One sentence of `tscope explain`'s story: about the view trees or about the controllers.
public enum ExplainSentence: Phrase, Hashable {
  case view(ViewStoryWords)
  case controller(ControllerStoryWords)

  public var english: String {
    switch self {
    case .view(let words): words.english
    case .controller(let words): words.english
    }
  }

  public var chinese: String {
    switch self {
    case .view(let words): words.chinese
    case .controller(let words): words.chinese
    }
  }
}
