extension World {
  /// The presented controllers whose style in force would change in the current traits.
  func presentationsNeedingAdaptation() -> [String] {
    presentationOrder.filter { name in
      guard let presentation = presentations[name] else { return false }
      let style = PresentationRules.inForce(
        presentation.requestedStyle, environment: environment,
        adaptiveNone: controllers[name]?.options.adaptiveNone ?? false,
        hasAnchor: presentation.anchor != nil)
      return style != presentation.style
    }
  }

  /// after the traits change, every live presentation is adapted again; one whose style
  /// in force changes is rebuilt in the new style. Returns sentences describing each change.
  mutating func adaptPresentations() -> [(english: String, chinese: String)] {
    var notes: [(english: String, chinese: String)] = []
    for name in presentationOrder {
      guard var presentation = presentations[name] else { continue }
      let adaptiveNone = controllers[name]?.options.adaptiveNone ?? false
      let style = PresentationRules.inForce(
        presentation.requestedStyle, environment: environment, adaptiveNone: adaptiveNone,
        hasAnchor: presentation.anchor != nil)
      guard style != presentation.style else { continue }
      let alert = presentation.requestedStyle.isAlertController
      // M-18: an alert controller's presentation controller takes no delegate of the app's.
      if !alert { emit(name, .willPresentWithAdaptiveStyle(style)) }
      // A presentation made from this presented controller may have taken its view (T-4).
      let grabber = presentationOrder.first {
        presentations[$0]?.presenter == name && presentations[$0]?.presenterHome != nil
      }
      removeContent(of: name)
      let wasGrabbing = presentation.presenterHome != nil
      let grabs = PresentationRules.grabsPresentersView(style, custom: presentation.custom)
      let presenterView = controllers[presentation.presenter]?.view
      if wasGrabbing && !grabs, let home = presentation.presenterHome, let presenterView {
        let count = forest.subviews(of: home.superview).count
        forest.insert(presenterView, into: home.superview, at: min(home.index, count))
        presentation.presenterHome = nil
      } else if !wasGrabbing && grabs, let presenterView,
        let home = forest.superview(of: presenterView)
      {
        let index = forest.subviews(of: home).firstIndex(of: presenterView) ?? 0
        presentation.presenterHome = (home, index)
        forest.removeFromSuperview(presenterView)
      }
      presentation.style = style
      presentations[name] = presentation
      if presentation.requestedStyle.isAlertController {
        setPresentationControllerClass(
          AlertPresentation.presentationControllerClass(inForce: style), of: name)
      }
      addChrome(to: name)
      addContent(to: name, frame: finalFrame(of: presentation))
      if let grabber, let view = controllers[name]?.view, let home = forest.superview(of: view) {
        // M-1: the later full-screen presentation keeps the view out of the window at rest;
        // it goes back to its new place in the adapted style when that presentation ends.
        let index = forest.subviews(of: home).firstIndex(of: view) ?? 0
        presentations[grabber]?.presenterHome = (home, index)
        forest.removeFromSuperview(view)
      }
      let requested = presentation.requestedStyle
      if alert {
        notes.append(
          (AlertStory.handOver(name, to: style), AlertStory.chineseHandOver(name, to: style)))
        continue
      }
      let adapts = PresentationNote.adapts(
        presented: name, requested: requested.rawValue, style: style.rawValue,
        presenter: presentation.presenter,
        window: wasGrabbing == grabs ? nil : grabs ? .removesPresenter : .putsPresenterBack)
      notes.append((adapts.english, adapts.chinese))
    }
    return notes
  }
}
