/// A word of the hint bar, shown after its key (`→/l next`, `Esc close`).
public enum HintWord: Phrase, Hashable, CaseIterable {
  case next, back, step, pane, move, scroll, close, quit, go, choose, pick, name, animated
  case clear, toFilter, open, rule, details, search, change, compare, zoom, act, help, previous
  case scene, phase, type

  public var english: String {
    switch self {
    case .next: "next"
    case .back: "back"
    case .step: "step"
    case .pane: "pane"
    case .move: "move"
    case .scroll: "scroll"
    case .close: "close"
    case .quit: "quit"
    case .go: "go"
    case .choose: "choose"
    case .pick: "pick"
    case .name: "name"
    case .animated: "animated"
    case .clear: "clear"
    case .toFilter: "to filter"
    case .open: "open"
    case .rule: "rule"
    case .details: "details"
    case .search: "search"
    case .change: "change"
    case .compare: "compare"
    case .zoom: "zoom"
    case .act: "act"
    case .help: "help"
    case .previous: "previous"
    case .scene: "scene"
    case .phase: "phase"
    case .type: "type"
    }
  }

  public var chinese: String {
    switch self {
    case .next: "下一个"
    case .back: "后退"
    case .step: "步骤"
    case .pane: "窗格"
    case .move: "移动"
    case .scroll: "滚动"
    case .close: "关闭"
    case .quit: "退出"
    case .go: "前往"
    case .choose: "选择"
    case .pick: "选第几项"
    case .name: "命名"
    case .animated: "动画"
    case .clear: "清除"
    case .toFilter: "筛选"
    case .open: "打开"
    case .rule: "规则"
    case .details: "详情"
    case .search: "搜索"
    case .change: "变化"
    case .compare: "对比"
    case .zoom: "放大"
    case .act: "操作"
    case .help: "帮助"
    case .previous: "上一个"
    case .scene: "场景"
    case .phase: "阶段"
    case .type: "输入"
    }
  }
}
