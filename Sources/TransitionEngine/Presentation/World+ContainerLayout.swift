extension World {
  /// PC-7: the frames of the chrome the developer's presentation controller added, for a
  /// container of `bounds`: what its layout callbacks gave for that size, else the frame the
  /// chrome had. Nil when the chrome is UIKit's own (a dimming view).
  func codeChromeFrames(of presentation: Presentation, in bounds: Rect) -> [Rect]? {
    guard let custom = presentation.custom else { return nil }
    guard let code = custom.code else {
      // PC-6, PC-7: UIKit never lays out the views a custom presentation controller added in
      // presentationTransitionWillBegin; only that controller's containerViewWillLayoutSubviews
      // (or an autoresizing mask) moves them. `custom: chrome:` gives no such code, so its
      // views keep their frame after a size change (UIKit's dimming-view frame is not theirs).
      guard !custom.chrome.isEmpty else { return nil }
      return presentation.chrome.map { forest.node($0)?.frame ?? bounds }
    }
    let size = Size(width: bounds.width, height: bounds.height)
    let layout = code.layouts.first { $0.container == size }
    return presentation.chrome.indices.map { index in
      if let layout {
        let frame = layout.chromeFrames.indices.contains(index) ? layout.chromeFrames[index] : nil
        return frame ?? bounds
      }
      return forest.node(presentation.chrome[index])?.frame ?? bounds
    }
  }

  /// PC-7, PC-4: after the window changed size, UIKit lays each container out again: the
  /// developer's presentation controller hears `containerViewWillLayoutSubviews`, the
  /// presented view goes to what its `frameOfPresentedViewInContainerView` returns for the
  /// new bounds, and `containerViewDidLayoutSubviews` follows. Returns the sentences that say
  /// so, each starting with a space; empty when no presentation runs the developer's code.
  mutating func codeContainerLayouts() -> CodeLineText {
    var text = CodeLineText.none
    for presentation in livePresentations {
      guard let code = presentation.custom?.code else {
        text = text + keyChromeSentence(presentation)
        continue
      }
      let name = presentation.presented
      emit(.presentationController(of: ControllerID(name), .containerViewWillLayoutSubviews))
      emit(.presentationController(of: ControllerID(name), .containerViewDidLayoutSubviews))
      let bounds = geometry(of: presentation).container
      let size = Size(width: bounds.width, height: bounds.height)
      let layout = code.layouts.first { $0.container == size }
      let frame = finalFrame(of: presentation)
      text = text + codeSizeTransitionText(code)
      let presented: PresentationCodeNote.PresentedFrame
      if let unknown = layout?.frameUnknown {
        presented = .unknown(unknown)
      } else if layout?.frame != nil || (layout == nil && code.frameLine != nil) {
        presented = .code(line: code.frameLine, frame: frame.description)
      } else {
        presented = .fills
      }
      text =
        text
        + CodeLineText(
          PresentationCodeNote.containerLayout(
            className: code.className, bounds: bounds.description, presented: name,
            frame: presented))
    }
    return text
  }

  /// PC-6, PC-7: what a size change does to the chrome of `custom: chrome:`, starting with a
  /// space; empty for other presentations.
  private func keyChromeSentence(_ presentation: Presentation) -> CodeLineText {
    guard let chrome = presentation.custom?.chrome, !chrome.isEmpty else { return .none }
    return CodeLineText(
      PresentationCodeNote.keyChrome(presented: presentation.presented, chrome: chrome))
  }
}
