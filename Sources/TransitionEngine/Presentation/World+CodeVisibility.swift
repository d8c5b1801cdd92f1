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
  mutating func applyDismissalAlphas(of name: String) -> String? {
    guard let presentation = presentations[name], let code = presentation.custom?.code else {
      return nil
    }
    var parts: [String] = []
    for (chrome, view) in zip(code.chrome, presentation.chrome) {
      guard let alpha = chrome.dismissalAlpha, let line = chrome.dismissalAlphaLine else {
        continue
      }
      forest.setAlpha(view, alpha)
      parts.append(
        "\(line) sets the \(chrome.className) it added (\(chrome.line)) to alpha "
          + "\(Rect.format(alpha))")
    }
    guard !parts.isEmpty else { return nil }
    return parts.joined(separator: "; ")
      + ", at once: outside an alongside block nothing animates it with the transition (PC-6)."
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
    guard let code = presentations[name]?.custom?.code else { return nil }
    var last: [CodeVisibility.Target: CodeVisibility] = [:]
    var order: [CodeVisibility.Target] = []
    for entry in code.visibility where moments.contains(entry.moment) {
      if last[entry.target] == nil { order.append(entry.target) }
      last[entry.target] = entry
    }
    guard !order.isEmpty else { return nil }
    let parts = order.compactMap { last[$0] }.map { entry in
      let view: String
      switch entry.target {
      case .chrome(let index):
        let chrome = code.chrome.indices.contains(index) ? code.chrome[index] : nil
        view =
          "the \(chrome?.className ?? "view") it added" + (chrome.map { " (\($0.line))" } ?? "")
      case .presentedView:
        view = "\(name)'s view"
      }
      return entry.hidden
        ? "\(entry.line) hides \(view): it stays where it is, but neither it nor its subviews "
          + "are drawn, and what is below shows as if it were not there"
        : "\(entry.line) shows \(view) again: isHidden = false"
    }
    let animated = moments.contains(.presentationAnimating) || moments.contains(.dismissalAnimating)
    return
      (animated
      ? "In \(code.className)'s alongside block, isHidden takes effect at once when the "
        + "animation starts, as it does not animate: " : "")
      + parts.joined(separator: "; ") + " (X-10)."
  }

  /// X-10, M-7, T-4: the presented view left hidden when the presentation completed. It is in
  /// the window and counts as appeared, but nobody sees it; when `shouldRemovePresentersView`
  /// is true UIKit has also removed the presenter's view, so the window shows its background,
  /// black. Nil when the presented view is not hidden.
  mutating func hiddenPresentedViewMistake(of name: String) -> String? {
    guard let presentation = presentations[name], let code = presentation.custom?.code,
      let view = controllers[name]?.view, forest.node(view)?.isHidden == true,
      let line = code.visibility.last(where: {
        $0.target == .presentedView && $0.moment <= .presented
      })?.line
    else { return nil }
    markAppMistake(.invisibleView(name))
    let presenter = presentation.presenter
    if let removes = code.removesLine {
      return "The mistake: \(line) leaves \(name)'s view hidden, and \(removes) returns true "
        + "from shouldRemovePresentersView, so UIKit has removed \(presenter)'s view from the "
        + "window (M-7, T-4): nothing of either is drawn, and the user sees the window's "
        + "background, black (X-10)."
    }
    return "The mistake: \(name)'s view is in the window and counts as appeared, but the user "
      + "cannot see it: \(line) left it hidden and no later line shows it again; UIKit does "
      + "not show a hidden view again (X-10). \(presenter) shows where it would be."
  }
}
