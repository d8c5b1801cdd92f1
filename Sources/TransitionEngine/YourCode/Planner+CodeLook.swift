extension Planner {
  /// `V.alpha = N`, `V.transform = …` and `V.isHidden = …` on a controller's view
  /// in a segue's `perform()` (or a `code` step): the same operations as an animator's lines,
  /// each in its own phase. Asking for the view loads it (LC-1). A value set before
  /// `present` is the view's when it enters; a line in an animation block is where that
  /// animation ends, as in an animator.
  mutating func codeSetProperty(
    _ view: CodeView, _ property: CodeProperty, _ line: CodeLine, _ notes: inout CodeStepNotes
  ) -> CodeLineText {
    guard case .viewOf(let name) = view else {
      return CodeLineText(words: "only a controller's view can be named here; nothing happens.")
    }
    let controller = notes.resolve(name)
    guard world[controller] != nil else {
      return CodeLineText(words: "\(controller) is no controller of the scene; nothing happens.")
    }
    let loads = world[controller]?.view == nil
    world.loadViewIfNeeded(controller)
    var scope = lookScope(controller, notes)
    var text = set(
      property, of: .viewOf(CodeName(controller, location: name.location)), line, &scope)
    notes.styled = scope.lastStyled
    if case .transform(let transform) = property, let id = world[controller]?.view,
      !world.forest.isDescendant(id, of: world.window)
    {
      // A view in no window is not laid out yet: its frame says nothing.
      text = CodeLineText(
        CodeNote.transformOutOfWindow(controller: controller, transform: transform.description))
    }
    return (loads ? CodeLineText(CodeNote.loadsView(controller: controller)) : .none) + text
  }

  /// after the block, the alpha, transform and isHidden its lines left on views
  /// still in the window; a view left invisible is the app's mistake, named at its line.
  mutating func codeLookConsequences(_ notes: CodeStepNotes) -> [CodeLineText] {
    guard !notes.styled.isEmpty else { return [] }
    return lookConsequences(lookScope(world.rootName, notes))
  }

  /// A context for the look operations outside a transition: no container, no to- or
  /// from-view, only what the lines styled.
  private func lookScope(_ controller: String, _ notes: CodeStepNotes) -> TransitionContext {
    var scope = TransitionContext(
      container: world.window, toView: nil, fromView: nil, toVC: controller, fromVC: controller,
      toNilReason: "", fromNilReason: "", appearing: [])
    scope.lastStyled = notes.styled
    return scope
  }
}
