/// The frame of `tscope explain`'s text and of the viewer's dump screen: section headings,
/// a controller's presentation, the labels of the Why pane of a dump, its summary and keys.
/// The roles (`presentation-container`), the finding kinds (`app-mistake`) and the skip
/// reasons are the JSON contract's words and stay as they are in every language.
public enum ExplainWords: Phrase, Hashable {
  /// `== views ==` and the other sections of the text.
  case section(Section)
  /// The findings section with none.
  case noFindings
  /// `, presented with CLASS (STYLE)`; nil style: it cannot be told.
  case presentedWith(String, style: String?)
  case root
  /// `, view joined: UIView 0x…`.
  case viewJoined(String)
  /// The rule of a finding or a role that has none.
  case unknownRule
  /// The viewer: no `_printHierarchy` in the dump.
  case noHierarchy
  /// The viewer's Why pane: no rule for the role; the owner, unknown, none.
  case ruleUnknown, owner(String, state: String), ownerUnknown, ownerNone
  /// The viewer's summary (`kinds`, the inputs' kinds or nil) and its keys' words.
  case summary(kinds: String?, views: Int, controllers: Int, findings: Int)
  case key(Key)
  /// The compare columns' titles: the dump, and the rebuilt scene's phase.
  case yourApp, uikitAt(step: Int, phase: Int, of: Int, String)

  /// A section of the text.
  public enum Section: Sendable, Hashable, CaseIterable {
    case views, controllers, story, findings, skipped
  }

  /// The words of the dump screen's keys.
  public enum Key: Sendable, Hashable, CaseIterable {
    case scene, compare, back, phase, pane, move, open, help, quit
  }

  public var english: String {
    switch self {
    case .section(.views): "views"
    case .section(.controllers): "controllers"
    case .section(.story): "story"
    case .section(.findings): "findings"
    case .section(.skipped): "skipped"
    case .noFindings: "none"
    case .presentedWith(let with, let style):
      ", presented with \(with) (\(style ?? "style unknown"))"
    case .root: ", root"
    case .viewJoined(let view): ", view joined: \(view)"
    case .unknownRule: "unknown"
    case .noHierarchy: "no _printHierarchy in this dump: owners and states unknown"
    case .ruleUnknown: "rule: unknown (the rule book has none for this role)"
    case .owner(let name, let state): "owner: \(name), \(state)"
    case .ownerUnknown: "owner: unknown (no _printHierarchy given)"
    case .ownerNone: "owner: none of the dump's controllers has it as its view"
    case .summary(let kinds, let views, let controllers, let findings):
      " \(kinds ?? "dump"): \(Self.counted(views, "view")), "
        + "\(Self.counted(controllers, "controller")), \(Self.counted(findings, "finding"))"
        + (findings == 0 ? "" : " (! in the tree)")
    case .key(let key): Self.englishKey(key)
    case .yourApp: "your app: the dump"
    case .uikitAt(let step, let phase, let count, let name):
      "UIKit: step \(step) \(phase)/\(count) \(name)"
    }
  }

  public var chinese: String {
    switch self {
    case .section(.views): "视图"
    case .section(.controllers): "控制器"
    case .section(.story): "经过"
    case .section(.findings): "发现"
    case .section(.skipped): "跳过的行"
    case .noFindings: "没有"
    case .presentedWith(let with, let style): "，用 \(with) present（\(style ?? "样式未知")）"
    case .root: "，根控制器"
    case .viewJoined(let view): "，对上的视图：\(view)"
    case .unknownRule: "未知"
    case .noHierarchy: "这份 dump 里没有 _printHierarchy：视图归谁、控制器状态都未知"
    case .ruleUnknown: "规则：未知（规则书里没有关于这个角色的规则）"
    case .owner(let name, let state): "所属控制器：\(name)，\(state)"
    case .ownerUnknown: "所属控制器：未知（没有提供 _printHierarchy）"
    case .ownerNone: "所属控制器：dump 里没有哪个控制器以它为视图"
    case .summary(let kinds, let views, let controllers, let findings):
      " \(kinds ?? "dump")：\(views) 个视图，\(controllers) 个控制器，\(findings) 条发现"
        + (findings == 0 ? "" : "（树中以 ! 标出）")
    case .key(let key): Self.chineseKey(key)
    case .yourApp: "你的应用：dump"
    case .uikitAt(let step, let phase, let count, let name):
      "UIKit：步骤 \(step) \(phase)/\(count) \(name)"
    }
  }

  private static func counted(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  private static func englishKey(_ key: Key) -> String {
    switch key {
    case .scene: "scene"
    case .compare: "compare"
    case .back: "back"
    case .phase: "phase"
    case .pane: "pane"
    case .move: "move"
    case .open: "open"
    case .help: "help"
    case .quit: "quit"
    }
  }

  private static func chineseKey(_ key: Key) -> String {
    switch key {
    case .scene: "场景"
    case .compare: "对比"
    case .back: "返回"
    case .phase: "阶段"
    case .pane: "窗格"
    case .move: "移动"
    case .open: "打开"
    case .help: "帮助"
    case .quit: "退出"
    }
  }

  /// One of each case, with sample values, for the tests.
  public static let samples: [ExplainWords] =
    Section.allCases.map { ExplainWords.section($0) } + Key.allCases.map { ExplainWords.key($0) }
    + [
      .noFindings, .presentedWith("_UIPageSheetPresentationController", style: "pageSheet"),
      .presentedWith("_UIFoo", style: nil), .root, .viewJoined("UIView 0x1"), .unknownRule,
      .noHierarchy, .ruleUnknown, .owner("A 0x2", state: "appeared"), .ownerUnknown, .ownerNone,
      .summary(kinds: "recursiveDescription", views: 3, controllers: 1, findings: 1),
      .summary(kinds: nil, views: 1, controllers: 0, findings: 0), .yourApp,
      .uikitAt(step: 1, phase: 2, of: 5, "completed"),
    ]
}
