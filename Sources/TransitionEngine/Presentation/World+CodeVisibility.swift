extension World {
  /// X-10, PC-6: the `isHidden` the developer's presentation controller set on the views of
  /// presentation `name` (its chrome, the presented view), from the first moment up to
  /// `moment`, in the order its code ran. The views it names start shown, so a cancelled
  /// dismissal that is asked for `.presented` takes back what the dismissal's lines did.
  mutating func applyCodeVisibility(of name: String, through moment: CodeVisibility.Moment) {
    guard let presentation = presentations[name], let code = presentation.custom?.code,
      !code.visibility.isEmpty
    else { return }
    let ordered = code.visibility.enumerated().sorted {
      ($0.element.moment.rawValue, $0.offset) < ($1.element.moment.rawValue, $1.offset)
    }
    for (_, entry) in ordered {
      if let view = codeVisibilityView(entry.target, of: presentation) {
        forest.setHidden(view, false)
      }
    }
    for (_, entry) in ordered where entry.moment <= moment {
      if let view = codeVisibilityView(entry.target, of: presentation) {
        forest.setHidden(view, entry.hidden)
      }
    }
  }

  /// PC-6: the alpha `dismissalTransitionWillBegin` gives the chrome outside an alongside
  /// block takes effect at once when the dismissal begins. Returns the sentence, or nil.
  mutating func applyDismissalAlphas(of name: String) -> CodeLineText? {
    guard let presentation = presentations[name], let code = presentation.custom?.code else {
      return nil
    }
    var parts: [PresentationCodeNote.ChromeAlpha] = []
    for (chrome, view) in zip(code.chrome, presentation.chrome) {
      guard let alpha = chrome.dismissalAlpha, let line = chrome.dismissalAlphaLine else {
        continue
      }
      forest.setAlpha(view, alpha)
      parts.append(
        PresentationCodeNote.ChromeAlpha(
          setBy: line, className: chrome.className, added: chrome.line,
          alpha: Rect.format(alpha)))
    }
    guard !parts.isEmpty else { return nil }
    return CodeLineText(PresentationCodeNote.dismissalAlphas(parts))
  }

  /// The view a visibility line names, nil when it is not there.
  private func codeVisibilityView(_ target: CodeVisibility.Target, of presentation: Presentation)
    -> ViewID?
  {
    switch target {
    case .chrome(let index):
      return presentation.chrome.indices.contains(index) ? presentation.chrome[index] : nil
    case .presentedView:
      return controllers[presentation.presented]?.view
    }
  }

  /// The sentence that tells what the lines of `moments` hid or showed, the last line for
  /// each view; nil when none ran then.
  func codeVisibilitySentence(of name: String, at moments: Set<CodeVisibility.Moment>)
    -> String?
  {
    codeVisibilityNote(of: name, at: moments)?.english
  }

  /// `codeVisibilitySentence` in Chinese.
  func codeVisibilityChinese(of name: String, at moments: Set<CodeVisibility.Moment>)
    -> String?
  {
    codeVisibilityNote(of: name, at: moments)?.chinese
  }

  /// `codeVisibilitySentence` in both languages.
  func codeVisibilityText(of name: String, at moments: Set<CodeVisibility.Moment>)
    -> CodeLineText?
  {
    codeVisibilityNote(of: name, at: moments).map { CodeLineText($0) }
  }

  /// The note `codeVisibilitySentence` writes.
  private func codeVisibilityNote(of name: String, at moments: Set<CodeVisibility.Moment>)
    -> PresentationCodeNote?
  {
    guard let code = presentations[name]?.custom?.code else { return nil }
    var last: [CodeVisibility.Target: CodeVisibility] = [:]
    var order: [CodeVisibility.Target] = []
    for entry in code.visibility where moments.contains(entry.moment) {
      if last[entry.target] == nil { order.append(entry.target) }
      last[entry.target] = entry
    }
    guard !order.isEmpty else { return nil }
    let changes = order.compactMap { last[$0] }.map { entry in
      let view: PresentationCodeNote.VisibilityTarget
      switch entry.target {
      case .chrome(let index):
        let chrome = code.chrome.indices.contains(index) ? code.chrome[index] : nil
        view = .chrome(className: chrome?.className, line: chrome?.line)
      case .presentedView:
        view = .presented(name)
      }
      return PresentationCodeNote.VisibilityChange(
        line: entry.line, view: view, hidden: entry.hidden)
    }
    let animated = moments.contains(.presentationAnimating) || moments.contains(.dismissalAnimating)
    return PresentationCodeNote.visibility(
      className: code.className, animated: animated, changes: changes)
  }

  /// X-10, M-7, T-4: the presented view left hidden when the presentation completed. It is in
  /// the window and counts as appeared, but nobody sees it; when `shouldRemovePresentersView`
  /// is true UIKit has also removed the presenter's view, so the window shows its background,
  /// black. Nil when the presented view is not hidden.
  mutating func hiddenPresentedViewMistake(of name: String) -> CodeLineText? {
    guard let presentation = presentations[name], let code = presentation.custom?.code,
      let view = controllers[name]?.view, forest.node(view)?.isHidden == true,
      let line = code.visibility.last(where: {
        $0.target == .presentedView && $0.moment <= .presented
      })?.line
    else { return nil }
    markAppMistake(.invisibleView(name))
    return CodeLineText(
      PresentationCodeNote.hiddenPresentedView(
        presented: name, line: line, presenter: presentation.presenter, removes: code.removesLine))
  }
}
