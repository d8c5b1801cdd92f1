extension World {
  /// PC-7: the frames of the chrome the developer's presentation controller added, for a
  /// container of `bounds`: what its layout callbacks gave for that size, else the frame the
  /// chrome had. Nil when the presentation runs no code of the developer's.
  func codeChromeFrames(of presentation: Presentation, in bounds: Rect) -> [Rect]? {
    guard let code = presentation.custom?.code else { return nil }
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
  mutating func codeContainerLayouts() -> String {
    var text = ""
    for presentation in livePresentations {
      guard let code = presentation.custom?.code else { continue }
      let name = presentation.presented
      emit(.presentationController(of: ControllerID(name), .containerViewWillLayoutSubviews))
      emit(.presentationController(of: ControllerID(name), .containerViewDidLayoutSubviews))
      let bounds = geometry(of: presentation).container
      let size = Size(width: bounds.width, height: bounds.height)
      let layout = code.layouts.first { $0.container == size }
      let frame = finalFrame(of: presentation)
      text += codeSizeTransitionText(code)
      text +=
        " \(code.className)'s containerViewWillLayoutSubviews and "
        + "containerViewDidLayoutSubviews run for the new container \(bounds.description)"
      if let unknown = layout?.frameUnknown {
        text +=
          "; its frameOfPresentedViewInContainerView depends on what the tool cannot know "
          + "(\(unknown)), so \(name) takes the container's bounds, UIKit's default (PC-7, PC-4)."
      } else if layout?.frame != nil || (layout == nil && code.frameLine != nil) {
        text +=
          ", and \(name) goes to what its frameOfPresentedViewInContainerView"
          + (code.frameLine.map { " (\($0))" } ?? "") + " returns for it, "
          + "\(frame.description) (PC-7, PC-4)."
      } else {
        text += "; \(name) fills the container, UIKit's default frame (PC-7, PC-4)."
      }
    }
    return text
  }
}
