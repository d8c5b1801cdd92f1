extension World {
  /// M-7, T-4, PC-5: `shouldRemovePresentersView` true over a presented view that covers the
  /// container but lets what is below show (a clear background, a colour with an alpha below
  /// 1, in the developer's code or the scene's `background`): UIKit has taken the presenter's
  /// view out of the window, so through the presented view the user sees the window's
  /// background, black. Nil for an opaque presented view, the correct pattern.
  func seeThroughBackground(
    of presentation: Presentation, _ code: PresentationControllerCode, _ removes: String
  ) -> CodeLineText? {
    let name = presentation.presented
    let background = code.presentedBackground ?? controllers[name]?.options.background ?? .opaque
    guard background != .opaque else { return nil }
    let cause =
      (code.backgroundLine ?? controllers[name]?.options.backgroundLine).map {
        PresentationCodeNote.SeeThroughCause.line($0, clear: background == .clear)
      } ?? .scene(background.rawValue)
    return CodeLineText(
      PresentationCodeNote.seeThroughBackground(
        removes: removes, presented: name, presenter: presentation.presenter, cause: cause))
  }
}
