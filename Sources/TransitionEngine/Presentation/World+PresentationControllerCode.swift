extension World {
  /// PC-6: the views the developer's `presentationTransitionWillBegin` adds to the container,
  /// in the order their lines add them: `insertSubview(_:at: 0)` below everything already
  /// there (in a grabbing presentation the presenter's view, T-4), `addSubview` on top, each
  /// at the alpha the code gave it before its alongside block runs.
  mutating func addCodeChrome(_ code: PresentationControllerCode, to name: String) {
    guard var presentation = presentations[name] else { return }
    let bounds = geometry(of: presentation).container
    presentation.chrome = code.chrome.map { chrome in
      let view = forest.make(chrome.className, frame: chrome.frame ?? bounds)
      forest.insert(view, into: presentation.container, at: chrome.atBack ? 0 : nil)
      forest.setAlpha(view, chrome.alpha)
      return view
    }
    presentations[name] = presentation
    applyCodeVisibility(of: name, through: .presentation)  // hidden when added.
  }

  /// PC-6: `transitionCoordinator.animate(alongsideTransition:)` blocks animate the chrome with
  /// the transition: `progress` of the way from where the transition started (0 < progress
  /// < 1: the `animating` phase) to the values the blocks gave it (1: the transition's end).
  /// Returns the sentence that says so at the end, or nil when no block changed anything.
  @discardableResult
  mutating func runAlongsideBlocks(of name: String, presenting: Bool, progress: Double = 1)
    -> CodeLineText?
  {
    guard let presentation = presentations[name], let code = presentation.custom?.code else {
      return nil
    }
    var changed: [PresentationCodeNote.ChromeAlpha] = []
    for (chrome, view) in zip(code.chrome, presentation.chrome) {
      guard let alpha = presenting ? chrome.presentedAlpha : chrome.dismissedAlpha else {
        continue
      }
      let start =
        presenting ? chrome.alpha : chrome.dismissalAlpha ?? chrome.presentedAlpha ?? chrome.alpha
      forest.setAlpha(view, start + (alpha - start) * progress)
      changed.append(
        PresentationCodeNote.ChromeAlpha(
          setBy: nil, className: chrome.className, added: chrome.line, alpha: Rect.format(alpha)))
    }
    guard !changed.isEmpty, progress >= 1 else { return nil }
    return CodeLineText(PresentationCodeNote.alongside(className: code.className, changed))
  }

  /// M-7, T-4, PC-4: `shouldRemovePresentersView` true takes the presenter's view out of the
  /// window when the presentation completes, so nothing of it shows around or through the
  /// presented view: a presented view that does not cover the container (a card, a dimmed
  /// half) shows the window's background there, black. Nil when the code does not make that
  /// mistake.
  func seeThroughMistake(of name: String) -> CodeLineText? {
    guard let presentation = presentations[name], let code = presentation.custom?.code,
      let removes = code.removesLine
    else { return nil }
    let container = geometry(of: presentation).container
    let frame = finalFrame(of: presentation)
    let presenter = presentation.presenter
    if let unknown = code.frameUnknown {
      guard !code.chrome.isEmpty else { return nil }
      return CodeLineText(
        PresentationCodeNote.seeThroughUnknown(
          removes: removes, presenter: presenter, unknown: unknown, className: code.className))
    }
    let covers =
      frame.x <= container.x && frame.y <= container.y && frame.maxX >= container.maxX
      && frame.maxY >= container.maxY
    guard !covers else { return seeThroughBackground(of: presentation, code, removes) }
    return CodeLineText(
      PresentationCodeNote.seeThroughFrame(
        removes: removes, presented: name, frame: frame.description,
        container: container.description, presenter: presenter,
        chrome: code.chrome.first?.className))
  }
}
