/// The words of the two compare modes: `tscope compare A B` (its columns' headings, the Why of
/// a scene that holds its phase, its keys and help, `--text`'s headings) and the viewer's
/// compare mode (`c`: the before | this phase | after columns). Phase names and actions are
/// values, as the engine names them.
public enum CompareWords: Phrase, Hashable {
  /// The viewer's compare mode: the first and last columns.
  case before, after
  /// `step 1/2: present B` (`index`, `last`, the action).
  case step(Int, of: Int, String)
  /// `phase 3/7: completed`.
  case phase(Int, of: Int, String)
  /// A scene without the other's phase in this row: `no 'x': still 3/7`.
  case stillAt(missing: String, Int, of: Int)
  /// The Why of that scene: it has no `missing` phase, it still shows `shown`.
  case held(missing: String, shown: String)
  /// `--text`: the heading's tail of that scene.
  case heldTail(missing: String)
  /// The screen is smaller than compare needs (`size`, as `61×16`).
  case needs(String)
  /// The help box's title.
  case keysTitle
  /// A key's word on the bottom row and its meaning in the help box.
  case word(Key), meaning(Key)

  /// The keys of compare, in the order of the bottom row.
  public enum Key: Sendable, Hashable, CaseIterable {
    case next, back, step, ends, scroll, help, quit
  }

  public var english: String {
    switch self {
    case .before: "before"
    case .after: "after"
    case .step(let index, let last, let action): "step \(index)/\(last): \(action)"
    case .phase(let index, let count, let name): "phase \(index)/\(count): \(name)"
    case .stillAt(let missing, let index, let count): "no '\(missing)': still \(index)/\(count)"
    case .held(let missing, let shown):
      "This scene has no '\(missing)' phase here: it still shows '\(shown)'"
        + " while the other scene goes through it."
    case .heldTail(let missing): " (held: no '\(missing)' phase)"
    case .needs(let size): "compare needs \(size) (q quits)"
    case .keysTitle: " Keys of compare "
    case .word(let key): Self.englishWord(key)
    case .meaning(let key): Self.englishMeaning(key)
    }
  }

  public var chinese: String {
    switch self {
    case .before: "之前"
    case .after: "之后"
    case .step(let index, let last, let action): "步骤 \(index)/\(last)：\(action)"
    case .phase(let index, let count, let name): "阶段 \(index)/\(count)：\(name)"
    case .stillAt(let missing, let index, let count): "没有 '\(missing)'：仍停在 \(index)/\(count)"
    case .held(let missing, let shown):
      "这个场景在这里没有 '\(missing)' 阶段：另一个场景经过这个阶段时，它仍显示 '\(shown)'。"
    case .heldTail(let missing): "（停住：没有 '\(missing)' 阶段）"
    case .needs(let size): "compare 至少需要 \(size)（按 q 退出）"
    case .keysTitle: " compare 的按键 "
    case .word(let key): Self.chineseWord(key)
    case .meaning(let key): Self.chineseMeaning(key)
    }
  }

  private static func englishWord(_ key: Key) -> String {
    switch key {
    case .next: "next"
    case .back: "back"
    case .step: "step"
    case .ends: "ends"
    case .scroll: "scroll"
    case .help: "help"
    case .quit: "quit"
    }
  }

  private static func englishMeaning(_ key: Key) -> String {
    switch key {
    case .next: "next phase, in both scenes"
    case .back: "previous phase"
    case .step: "next / previous step"
    case .ends: "first / last phase"
    case .scroll: "scroll both view trees (PgDn PgUp a page)"
    case .help: "this help; Esc or ? closes it"
    case .quit: "quit"
    }
  }

  private static func chineseWord(_ key: Key) -> String {
    switch key {
    case .next: "下一个"
    case .back: "上一个"
    case .step: "步骤"
    case .ends: "首尾"
    case .scroll: "滚动"
    case .help: "帮助"
    case .quit: "退出"
    }
  }

  private static func chineseMeaning(_ key: Key) -> String {
    switch key {
    case .next: "下一个阶段，两个场景一起走"
    case .back: "上一个阶段"
    case .step: "下一步 / 上一步"
    case .ends: "第一个 / 最后一个阶段"
    case .scroll: "同时滚动两棵视图树（PgDn PgUp 翻页）"
    case .help: "这份帮助；按 Esc 或 ? 关闭"
    case .quit: "退出"
    }
  }

  /// One of each case, with sample values, for the tests.
  public static let samples: [CompareWords] =
    [
      .before, .after, .step(1, of: 2, "present B"), .phase(3, of: 7, "completed"),
      .stillAt(missing: "presentation will begin", 2, of: 5),
      .held(missing: "presentation will begin", shown: "start"),
      .heldTail(missing: "presentation will begin"), .needs("61×16"), .keysTitle,
    ] + Key.allCases.map { CompareWords.word($0) } + Key.allCases.map { CompareWords.meaning($0) }
}
