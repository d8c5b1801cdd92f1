/// The Chinese (zh-Hans) words of `PresentationControllerStory`: what the app's own
/// presentation controller did (PC-3..PC-6, X-3), from the same facts as the English and
/// citing the same rules in the same order; the lines of the app's code as they are.
extension PresentationControllerStory {
  /// `willBegin(_:presented:frame:visibility:)` in Chinese; `visibility` is already Chinese.
  /// Nil when the code has lines the tool does not model: their sentences are English.
  static func chineseWillBegin(
    _ code: PresentationControllerCode, presented: String, frame: Rect, visibility: String? = nil
  ) -> String? {
    let notModelled = code.notModelled.map(NotModelledSentence.chineseLine)
    guard !notModelled.contains(where: { $0 == nil }) else { return nil }
    var parts: [String] = []
    if code.chrome.isEmpty {
      parts.append("它的 presentationTransitionWillBegin 没有往 container 里加任何视图。")
    } else {
      let added = code.chrome.map { chrome in
        "\(chrome.line) 加了一个 \(chrome.className)，"
          + (chrome.atBack ? "放在 container 里所有视图之下" : "放在 container 的最上面")
          + (chrome.alpha < 1 ? "，alpha 为 \(Rect.format(chrome.alpha))" : "")
      }
      parts.append(
        "在它的 presentationTransitionWillBegin 中，" + added.joined(separator: "；") + " (PC-6)。")
    }
    if let unknown = code.frameUnknown {
      parts.append(
        "它的 frameOfPresentedViewInContainerView 取决于这个工具无法知道的东西"
          + "（\(unknown)）：\(presented) 的 frame 未知，画面使用 container 的 bounds，即 UIKit "
          + "的默认值 (PC-4)。")
    } else if let line = code.frameLine {
      parts.append(
        "它的 frameOfPresentedViewInContainerView（\(line)）给 \(presented) 的 frame 是 "
          + "\(frame.description) (PC-4)。")
    }
    if let line = code.wrapperLine {
      parts.append(
        "它的 presentedView（\(line)）把 \(presented) 的视图包了起来：这个 wrapper 就是 toView "
          + "(PC-3, X-3)。")
    }
    if let unknown = code.removesUnknown {
      parts.append(
        "它是否移除 presenter 的视图未知（\(unknown)）；画面保留 UIKit 的默认值 false (PC-5)。")
    }
    if let visibility { parts.append(visibility) }
    return parts.joined()
      + notModelled.compactMap { $0 }.map { " " + NotModelledSentence.chineseLead + $0 }.joined()
  }

  /// `dismissed(_:)` in both languages.
  static func dismissedText(_ code: PresentationControllerCode) -> CodeLineText? {
    dismissed(code).map { CodeLineText(english: $0, chinese: chineseDismissed(code)) }
  }

  /// `dismissed(_:)` in Chinese.
  static func chineseDismissed(_ code: PresentationControllerCode) -> String? {
    guard !code.chrome.isEmpty else { return nil }
    let views = code.chrome.map(\.className).joined(separator: ", ")
    if let line = code.dismissalRemovesChrome {
      return "\(code.className).dismissalTransitionDidEnd(true) 移除了它加的东西"
        + "（\(views)，\(line)）；container 随其余部分一起离开 (PC-6)。"
    }
    return "\(code.className).dismissalTransitionDidEnd 没有移除它加的 \(views)；它们随 "
      + "container 一起离开 window (PC-6)。"
  }
}
