extension World {
  /// M-7, T-4, PC-5: `shouldRemovePresentersView` true over a presented view that covers the
  /// container but lets what is below show (a clear background, a colour with an alpha below
  /// 1, in the developer's code or the scene's `background`): UIKit has taken the presenter's
  /// view out of the window, so through the presented view the user sees the window's
  /// background, black. Nil for an opaque presented view, the correct pattern.
  func seeThroughBackground(
    of presentation: Presentation, _ code: PresentationControllerCode, _ removes: String
  ) -> String? {
    let name = presentation.presented
    let background = code.presentedBackground ?? controllers[name]?.options.background ?? .opaque
    guard background != .opaque else { return nil }
    let colour = background == .clear ? "clear" : "partly transparent"
    let cause =
      (code.backgroundLine ?? controllers[name]?.options.backgroundLine).map {
        "\($0) gives \(name)'s view a \(colour) background"
      }
      ?? "the scene gives \(name) `background: \(background.rawValue)`"
    let presenter = presentation.presenter
    return "The mistake: \(removes) returns true from shouldRemovePresentersView, but \(cause): "
      + "it is see-through. UIKit has removed \(presenter)'s view from the window (M-7, T-4), so "
      + "through \(name) the user sees no \(presenter) but the window's background, black. "
      + "Leave shouldRemovePresentersView false (UIKit's default, PC-5) when the presented view "
      + "lets the presenter show, or give it an opaque background."
  }
}
