extension Planner {
  /// A push or pop on a navigation controller whose view is not in the window (say, in a tab
  /// that is not selected): UIKit updates the stack and the containment callbacks, but no
  /// view is on screen, so nothing animates and no appearance callbacks fire [I].
  mutating func changeOffscreenStack(
    _ nav: String, to stack: [String], verb: String, _ recorder: inout StepRecorder
  ) {
    let old = world[nav]?.children ?? []
    let added = stack.filter { !old.contains($0) }
    let removed = old.filter { !stack.contains($0) }
    for name in added { world.willMove(name, toParent: nav) }
    for name in removed.reversed() { world.willMove(name, toParent: nil) }
    if let oldTop = old.last, let view = world[oldTop]?.view {
      world.forest.removeFromSuperview(view)
    }
    for name in removed { world.detachPresentations(within: name) }
    world.setChildren(stack, of: nav)
    if let top = stack.last, let wrapper = world[nav]?.chrome.wrapper,
      let bounds = world.forest.node(wrapper)?.layoutFrame.bounds
    {
      let insets = childInsets(of: top, in: nav)
      world.mount(top, into: wrapper, frame: bounds, insets: insets)
    }
    for name in added { world.didMove(name, toParent: nav) }
    for name in removed { world.didMove(name, toParent: nil) }
    recorder.capture(&world, .after, notes: [PhaseNote(.offscreenStack(nav: nav, verb: verb))])
  }
}
