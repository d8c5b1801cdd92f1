/// The labels around a rule's text (`tscope rules ID`, the viewer's rule overlay). In Chinese
/// a rule shows its Chinese title and summary first, then the English statement, evidence and
/// choice as the reference text, labelled as such.
public enum RuleWords: Phrase, Hashable {
  /// Before the English statement in Chinese (nothing in English, where it is the text).
  case statement
  case evidence, choice, appleDocumentation

  public var english: String {
    switch self {
    case .statement: ""
    case .evidence: "Evidence: "
    case .choice: "TransitionScope: "
    case .appleDocumentation: "Apple documentation:"
    }
  }

  public var chinese: String {
    switch self {
    case .statement: "原文："
    case .evidence: "依据（英文）："
    case .choice: "TransitionScope 的取舍（英文）："
    case .appleDocumentation: "Apple 文档："
    }
  }
}
