import TransitionEngine

/// The fix for one app mistake of one step: the edit, its diff, and the scene as fixed; or
/// nothing found among the edits tried.
public struct FoundFix {
  /// The step that made the mistake.
  public let step: Int
  /// The step's action, as `tscope check` names it.
  public let action: String
  /// The mistake, with the line the engine blames.
  public let mistake: StepMistake
  /// The edit that removes the mistake and makes no other, or nil.
  public let edit: SwiftEdit?
  /// The edit as a unified diff of the file, or nil.
  public let diff: String?
  /// How many edits were run to find it (or without finding one).
  public let tried: Int
  /// The scene with the edit made, as it was run.
  public let fixed: SceneSpec?
  /// The edit is the one found for an earlier mistake, which removes this one too.
  public let sameAsEarlier: Bool
  /// The scene has `swift:` files to edit (a mistake of `animator:` lines has none).
  public let inSwiftFiles: Bool
}
