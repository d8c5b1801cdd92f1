/// The exported page's chrome (`tscope export`): the pane headings, the predict button, the
/// layers' legend, the footer of keys, and the script's own words. A case whose English is a
/// piece of the page's script (`script…`) is swapped there as it stands, quotes included, so
/// the English page is the same bytes as before; a test checks that each piece occurs.
public enum PageWords: Phrase, Hashable, CaseIterable {
  case htmlLanguage, predictButton, steps, screen, views, controllers, why, layers, events
  case close, layersHelp, keys
  case scriptNoCallbacks, scriptPhase, scriptDotPhase, scriptNote, scriptWarning
  case scriptException, scriptPredict, scriptWhich, scriptRemovedOrMoved, scriptQuestion
  case scriptQuestionKeys, scriptAnswer, scriptAdded, scriptRemoved, scriptMoved
  case scriptNewFrame, scriptHeld, scriptHeldEnd, compareKeys

  /// The pieces of the page's script, in the order they are swapped.
  public static var scriptPieces: [PageWords] {
    allCases.filter { "\($0)".hasPrefix("script") }
  }

  public var english: String {
    switch self {
    case .htmlLanguage: "en"
    case .predictButton: "Predict mode"
    case .steps: "Steps"
    case .screen: "Screen"
    case .views: "Views"
    case .controllers: "Controllers"
    case .why: "Why"
    case .layers: "Layers"
    case .events: "Events"
    case .close: "Close"
    case .layersHelp:
      "each view a plane, back to front as UIKit draws them · dashed: private to UIKit · amber: "
        + "the containerView · drag or Shift+arrows to turn, 0 faces them"
    case .keys:
      "← h previous phase · → l Space next · [ ] previous / next step · g G first / last"
        + " · x predict mode (guess before each phase) · p present layout (for a projector)"
        + " · Shift+← → ↑ ↓ or drag turn the layers, 0 faces them"
        + " · click the left third to go back, elsewhere to go on · a rule ID opens its text"
    case .scriptNoCallbacks: #""no callbacks in this phase""#
    case .scriptPhase: #"" · phase ""#
    case .scriptDotPhase: #""phase " + (p + 1)"#
    case .scriptNote: #""note: ""#
    case .scriptWarning: #""warning: ""#
    case .scriptException: #""exception: ""#
    case .scriptPredict: #""Predict: ""#
    case .scriptWhich: #"". Which views will be added, ""#
    case .scriptRemovedOrMoved: #""removed or moved?""#
    case .scriptQuestion: #""predict: which views will be added, removed or moved? ""#
    case .scriptQuestionKeys: #""→ reveals, ← drops the question""#
    case .scriptAnswer: #""answer: ""#
    case .scriptAdded: #"" added, ""#
    case .scriptRemoved: #"" removed, ""#
    case .scriptMoved: #"" moved""#
    case .scriptNewFrame: #"" with a new frame""#
    case .scriptHeld: #"" (held: no '""#
    case .scriptHeldEnd: #""' phase)""#
    case .compareKeys:
      "← h previous row · → l Space next · [ ] previous / next step · g G first / last"
        + " · Shift+← → ↑ ↓ or drag turn both layers views, 0 faces them · p present layout"
    }
  }

  public var chinese: String {
    switch self {
    case .htmlLanguage: "zh-Hans"
    case .predictButton: "预测模式"
    case .steps: "步骤"
    case .screen: "屏幕"
    case .views: "视图"
    case .controllers: "控制器"
    case .why: "原因"
    case .layers: "图层"
    case .events: "回调"
    case .close: "关闭"
    case .layersHelp:
      "每个视图一层，按 UIKit 绘制的顺序从后往前 · 虚线：UIKit 私有 · 琥珀色：containerView"
        + " · 拖动或 Shift+方向键旋转，0 转回正面"
    case .keys:
      "← h 上一个阶段 · → l 空格 下一个 · [ ] 上一步 / 下一步 · g G 第一个 / 最后一个"
        + " · x 预测模式（每个阶段之前先猜） · p 演示布局（投影用）"
        + " · Shift+← → ↑ ↓ 或拖动旋转图层，0 转回正面"
        + " · 点左边三分之一后退，其他地方前进 · 点规则 ID 打开它的内容"
    case .scriptNoCallbacks: #""这个阶段没有回调""#
    case .scriptPhase: #"" · 阶段 ""#
    case .scriptDotPhase: #""阶段 " + (p + 1)"#
    case .scriptNote: #""备注：""#
    case .scriptWarning: #""警告：""#
    case .scriptException: #""异常：""#
    case .scriptPredict: #""预测：""#
    case .scriptWhich: #""。哪些视图会被加入、""#
    case .scriptRemovedOrMoved: #""移除或移动？""#
    case .scriptQuestion: #""预测：哪些视图会被加入、移除或移动？""#
    case .scriptQuestionKeys: #""→ 揭晓，← 放弃这个问题""#
    case .scriptAnswer: #""答案：加入 ""#
    case .scriptAdded: #"" 个，移除 ""#
    case .scriptRemoved: #"" 个，移动 ""#
    case .scriptMoved: #"" 个""#
    case .scriptNewFrame: #"" 个改变 frame""#
    case .scriptHeld: #""（停住：没有 '""#
    case .scriptHeldEnd: #""' 阶段）""#
    case .compareKeys:
      "← h 上一行 · → l 空格 下一行 · [ ] 上一步 / 下一步 · g G 第一行 / 最后一行"
        + " · Shift+← → ↑ ↓ 或拖动同时旋转两边的图层，0 转回正面 · p 演示布局"
    }
  }

  /// `script` with every piece of its English swapped for `language`'s.
  public static func script(_ script: String, in language: Language) -> String {
    guard language != .en else { return script }
    var text = script
    for piece in scriptPieces {
      text = text.replacingEvery(piece.english, with: piece.text(in: language))
    }
    return text
  }
}

extension String {
  /// The string with every occurrence of `target` replaced (standard library only).
  fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(
      separator: replacement)
  }
}
