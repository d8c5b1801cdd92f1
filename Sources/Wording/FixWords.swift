/// `tscope fix`'s words: the fix found for a mistake (the edit, and that the run proved it),
/// no fix found, and nothing to fix. File names, lines, steps and counts are values.
public enum FixWords: Phrase, Hashable {
  /// The fix deletes `place` (`Fade.swift:17`); `step` no longer makes the mistake.
  case deletes(place: String, step: Int, tried: Int)
  /// The fix inserts a line before `place`.
  case inserts(place: String, step: Int, tried: Int)
  /// The fix rewrites the line at `place`.
  case changes(place: String, step: Int, tried: Int)
  /// The fix found for an earlier mistake (at `place`) removes this one too.
  case sameAsEarlier(place: String)
  /// No one-line edit among `tried` removed the mistake without making another.
  case noneFound(tried: Int)
  /// The mistake is in a scene's `code:` step, not in a `swift:` file.
  case notInSwiftFiles
  /// The scene makes no app mistake.
  case nothingToFix(scenes: Int)
  /// `compare --fix` on a scene with no fix to show.
  case compareNothing(scene: String)
  /// `compare --fix` without a second scene to name: what the right side is.
  case fixedLabel(scene: String, edit: String)

  public var english: String {
    switch self {
    case .deletes(let place, let step, let tried):
      "fix: delete \(place); run with it, step \(step) makes no mistake and nothing else "
        + "gets worse (\(Self.edits(tried)) run)"
    case .inserts(let place, let step, let tried):
      "fix: insert a line before \(place); run with it, step \(step) makes no mistake and "
        + "nothing else gets worse (\(Self.edits(tried)) run)"
    case .changes(let place, let step, let tried):
      "fix: change line \(place); run with it, step \(step) makes no mistake and nothing else "
        + "gets worse (\(Self.edits(tried)) run)"
    case .noneFound(let tried):
      "no fix: none of the \(Self.edits(tried)) of one line that were run removes it without "
        + "another mistake; the cause needs more than one line, or is outside the Swift files"
    case .sameAsEarlier(let place):
      "fix: the edit at \(place) above removes this one too"
    case .notInSwiftFiles:
      "no fix: the mistake is in the scene's own `animator:` or `code:` lines, not in a Swift file"
    case .nothingToFix(let scenes):
      "ok: \(scenes) scene\(scenes == 1 ? "" : "s"), no app mistake to fix"
    case .compareNothing(let scene):
      "tscope: error: \(scene): no fix to compare (no app mistake, or no one-line fix found; "
        + "'tscope fix \(scene)' says which)"
    case .fixedLabel(let scene, let edit): "\(scene) (fixed: \(edit))"
    }
  }

  public var chinese: String {
    switch self {
    case .deletes(let place, let step, let tried):
      "修正：删除 \(place)；改后运行，第 \(step) 步不再出错，其他也没有变坏（运行了 \(tried) 种改法）"
    case .inserts(let place, let step, let tried):
      "修正：在 \(place) 之前插入一行；改后运行，第 \(step) 步不再出错，其他也没有变坏（运行了 \(tried) 种改法）"
    case .changes(let place, let step, let tried):
      "修正：改写 \(place) 这一行；改后运行，第 \(step) 步不再出错，其他也没有变坏（运行了 \(tried) 种改法）"
    case .noneFound(let tried):
      "没有修正：运行过的 \(tried) 种单行改法都不能在不引入新错误的情况下消除它；"
        + "原因需要改不止一行，或者不在 Swift 文件里"
    case .sameAsEarlier(let place):
      "修正：上面 \(place) 处的改动也消除了这个错误"
    case .notInSwiftFiles:
      "没有修正：错误出在场景自己的 `animator:` 或 `code:` 行里，不在 Swift 文件中"
    case .nothingToFix(let scenes): "ok: \(scenes) 个场景，没有需要修正的应用代码错误"
    case .compareNothing(let scene):
      "tscope: error: \(scene)：没有可对比的修正（没有应用代码错误，或找不到单行修正；"
        + "'tscope fix \(scene)' 会说明）"
    case .fixedLabel(let scene, let edit): "\(scene)（修正后：\(edit)）"
    }
  }

  /// One of each case, with sample values, for the tests.
  public static let samples: [FixWords] = [
    .deletes(place: "Fade.swift:17", step: 2, tried: 3),
    .inserts(place: "Fade.swift:35", step: 1, tried: 9),
    .changes(place: "Fade.swift:20", step: 1, tried: 2), .noneFound(tried: 60),
    .sameAsEarlier(place: "Fade.swift:35"),
    .notInSwiftFiles,
    .nothingToFix(scenes: 1), .compareNothing(scene: "s.yaml"),
    .fixedLabel(scene: "s.yaml", edit: "delete Fade.swift:17"),
  ]

  private static func edits(_ count: Int) -> String {
    count == 1 ? "1 edit" : "\(count) edits"
  }
}
