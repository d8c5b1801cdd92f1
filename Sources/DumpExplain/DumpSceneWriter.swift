import TransitionEngine

/// Writes a scene that rebuilds a dump's state: the root controller tree, the presentations
/// as unanimated steps, then the next step (dismissing the top presentation, or popping the
/// top stack) so the viewer shows what UIKit will do. What the dump cannot tell is assumed
/// and said in a comment.
public enum DumpSceneWriter {
  public static func write(_ result: Explanation) -> SceneDraft {
    var plan = ScenePlan(result)
    plan.build()
    return plan.draft()
  }
}
