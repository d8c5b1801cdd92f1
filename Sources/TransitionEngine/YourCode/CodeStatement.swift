/// One statement of the developer's code, typed (Scenes/README.md, "Your code").
public enum CodeStatement: Hashable, Sendable {
  /// `parent.addSubview(child)`.
  case addSubview(CodeView, into: CodeView)
  /// `parent.insertSubview(child, belowSubview: w)` / `aboveSubview:` / `at:`.
  case insertSubview(CodeView, into: CodeView, InsertPosition)
  /// `view.removeFromSuperview()`.
  case removeFromSuperview(CodeView)
  /// `transitionContext.completeTransition(…)`.
  case completeTransition(CompletionArgument)
  /// `parent.addChild(child)`.
  case addChild(CodeName, to: CodeName)
  /// `child.removeFromParent()`.
  case removeFromParent(CodeName)
  /// `child.willMove(toParent: parent or nil)`.
  case willMove(CodeName, toParent: CodeName?)
  /// `child.didMove(toParent: parent or nil)`.
  case didMove(CodeName, toParent: CodeName?)
  /// `parent.transition(from: a, to: b)` (K-4).
  case transition(parent: CodeName, from: CodeName, to: CodeName)
  /// `source.present(presented, animated:)`.
  case present(CodeName, from: CodeName, animated: Bool)
  /// `name.dismiss(animated:)`.
  case dismiss(CodeName, animated: Bool)
  /// `nav.pushViewController(pushed, animated:)`.
  case push(CodeName, on: CodeName, animated: Bool)
  /// `nav.popViewController(animated:)`.
  case pop(CodeName, animated: Bool)
  /// `nav.setViewControllers([A, B], animated:)`, or `nav.viewControllers = [A, B]` (the
  /// non-animated form, N-16).
  case setViewControllers([CodeName], on: CodeName, animated: Bool)
  /// `nav.setNavigationBarHidden(true, animated:)` (N-20) or `nav.setToolbarHidden(false,
  /// animated:)` (N-22).
  case setBarHidden(NavigationBarKind, hidden: Bool, on: CodeName, animated: Bool)
  /// `nav.popToViewController(target, animated:)` (N-23).
  case popTo(CodeName, on: CodeName, animated: Bool)
  /// `view.alpha = 0.5`, `view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)`.
  case setProperty(CodeView, CodeProperty)
  /// `let s = view.snapshotView(afterScreenUpdates:)`: makes snapshot `number` of `view`.
  case snapshot(Int, of: CodeView)
  /// `C.beginAppearanceTransition(flag, animated:)`, or with `appearing` nil
  /// `C.endAppearanceTransition()` (K-5, K-9).
  case appearanceTransition(CodeName, appearing: Bool?, animated: Bool)
  /// `C.modalPresentationStyle = .overFullScreen`: the style C is presented with (§5, PC-1).
  case setPresentationStyle(CodeName, PresentationStyle)
  /// `C.modalTransitionStyle = .crossDissolve`: the animation C is presented with (MT-1).
  case setTransitionStyle(CodeName, ModalTransitionStyle)
  /// `let bubble = UIView(frame: …)`: makes view `number` of the app's own.
  case makeView(Int, MadeViewSpec)
  /// `parent.bringSubviewToFront(child)` (`toFront`) or `sendSubviewToBack(child)`: only a
  /// subview of `parent` changes place.
  case reorderSubview(CodeView, in: CodeView, toFront: Bool)
  /// `parent.exchangeSubview(at: i, withSubviewAt: j)`.
  case exchangeSubviews(in: CodeView, Int, Int)
  /// `view.subviews.forEach { $0.removeFromSuperview() }`: every subview leaves, front last.
  case removeSubviews(of: CodeView)
  /// `UIView.transition(from: a, to: b, …)`: b takes a's place in a's superview and a leaves
  /// it.
  case replaceView(CodeView, with: CodeView)
  /// `transitionContext.updateInteractiveTransition(_:)`, `finishInteractiveTransition()`,
  /// `cancelInteractiveTransition()`: a custom interaction controller tells UIKit how the
  /// user's finger drives the transition.
  case interaction(InteractionCall)
  /// `Home.showDetails(for: Item)`, `Shell.current = Child`: a member of the app's own Swift,
  /// run by the planner when the line runs; what it does is what the line does (issue 32).
  case appMember(AppMemberCall)
  /// Real Swift that TransitionScope does not model (a layer, a constraint, the app's own
  /// logic): shown as `not modelled`, never an error. The text says what was skipped.
  case notModelled(String)

  /// Every controller name the statement mentions, in the order written.
  public var names: [CodeName] {
    func viewNames(_ views: [CodeView]) -> [CodeName] {
      views.compactMap { view in
        var current = view
        while case .superview(let inner) = current { current = inner }
        if case .viewOf(let name) = current { return name }
        return nil
      }
    }
    switch self {
    case .addSubview(let child, let parent): return viewNames([parent, child])
    case .insertSubview(let child, let parent, let position):
      switch position {
      case .below(let sibling), .above(let sibling): return viewNames([parent, child, sibling])
      case .index: return viewNames([parent, child])
      }
    case .removeFromSuperview(let view), .setProperty(let view, _), .snapshot(_, let view):
      return viewNames([view])
    case .completeTransition, .notModelled, .interaction, .makeView: return []
    case .reorderSubview(let child, let parent, _): return viewNames([parent, child])
    case .exchangeSubviews(let parent, _, _), .removeSubviews(let parent):
      return viewNames([parent])
    case .addChild(let child, let parent): return [parent, child]
    case .removeFromParent(let child): return [child]
    case .willMove(let child, let parent), .didMove(let child, let parent):
      return [child] + (parent.map { [$0] } ?? [])
    case .transition(let parent, let from, let to): return [parent, from, to]
    case .present(let presented, let source, _): return [source, presented]
    case .dismiss(let name, _), .pop(let name, _), .setBarHidden(_, _, let name, _):
      return [name]
    case .popTo(let target, let nav, _): return [nav, target]
    case .push(let pushed, let nav, _): return [nav, pushed]
    case .appearanceTransition(let name, _, _), .setPresentationStyle(let name, _),
      .setTransitionStyle(let name, _):
      return [name]
    case .replaceView(let from, let to): return viewNames([from, to])
    case .setViewControllers(let stack, let nav, _): return [nav] + stack
    case .appMember(let call): return [call.receiver] + call.values
    }
  }
}
