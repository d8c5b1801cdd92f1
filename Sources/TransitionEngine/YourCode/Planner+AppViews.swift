extension Planner {
  /// `let bubble = UIView(frame: …)`: a new view of the app's own, in no superview, marked as
  /// made by the code (X-14). An app class the files do not declare is drawn as a plain view.
  mutating func makeView(
    _ number: Int, _ spec: MadeViewSpec, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> CodeLineText {
    let frame = spec.frame ?? .zero
    let view = world.forest.make(
      spec.className, frame: frame,
      mark: AppViewMark(madeAt: line.place, isKnownClass: spec.isKnownClass))
    scope.madeViews[number] = (view, line)
    return CodeLineText(
      .madeView(
        className: spec.className, frame: frame.description, knownClass: spec.isKnownClass))
  }

  /// X-14 (the one place that cites it): where a view the lines put outside the container
  /// stands, and who moves or removes it afterwards. Empty for a view inside the container.
  func outsideContainerNote(_ view: ViewID, in parent: ViewID, _ scope: TransitionContext)
    -> CodeLineText
  {
    guard world.forest.isDescendant(view, of: world.window),
      !world.forest.isDescendant(parent, of: scope.container)
    else { return .none }
    if parent == world.window {
      return CodeLineText(.inKeyWindow)
    }
    guard world.forest.node(parent)?.appMark == nil else { return .none }
    return CodeLineText(
      english: Narration.words(.inUIKitWrapper(wrapper: describe(parent, scope)), in: .english),
      chinese: Narration.words(
        .inUIKitWrapper(wrapper: mention(parent, scope).chinese), in: .zhHans))
  }

  /// X-14: after UIKit's completion, the views the lines put straight into the window. They
  /// stay on screen above the presentations below them: the app's consequence, not UIKit's.
  func viewsLeftInWindow(_ scope: TransitionContext) -> [CodeLineText] {
    world.forest.subviews(of: world.window).compactMap { view in
      guard let line = scope.lastTouch[view], world.forest.node(view)?.owner == nil else {
        return nil
      }
      return CodeLineText(
        english: Narration.words(
          .leftInWindow(view: describe(view, scope), line: "\(line.place)", code: line.text),
          in: .english),
        chinese: Narration.words(
          .leftInWindow(
            view: mention(view, scope).chinese, line: "\(line.place)", code: line.text),
          in: .zhHans))
    }
  }

  /// K-3: a child controller's view may go only under a view of its parent. Returns UIKit's
  /// exception text when `parent`'s nearest owning controller is another controller.
  func hierarchyInconsistency(_ child: ViewID, into parent: ViewID, _ scope: TransitionContext)
    -> String?
  {
    // A controller the transition takes out of the tree is out of it for the lines after
    // completeTransition already (X-5).
    guard let owner = world.forest.node(child)?.owner, !scope.leavingTree.contains(owner),
      let childParent = world[owner]?.parent,
      let holder = world.owningController(of: parent), holder != childParent
    else { return nil }
    return Narration.words(
      .childViewUnderAnotherParent(
        child: world.describe(owner), expected: world.describe(holder),
        actual: world.describe(childParent)),
      in: .english)
  }

  /// `bringSubviewToFront(_:)` / `sendSubviewToBack(_:)`: only a subview changes place.
  mutating func reorder(
    _ child: CodeView, in parent: CodeView, toFront: Bool, _ line: CodeLine,
    _ scope: inout TransitionContext
  ) -> String {
    let (childID, childNil) = resolve(child, scope)
    let (parentID, parentNil) = resolve(parent, scope)
    guard let parentID else { return "\(parent) is nil here: \(parentNil). Nothing happens." }
    guard let childID else { return "\(child) is nil here: \(childNil). Nothing happens." }
    guard world.forest.superview(of: childID) == parentID else {
      return "\(describe(childID, scope)) is not a subview of \(describe(parentID, scope)). "
        + "Apple's documentation does not say what happens then; TransitionScope leaves the "
        + "views where they are."
    }
    world.forest.insert(childID, into: parentID, at: toFront ? nil : 0)
    scope.lastTouch[childID] = line
    let subviews = world.forest.subviews(of: parentID).map { describe($0, scope) }
    return "\(describe(childID, scope)) goes to the \(toFront ? "front" : "back") of "
      + "\(describe(parentID, scope)). Back to front it now holds: "
      + subviews.joined(separator: ", ") + "."
  }

  /// `exchangeSubview(at:withSubviewAt:)`: two subviews trade places.
  mutating func exchange(
    in parent: CodeView, _ first: Int, _ second: Int, _ line: CodeLine,
    _ scope: inout TransitionContext
  ) -> String {
    let (parentID, parentNil) = resolve(parent, scope)
    guard let parentID else { return "\(parent) is nil here: \(parentNil). Nothing happens." }
    let subviews = world.forest.subviews(of: parentID)
    guard subviews.indices.contains(first), subviews.indices.contains(second) else {
      return "\(describe(parentID, scope)) has \(subviews.count) subviews, so index "
        + "\(subviews.indices.contains(first) ? second : first) names none. Apple's "
        + "documentation does not say what happens then; TransitionScope changes nothing."
    }
    let (low, high) = (min(first, second), max(first, second))
    if low != high {
      world.forest.insert(subviews[high], into: parentID, at: low)
      world.forest.insert(subviews[low], into: parentID, at: high)
      scope.lastTouch[subviews[low]] = line
      scope.lastTouch[subviews[high]] = line
    }
    let now = world.forest.subviews(of: parentID).map { describe($0, scope) }
    return "\(describe(parentID, scope)) exchanges its subviews at \(first) and \(second). "
      + "Back to front it now holds: \(now.joined(separator: ", "))."
  }

  /// `view.subviews.forEach { $0.removeFromSuperview() }`: each subview leaves, back first,
  /// with what a single `removeFromSuperview()` does to it.
  mutating func removeSubviews(
    of parent: CodeView, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> CodeLineText {
    let (parentID, parentNil) = resolve(parent, scope)
    guard let parentID else {
      return CodeLineText(words: "\(parent) is nil here: \(parentNil). Nothing happens.")
    }
    let subviews = world.forest.subviews(of: parentID)
    guard !subviews.isEmpty else {
      return CodeLineText(
        english: "\(describe(parentID, scope)) has no subviews.",
        chinese: "\(mention(parentID, scope).chinese) 没有子视图。")
    }
    let texts = subviews.map { removeViewText($0, line, &scope).text }
    let chinese = texts.compactMap(\.chinese)
    return CodeLineText(
      english: "every subview of \(describe(parentID, scope)) leaves it, back to front. "
        + texts.map { $0.english.prefix(1).uppercased() + $0.english.dropFirst() }
        .joined(separator: " "),
      chinese: chinese.count == texts.count
        ? "\(mention(parentID, scope).chinese) 的每个子视图都离开它，从后到前。" + chinese.joined()
        : nil)
  }
}

extension World {
  /// X-14: after a dismissal, the views the app's code put straight into the window, which
  /// UIKit's removal of the container does not take; empty when there are none.
  func appViewsInWindowNote() -> CodeLineText {
    let left = forest.subviews(of: window).compactMap { view -> (String, String)? in
      guard let node = forest.node(view), let mark = node.appMark else { return nil }
      return (
        "the \(node.className) made at \(mark.madeAt)", "\(mark.madeAt) 生成的 \(node.className)"
      )
    }
    guard !left.isEmpty else { return .none }
    return CodeLineText(
      english: Narration.words(.madeViewsLeftAfterDismissal(views: left.map(\.0)), in: .english),
      chinese: Narration.words(.madeViewsLeftAfterDismissal(views: left.map(\.1)), in: .zhHans))
  }
}
