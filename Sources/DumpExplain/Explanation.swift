import DumpReader
import Wording

/// What `tscope explain` says about one or more dumps: the annotated trees, the story in
/// plain sentences with rule IDs, and the findings.
public struct Explanation: Hashable, Sendable {
  /// One file read.
  public struct Input: Hashable, Sendable {
    public var path: String
    /// `recursiveDescription`, `_printHierarchy`, `autolayoutTrace`, or several joined with `+`.
    public var kind: String
    public var lines: Int
    public var skipped: [SkippedLine]
    /// Layout guide lines of an `_autolayoutTrace`, which are not views.
    public var layoutGuideLines: [Int] = []
    /// True when the file had no `|` marks and depths came from its indentation.
    public var depthFromIndentation = false
  }

  public var inputs: [Input] = []
  public var views: [ExplainedView] = []
  public var controllers: [ExplainedController] = []
  /// The story, a typed sentence each (`story` is their English).
  public var sentences: [ExplainSentence] = []
  public var findings: [Finding] = []
  /// The iOS version the dump gives evidence for (a major version, the lowest it allows), and
  /// the highest where the evidence bounds it; nil when it names none.
  public var iosAtLeast: Int?
  public var iosAtMost: Int?
  /// Addresses a file printed for more than one object; the later objects have made-up ids.
  var reusedAddresses: [AddressBook.Reuse] = []

  /// The story in plain English sentences with rule IDs, as the JSON gives it.
  public var story: [String] { sentences.map(\.english) }

  /// The story in `language`.
  public func story(in language: Language) -> [String] {
    sentences.map { $0.text(in: language) }
  }

  mutating func say(_ words: ViewStoryWords) { sentences.append(.view(words)) }
  mutating func say(_ words: ControllerStoryWords) { sentences.append(.controller(words)) }

  /// The id of a view or controller by index, for sentences.
  func name(view index: Int) -> String {
    "\(views[index].className) \(views[index].id)"
  }

  func name(controller index: Int) -> String {
    "\(controllers[index].className) \(controllers[index].id)"
  }
}
