/// One view line of a `recursiveDescription` (or an `_autolayoutTrace`): its description's parts
/// and its place in the tree.
public struct DumpView: Hashable, Sendable {
  /// Class and address as printed.
  public var object: DumpObject
  /// `baseClass = …`: the public UIKit superclass of a private or Swift subclass.
  public var baseClass: String?
  /// `frame = (x y; w h)`, nil where the line had none.
  public var frame: DumpRect?
  /// Every field inside the brackets, in printed order (the frame and baseClass included).
  public var properties: [DumpProperty]
  /// Text after the closing bracket (` collection view layout: <…>`, ` effect=none`).
  public var trailing: String
  /// Depth in the tree as read (the receiver is 0); gaps in the bars are closed up.
  public var depth: Int
  /// The number of `|` marks the line had.
  public var printedDepth: Int
  /// Index of the superview in `Dump.views`, nil for a tree's first line.
  public var parent: Int?
  /// Indexes of the subviews in `Dump.views`, back to front.
  public var children: [Int] = []
  /// Sublayers listed under it as ` (layer)` lines: not views.
  public var layers: [DumpObject] = []
  /// 1-based line in the file.
  public var line: Int
  /// True when the line ended before its closing bracket (a cut or a truncated paste).
  public var isCut: Bool
  /// True for a line of `_autolayoutTrace`: no frame, and `layout` (`•`, `*`, `+`), `text` and
  /// `ambiguous` as its only properties.
  public var isAutolayoutTrace = false

  /// The value printed for `key`, if any.
  public func value(_ key: String) -> String? {
    properties.first { $0.key == key }?.value
  }

  /// `hidden = YES`.
  public var isHidden: Bool { value("hidden") == "YES" }
  /// `clipsToBounds = YES`.
  public var clipsToBounds: Bool { value("clipsToBounds") == "YES" }
  /// `userInteractionEnabled = NO` reads false.
  public var userInteractionEnabled: Bool { value("userInteractionEnabled") != "NO" }
  /// `alpha = …`, 1 when not printed.
  public var alpha: Double { value("alpha").flatMap(Double.init) ?? 1 }
}
