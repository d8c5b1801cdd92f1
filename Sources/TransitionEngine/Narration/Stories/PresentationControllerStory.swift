/// What the phases of a presentation say about the developer's presentation controller
/// (PC-1..PC-7): which line added which view, gave the frame, removed the presenter's view.
enum PresentationControllerStory {
  /// The `presentation will begin` sentence.
  static func willBegin(
    _ code: PresentationControllerCode, presented: String, frame: Rect, visibility: String? = nil
  ) -> String {
    var parts: [String] = []
    if code.chrome.isEmpty {
      parts.append("Its presentationTransitionWillBegin adds no view to the container.")
    } else {
      let added = code.chrome.map { chrome in
        "\(chrome.line) adds a \(chrome.className) "
          + (chrome.atBack ? "below everything in the container" : "on top of the container")
          + (chrome.alpha < 1 ? ", at alpha \(Rect.format(chrome.alpha))" : "")
      }
      parts.append(
        "In its presentationTransitionWillBegin, " + added.joined(separator: "; ") + " (PC-6).")
    }
    if let unknown = code.frameUnknown {
      parts.append(
        "Its frameOfPresentedViewInContainerView depends on what the tool cannot know "
          + "(\(unknown)): \(presented)'s frame is unknown, and the picture uses the "
          + "container's bounds, UIKit's default (PC-4).")
    } else if let line = code.frameLine {
      parts.append(
        "Its frameOfPresentedViewInContainerView (\(line)) gives \(presented) the frame "
          + "\(frame.description) (PC-4).")
    }
    if let line = code.wrapperLine {
      parts.append(
        "Its presentedView (\(line)) wraps \(presented)'s view: the wrapper is the to-view "
          + "(PC-3, X-3).")
    }
    if let unknown = code.removesUnknown {
      parts.append(
        "Whether it removes the presenter's view is unknown (\(unknown)); the picture keeps "
          + "UIKit's default, false (PC-5).")
    }
    if let visibility { parts.append(visibility) }
    return parts.joined(separator: " ")
      + code.notModelled.map { " not modelled: \($0)" }.joined()
  }

  /// The dismissal's `completed` sentence.
  static func dismissed(_ code: PresentationControllerCode) -> String? {
    guard !code.chrome.isEmpty else { return nil }
    let views = code.chrome.map(\.className).joined(separator: ", ")
    if let line = code.dismissalRemovesChrome {
      return "\(code.className).dismissalTransitionDidEnd(true) removes what it added "
        + "(\(views), \(line)); the container goes with the rest (PC-6)."
    }
    return "\(code.className).dismissalTransitionDidEnd does not remove the \(views) it added; "
      + "it leaves the window with the container (PC-6)."
  }
}
