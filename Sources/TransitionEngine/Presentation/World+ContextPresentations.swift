extension World {
  /// Live presentations made from `name` or from a controller inside it, and those stacked on
  /// them (presented from what they present), oldest first.
  /// Only the presentations made from inside `name`'s containment subtree, or stacked on
  /// those, can qualify: they are found through the tables' indexes and then checked oldest
  /// first, so the cost is what is found, not the number of live presentations.
  func presentations(within name: String) -> [Presentation] {
    guard !presentations.isEmpty else { return [] }
    var candidates: Set<String> = []
    var walked: Set<String> = [name]
    var roots = [name]
    while let root = roots.popLast() {
      for controller in containmentSubtree(root) {
        for presented in presentations.presented(by: controller) {
          candidates.insert(presented)
          if walked.insert(presented).inserted { roots.append(presented) }
        }
      }
    }
    let ordered = candidates.sorted {
      presentations.serial(of: $0) < presentations.serial(of: $1)
    }
    return presentations(within: name, among: ordered.compactMap { presentations[$0] })
  }

  /// Live presentations (oldest first) made from `name` or from a controller inside it, and
  /// those stacked on them, looking only at `live`.
  private func presentations(within name: String, among live: [Presentation]) -> [Presentation] {
    var roots = [name]
    var result: [Presentation] = []
    for presentation in live {
      let presenter = presentation.presenter
      if roots.contains(where: { $0 == presenter || isAncestor($0, of: presenter) }) {
        result.append(presentation)
        roots.append(presentation.presented)
      }
    }
    return result
  }

  /// `name` and every controller whose parent chain reaches it (what `isAncestor` answers
  /// yes for), walking the table's index of parents down.
  private func containmentSubtree(_ name: String) -> [String] {
    var result = [name]
    var seen: Set<String> = [name]
    var index = 0
    while index < result.count {
      for child in controllers.named(asParentBy: result[index]) where seen.insert(child).inserted {
        result.append(child)
      }
      index += 1
    }
    return result
  }

  /// The controllers on screen inside the containers of presentations made within `name`,
  /// each once, leaving out what `name` shows itself: the app's code may have put `name`'s
  /// view, or a view it shows, inside one of those containers (K-6: one view, one callback).
  func shownInPresentations(within name: String) -> [String] {
    var seen = Set(visibleSubtree(name))
    return presentations(within: name).flatMap { owners(under: $0.container) }
      .filter { isInWindow($0) && seen.insert($0).inserted }
  }

  /// What enters the window with `name`'s view: the subtree it shows, then what is shown in
  /// the containers of current-context presentations made inside it that stayed inside its
  /// view while it was away (M-2).
  func arrivingSubtree(_ name: String) -> [String] {
    var result = visibleSubtree(name)
    guard let view = controllers[name]?.view else { return result }
    for presentation in presentations(within: name)
    where forest.isDescendant(presentation.container, of: view) {
      result += visibleSubtree(presentation.presented).filter { !result.contains($0) }
    }
    return result
  }

  /// A container belongs with its presenter: when a containment change takes the presenter's
  /// view out of the window (pop, removeChild, a column replaced), the containers of
  /// presentations made within it leave too (T-1, T-8) [I].
  mutating func detachPresentations(within name: String) {
    let within = presentations(within: name)
    guard !within.isEmpty else { return }
    let view = controllers[name]?.view
    for presentation in within {
      // A container inside the controller's own view travels with it anyway.
      if let view, forest.isDescendant(presentation.container, of: view) { continue }
      forest.removeFromSuperview(presentation.container)
    }
  }

  /// Puts back the containers of current-context presentations made within `name` whose
  /// superview is `superview`, when `name` is shown there again; a grabbing one keeps the
  /// presenter's view out (M-2).
  mutating func reattachContextPresentations(in superview: ViewID, within name: String) {
    for presentation in presentations(within: name)
    where forest.superview(of: presentation.container) == nil {
      switch presentation.placement {
      case .context(let home) where home == superview:
        forest.insert(presentation.container, into: superview)
      case .window where isInWindow(presentation.presenter):
        forest.insert(presentation.container, into: window)  // Stacked on one shown again.
      default:
        continue
      }
      // A grabbing presentation keeps the presenter's view out of the window (M-1, M-2).
      if presentation.presenterHome != nil, let view = controllers[presentation.presenter]?.view,
        !forest.isDescendant(view, of: presentation.container)
      {
        forest.removeFromSuperview(view)
      }
    }
  }

  /// Lays a controller's subtree out again where it stands, so that a view coming back into
  /// the window shows its current children (a stack that changed while it was away).
  mutating func refreshSubtree(_ name: String) {
    guard let view = controllers[name]?.view, let frame = forest.node(view)?.layoutFrame else {
      return
    }
    let insets = self.insets(of: name)
    layout(name, frame: frame, insets: insets)
  }
}
