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
  ) -> CodeLineText {
    guard let state = world[name]?.appearance else {
      return CodeLineText(HandAppearanceNote.notController(name: name))
    }
    let names = world.visibleSubtree(name)
    let others = names.count > 1
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
      return CodeLineText(
        HandAppearanceNote.nests(
          name: name, state: state.rawValue, first: counted.open[0].place,
          open: counted.open.count))
    }
    var text = CodeLineText.none
    if let counted {
      // The reimplementations start the count over with the new direction [I].
      text = CodeLineText(
        HandAppearanceNote.replaced(
          places: counted.open.map(\.place), name: name, appearing: counted.appearing))
    } else if (appearing && state == .appearing) || (!appearing && state == .disappearing) {
      return CodeLineText(HandAppearanceNote.alreadyInUIKit(name: name, state: state.rawValue))
    }
    world.handAppearance[name] = HandAppearance(appearing: appearing, open: [line])
    world.beginAppearance(names, appearing: appearing, animated: animated)
    return text
      + CodeLineText(
        HandAppearanceNote.begins(
          name: name, others: others, appearing: appearing, animated: animated))
  }

  private mutating func appearanceEnd(
    _ name: String, _ state: AppearanceState, _ counted: HandAppearance?, _ names: [String],
    _ others: Bool, _ line: CodeLine
  ) -> CodeLineText {
    guard var counted else {
      guard state == .appearing || state == .disappearing else {
        return CodeLineText(
          HandAppearanceNote.unbalancedEnd(place: line.place, name: name, state: state.rawValue))
      }
      // An end of the transition UIKit began: the count UIKit keeps reaches zero.
      world.endAppearance(names)
      return CodeLineText(
        HandAppearanceNote.endsUnderWay(
          name: name, others: others, appearing: state == .appearing))
    }
    let matched = counted.open.removeLast()
    counted.named = min(counted.named, counted.open.count)
    if !counted.open.isEmpty {
      world.handAppearance[name] = counted
      return CodeLineText(
        HandAppearanceNote.matches(
          matched: matched.place, open: counted.open.count, first: counted.open[0].place))
    }
    world.handAppearance[name] = nil
    world.endAppearance(names)
    return CodeLineText(
      HandAppearanceNote.ends(
        matched: matched.place, name: name, others: others, appearing: counted.appearing))
  }

  /// K-9: the app's begins still open when a step ends, not named before: each is the app's
  /// mistake at its line. The controller stays appearing or disappearing.
  mutating func openAppearanceSentences(except later: Set<String> = []) -> [CodeLineText] {
    var sentences: [CodeLineText] = []
    for name in world.handAppearance.keys.sorted() where !later.contains(name) {
      guard var counted = world.handAppearance[name], counted.named < counted.open.count
      else { continue }
      let lines = counted.open[counted.named...].map(\.place)
      counted.named = counted.open.count
      world.handAppearance[name] = counted
      sentences.append(
        CodeLineText(
          HandAppearanceNote.openAtEnd(places: lines, name: name, appearing: counted.appearing)))
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
