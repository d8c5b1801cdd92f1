import DumpExplain

/// A dump the viewer shows as a dump: its explained trees, the scene rebuilt from it (which
/// `d` turns to and steps on), and where the cursor and the scrolled panes are.
public struct DumpPage: Hashable, Sendable {
  /// The file the dump came from, as given.
  public var path: String
  public var explanation: Explanation
  /// The scene `tscope explain --scene` writes for it; nil when that scene does not load.
  public var scene: SceneEntry?
  /// The scene's steps that rebuild the dump's state; the step after them is the next step
  /// (a dismissal, a pop), where `d` steps on to.
  public var rebuildSteps: Int
  /// The selected view: an index in `explanation.views`.
  public var selected = 0
  /// First visible line of each scrolled pane (views, controllers, why).
  public var scroll: [PaneID: Int] = [:]
  /// `c`: the dump's tree beside the rebuilt scene's tree at its current phase.
  public var comparing = false

  public init(path: String, explanation: Explanation, scene: SceneEntry?, rebuildSteps: Int) {
    self.path = path
    self.explanation = explanation
    self.scene = scene
    self.rebuildSteps = rebuildSteps
  }

  /// The addresses (or made-up ids) a finding is about: the rows the tree marks.
  public var marked: Set<String> { Set(explanation.findings.flatMap(\.addresses)) }
}
