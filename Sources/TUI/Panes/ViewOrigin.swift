import TransitionEngine

/// Which line of the app's code put a view where it is (`i` details): the last phase, up to
/// the one shown, whose kind is a code line and whose change moved the view into its
/// current superview. Nil for a view only UIKit placed.
enum ViewOrigin {
  /// The most phases looked at, from the shown one back: a few steps of any scene.
  static let phaseLimit = 400

  /// `FadeTransition.swift:22` or `line 9`, or nil.
  static func place(of id: ViewID, session: SceneSession) -> String? {
    let steps = session.timeline.steps
    let position = session.position
    guard steps.indices.contains(position.step) else { return nil }
    var phases: [Phase] = []
    for index in stride(from: position.step, through: 0, by: -1) {
      let all = steps[index].phases
      let end = index == position.step ? min(position.phase, all.count - 1) : all.count - 1
      guard end >= 0 else { continue }
      phases = Array(all[...end]) + phases
      if phases.count >= phaseLimit { break }
    }
    guard let shown = phases.last else { return nil }
    let parent = Self.parent(of: id, in: shown.window)
    guard parent != nil else { return nil }
    for index in stride(from: phases.count - 1, to: 0, by: -1) {
      let phase = phases[index]
      let before = Self.parent(of: id, in: phases[index - 1].window)
      let after = Self.parent(of: id, in: phase.window)
      guard after != before else { continue }
      // The view's superview changed here: a code line's phase names that line; another
      // phase means UIKit moved it last.
      guard after == parent else { return nil }
      switch phase.kind {
      case .swiftLine(let file, let number, _): return "\(file):\(number)"
      case .codeLine(let number, _): return "line \(number)"
      default: return nil
      }
    }
    return nil
  }

  /// The superview of `id` in the tree, or nil when it is not there (or is the root).
  private static func parent(of id: ViewID, in root: ViewNode) -> ViewID? {
    let path = PhaseView.path(to: id, in: root)
    return path.count >= 2 ? path[path.count - 2] : nil
  }
}
