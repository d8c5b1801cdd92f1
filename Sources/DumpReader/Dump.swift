/// What one file held: the views of its `recursiveDescription` trees, the controllers of its
/// `_printHierarchy` trees, and every line that was neither.
public struct Dump: Hashable, Sendable {
  /// The file's path as given (`-` for standard input).
  public var path: String
  /// Physical lines in the file.
  public var lineCount: Int
  /// Views in printed order (depth first, subviews back to front).
  public var views: [DumpView] = []
  /// Controllers in printed order.
  public var controllers: [DumpController] = []
  /// Lines that were skipped, with why.
  public var skipped: [SkippedLine] = []
  /// Lines of the file that an author had wrapped and that were joined to the line before.
  public var joinedLines: [Int] = []
  /// Layout guide lines of an `_autolayoutTrace` (`*<UILayoutGuide: 0x… - "Name", …>`): not views.
  public var layoutGuideLines: [Int] = []
  /// True when the paste had no `|` marks and each line's depth was read from its indentation.
  public var depthFromIndentation = false

  public init(path: String, lineCount: Int) {
    self.path = path
    self.lineCount = lineCount
  }

  /// True when the file held a `recursiveDescription` or an `_autolayoutTrace`.
  public var hasViews: Bool { !views.isEmpty }
  /// True when the file held a `recursiveDescription`.
  public var hasRecursiveDescription: Bool { views.contains { !$0.isAutolayoutTrace } }
  /// True when the file held an `_autolayoutTrace`.
  public var hasAutolayoutTrace: Bool { views.contains(where: \.isAutolayoutTrace) }
  /// True when the file held a `_printHierarchy`.
  public var hasControllers: Bool { !controllers.isEmpty }
  /// Sublayer lines read (` (layer)`), which are not views.
  public var layerCount: Int { views.reduce(0) { $0 + $1.layers.count } }
}
