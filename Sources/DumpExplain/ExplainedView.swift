import Wording

/// A view of the dump with what the explanation made of it.
public struct ExplainedView: Hashable, Sendable {
  /// The address as printed, or a made-up `#N` where the dump had none.
  public var id: String
  public var className: String
  /// `baseClass = …` where printed.
  public var baseClass: String?
  /// `[x, y, width, height]`, nil where the dump had none.
  public var frame: [Double]?
  public var depth: Int
  /// Index of the superview in `Explanation.views`.
  public var parent: Int?
  public var children: [Int]
  public var role: DumpRole
  /// Index of the controller whose view it is, in `Explanation.controllers`.
  public var owner: Int?
  /// The rule behind the role, nil where the rule book has none.
  public var rule: String?
  /// One sentence: why it has this role (`why` is its English).
  public var whyWords: RoleWhyWords
  public var why: String { whyWords.english }
  /// The file it came from, and its line there.
  public var path: String
  public var line: Int
  /// Sublayer lines under it (` (layer)`), which are not views.
  public var layerCount: Int
  /// True when the view's line says `hidden = YES`.
  public var isHidden: Bool
  /// True for a line of an `_autolayoutTrace` (no frame, no controllers).
  public var isTraced = false
  /// The `- AMBIGUOUS LAYOUT…` tail of an `_autolayoutTrace` line, without its dash.
  public var ambiguousLayout: String?
}
