extension Planner {
  /// K-5, K-9: the app's own `C.beginAppearanceTransition(_:animated:)` and
  /// `C.endAppearanceTransition()`, in a `code` step, a segue's `perform()` or an animator.
  /// A begin sends the will-callback to C and every descendant it shows; the matching end
  /// sends the did-callback. Calls are counted (Apple's header: the callbacks are "tied to
  /// the final matching invocation of endAppearanceTransition"): a second begin in the same
  /// direction only nests and the did-callback waits for the last end; a begin in the other
  /// direction starts over, and an end with no begin sends nothing (the reimplementations'
  /// counter, K-9 [I]). Unbalanced calls are the app's mistake, named at their lines.
  mutating func appearanceCall(
    _ name: String, appearing: Bool?, animated: Bool, _ line: CodeLine
  ) -> String {
    guard let state = world[name]?.appearance else {
      return "\(name) is not a controller of the scene; nothing happens."
    }
    let names = world.visibleSubtree(name)
    let others = names.count > 1 ? " and the children it shows" : ""
    // K-9: from here on the app's code answers for these controllers' state, which may
    // differ from their views' presence by design (not a mistake).
    for shown in names { world.markAppMistake(.appearanceByHand(shown)) }
    let counted = world.handAppearance[name]
    guard let appearing else {
      return appearanceEnd(name, state, counted, names, others, line)
    }
    if var counted, counted.appearing == appearing {
      counted.open.append(line)
      world.handAppearance[name] = counted
      return "\(name) is already \(state.rawValue) by your begin at \(counted.open[0].place): "
        + "this begin only nests (\(counted.open.count) open) and sends nothing; the "
        + "did-callback waits for the \(counted.open.count == 2 ? "second" : "last") matching "
        + "endAppearanceTransition() (K-9; the count is the reimplementations', inferred [I])."
    }
    var text = ""
    if let counted {
      // The reimplementations start the count over with the new direction [I].
      text =
        "The mistake (\(counted.open.map(\.place).joined(separator: ", "))): "
        + "\(counted.open.count == 1 ? "that begin was" : "those begins were") never ended; "
        + "this begin in the other direction replaces "
        + "\(counted.open.count == 1 ? "it" : "them"), so \(name) never hears "
        + (counted.appearing ? "viewDidAppear" : "viewDidDisappear") + " for "
        + "\(counted.open.count == 1 ? "it" : "them") (K-9 [I]). "
    } else if (appearing && state == .appearing) || (!appearing && state == .disappearing) {
      return "\(name) is already \(state.rawValue) in UIKit's own transition: the call only "
        + "nests, nothing is sent until the matching end (K-9, inferred from the "
        + "reimplementations)."
    }
    world.handAppearance[name] = HandAppearance(appearing: appearing, open: [line])
    world.beginAppearance(names, appearing: appearing, animated: animated)
    return text + "begins an appearance transition by hand: \(name)\(others) hear "
      + (appearing ? "viewWillAppear" : "viewWillDisappear")
      + "(animated: \(animated)) now and count as \(appearing ? "appearing" : "disappearing") "
      + "until endAppearanceTransition() (K-5, K-9)."
  }

  private mutating func appearanceEnd(
    _ name: String, _ state: AppearanceState, _ counted: HandAppearance?, _ names: [String],
    _ others: String, _ line: CodeLine
  ) -> String {
    guard var counted else {
      guard state == .appearing || state == .disappearing else {
        return "The mistake (\(line.place)): no beginAppearanceTransition is open on \(name) "
          + "(it is \(state.rawValue)), so this end is unbalanced: nothing is sent (K-9; what "
          + "UIKit does with it is inferred from the reimplementations [I])."
      }
      // An end of the transition UIKit began: the count UIKit keeps reaches zero.
      world.endAppearance(names)
      return "ends the appearance transition under way: \(name)\(others) hear "
        + (state == .appearing ? "viewDidAppear" : "viewDidDisappear")
        + " now and count as \(state == .appearing ? "appeared" : "disappeared") (K-5, K-9)."
    }
    let matched = counted.open.removeLast()
    counted.named = min(counted.named, counted.open.count)
    if !counted.open.isEmpty {
      world.handAppearance[name] = counted
      return "matches the begin at \(matched.place); \(counted.open.count) still open (from "
        + "\(counted.open[0].place)), so nothing is sent yet (K-9 [I])."
    }
    world.handAppearance[name] = nil
    world.endAppearance(names)
    return "ends the appearance transition you began at \(matched.place): \(name)\(others) hear "
      + (counted.appearing ? "viewDidAppear" : "viewDidDisappear")
      + " now and count as \(counted.appearing ? "appeared" : "disappeared") (K-5, K-9)."
  }

  /// K-9: the app's begins still open when a step ends, not named before: each is the app's
  /// mistake at its line. The controller stays appearing or disappearing.
  mutating func openAppearanceSentences(except later: Set<String> = []) -> [String] {
    var sentences: [String] = []
    for name in world.handAppearance.keys.sorted() where !later.contains(name) {
      guard var counted = world.handAppearance[name], counted.named < counted.open.count
      else { continue }
      let lines = counted.open[counted.named...].map(\.place)
      counted.named = counted.open.count
      world.handAppearance[name] = counted
      sentences.append(
        "The mistake (\(lines.joined(separator: ", "))): \(name).beginAppearanceTransition("
          + "\(counted.appearing), …) has no matching endAppearanceTransition() when the step "
          + "ends, so \(name) stays \(counted.appearing ? "appearing" : "disappearing") and "
          + "never hears \(counted.appearing ? "viewDidAppear" : "viewDidDisappear") (K-9).")
    }
    return sentences
  }
}

extension TransitionContext {
  /// The controller a line after `completeTransition` ends an appearance transition of.
  func endsAppearance(_ line: CodeLine) -> String? {
    guard case .appearanceTransition(let name, nil, _) = line.statement else { return nil }
    return controller(name)
  }
}
