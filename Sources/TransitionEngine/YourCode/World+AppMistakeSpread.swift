extension World {
  /// Spreads the marks of the app's own mistakes to what they take along, before every
  /// snapshot, so that the marks follow the first mistake wherever it reaches:
  /// - K-5: a controller the app's code left outside the controller tree while its view stays
  ///   in the window (`viewWithoutController`) takes along what hangs from it: children later
  ///   added to it and controllers it presents (§3.1: presenting from a detached controller
  ///   goes ahead) are outside the tree too, and no appearance callbacks reach them from the
  ///   window's root.
  /// - N-2, TB-2, SV-1: a UIKit container whose content the app's code changed by hand
  ///   (`containerContent`) may show, hide or put back views without callbacks at its next
  ///   layout, so what it shows, what a child whose view the app's code put in the window
  ///   shows (also a child added to it later), and whatever else its view holds, is out of
  ///   step with its appearance state as well [I].
  /// `resting`: the phase is a step's `before` or `after`; a container's content is judged
  /// at rest only, as the invariant checker does.
  /// Returns the sentences that tell the user about views the app's code left that are now
  /// in the window without a controller (K-5).
  mutating func spreadAppMistakes(resting: Bool) -> [CodeLineText] {
    let told = markViewsLeftByCode()
    var detached = Set<String>()
    var containers: [String] = []
    for mistake in appMistakes {
      switch mistake {
      case .viewWithoutController(let name): detached.insert(name)
      case .containerContent(let name): containers.append(name)
      default: break
      }
    }
    for container in containers where resting {
      let shown = visibleChildren(container)
      for child in controllers[container]?.children ?? []
      where shown.contains(child) || isInWindow(child) {
        for name in visibleSubtree(child) { markAppMistake(.appearanceOutOfStep(name)) }
      }
      // What its view holds at its next layout, a controller presented in a child's context
      // (M-2) among them, may be put in or taken out without callbacks too.
      if isInWindow(container), let view = controllers[container]?.view {
        for name in owners(under: view) where name != container {
          markAppMistake(.appearanceOutOfStep(name))
        }
      }
    }
    guard !detached.isEmpty else { return told }
    for owner in owners(under: window) where !detached.contains(owner) {
      guard hangs(owner, fromAnyOf: detached) else { continue }
      markAppMistake(.viewWithoutController(owner))
      markAppMistake(.appearanceOutOfStep(owner))
    }
    return told
  }

  /// §3.1: the line UIKit logs when the presenter hangs from no window's root.
  mutating func detachedPresenterWarning(_ presenter: String) -> String? {
    guard !controllers.reachesRoot(presenter, root: rootName) else { return nil }
    return "Presenting view controllers on detached view controllers is discouraged "
      + "\(describe(presenter))."
  }

  /// N-2, TB-2, SV-1: a navigation, tab or split controller places its children's views
  /// itself. When the app's code moves or removes one of those views by hand, what the
  /// container shows afterwards is the app's doing [I].
  mutating func markManagedViewMoved(_ name: String) {
    guard let parent = controllers[name]?.parent, let kind = controllers[parent]?.kind,
      kind == .navigation || kind == .tab || kind == .split
    else { return }
    markAppMistake(.containerContent(parent))
    for shown in visibleSubtree(name) { markAppMistake(.appearanceOutOfStep(shown)) }
  }
}

extension World {
  /// Records a consequence of an app mistake once.
  /// `place`: the line of the app's code to blame (`Fade.swift:12`), kept with the first
  /// mark for `tscope check`.
  mutating func markAppMistake(_ mistake: AppMistake, at place: String? = nil) {
    if !appMistakes.contains(mistake) { appMistakes.append(mistake) }
    if let place, appMistakePlaces[mistake] == nil { appMistakePlaces[mistake] = place }
  }

  /// Blames a mistake already marked on `place` when no line is blamed yet.
  mutating func blame(_ mistake: AppMistake, on place: String) {
    if appMistakes.contains(mistake), appMistakePlaces[mistake] == nil {
      appMistakePlaces[mistake] = place
    }
  }
}
