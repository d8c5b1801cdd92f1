/// One UIKit view class the engine knows: its name, what it is for, the rule that says so,
/// and how it draws.
public struct ViewClass: Hashable, Sendable {
  /// The runtime class name as UIKit prints it.
  public let name: String
  public let kind: ViewClassKind
  /// The rule book ID that describes it; nil where the rule book has none.
  public let rule: String?
  /// One line: what UIKit uses it for.
  public let summary: String
  /// No content of its own: see-through in the screen picture.
  public let isStructural: Bool
  /// Opaque system chrome (bars, the popover's frame).
  public let isChrome: Bool
  /// Clips its subviews (the window, the sheet card, the popover's frame).
  public let clips: Bool

  /// The class `name` of `kind`, its rule and summary the legend's (`ViewClassLegend`).
  init(
    _ name: String, _ kind: ViewClassKind, _ legend: ViewClassLegend, structural: Bool = false,
    chrome: Bool = false, clips: Bool = false
  ) {
    self.init(
      name, kind, rule: legend.rule, legend.english, structural: structural, chrome: chrome,
      clips: clips)
  }

  init(
    _ name: String, _ kind: ViewClassKind, rule: String?, _ summary: String,
    structural: Bool = false, chrome: Bool = false, clips: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.rule = rule
    self.summary = summary
    self.isStructural = structural
    self.isChrome = chrome
    self.clips = clips
  }
}
