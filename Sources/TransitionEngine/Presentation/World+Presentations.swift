extension World {
  /// The live presentations, oldest first.
  var livePresentations: [Presentation] { presentationOrder.compactMap { presentations[$0] } }

  /// A view's frame in window coordinates (sum of origins up the superview chain).
  func frameInWindow(_ view: ViewID) -> Rect {
    guard var frame = forest.node(view)?.frame else { return .zero }
    var current = forest.superview(of: view)
    while let ancestor = current, ancestor != window, let node = forest.node(ancestor) {
      frame = frame.offsetBy(dx: node.frame.x, dy: node.frame.y)
      current = forest.superview(of: ancestor)
    }
    return frame
  }

  /// The geometry of a presentation's container.
  func geometry(of presentation: Presentation) -> PresentationGeometry {
    let bounds = forest.node(presentation.container)?.layoutFrame.bounds ?? windowBounds
    return PresentationGeometry(environment: environment, container: bounds)
  }

  /// `frameOfPresentedViewInContainerView` for a live presentation in its current style.
  func finalFrame(of presentation: Presentation) -> Rect {
    let presenterView = controllers[presentation.presenter]?.view
    let contextFrame = presenterView.flatMap { forest.node($0)?.layoutFrame }
    let anchor = presentation.anchor.flatMap { anchorFrame($0, source: presentation.source) }
    return geometry(of: presentation).finalFrame(
      style: presentation.style,
      preferredSize: controllers[presentation.presented]?.options.preferredContentSize,
      contextFrame: contextFrame, custom: presentation.custom, anchor: anchor,
      sheet: presentation.sheet)
  }

  /// `presentationTransitionWillBegin` chrome: the dimming view of sheets and popovers
  /// (M-4: oversized, −W,−H,3W,3H behind a card; M-6: the whole window behind a popover).
  mutating func addChrome(to name: String) {
    if let code = presentations[name]?.custom?.code {
      addCodeChrome(code, to: name)  // PC-6: the developer's own presentationTransitionWillBegin.
      return
    }
    if var presentation = presentations[name], let custom = presentation.custom,
      !custom.chrome.isEmpty
    {
      // PC-6: a custom presentation controller adds its own chrome to the container in
      // presentationTransitionWillBegin; it leaves with the content after the dismissal.
      let bounds = geometry(of: presentation).container
      presentation.chrome = custom.chrome.map { className in
        let view = forest.make(className, frame: bounds)
        forest.insert(view, into: presentation.container)
        return view
      }
      presentations[name] = presentation
      return
    }
    guard var presentation = presentations[name],
      PresentationRules.hasDimmingView(presentation.style)
    else { return }
    let frame = geometry(of: presentation).dimmingFrame(presentation.style)
    let dimming = forest.make(ViewClassCatalogue.dimmingView, frame: frame)
    if presentation.style.isAlertController {
      // M-18 [D: `-_prepareDimmingViewIfNecessary`]: the alert's dimming view at index 0.
      forest.insert(dimming, into: presentation.container, at: 0)
    } else {
      forest.insert(dimming, into: presentation.container)
    }
    presentation.chrome = [dimming]
    presentations[name] = presentation
    applySheetEffects()
  }

  /// The animator adds the to-view: V's view, inside the wrappers its style uses (PC-3:
  /// `presentedView` may be a wrapper, X-3). Returns the view that moves (the outermost).
  @discardableResult
  mutating func addContent(to name: String, frame: Rect) -> ViewID? {
    guard var presentation = presentations[name] else { return nil }
    loadViewIfNeeded(name)
    var host = presentation.container
    var wrappers: [ViewID] = []
    if PresentationRules.isCard(presentation.style) {
      // M-4 [O]: UIDropShadowView > UIView (clips) > UIView > V.view.
      let shadow = forest.make(ViewClassCatalogue.dropShadowView, frame: frame)
      let clip = forest.make("UIView", frame: frame.bounds)
      let content = forest.make("UIView", frame: frame.bounds)
      forest.insert(shadow, into: host)
      forest.insert(clip, into: shadow)
      forest.insert(content, into: clip)
      wrappers = [shadow, clip, content]
      host = content
    } else if presentation.style == .custom, presentation.custom?.wrapsPresentedView == true {
      // PC-3: presentedView returns a wrapper around V's view; that wrapper is the to-view.
      let wrapper = forest.make("UIView", frame: frame)
      forest.insert(wrapper, into: host)
      wrappers = [wrapper]
      host = wrapper
    } else if presentation.style == .popover {
      let popover = forest.make(ViewClassCatalogue.popoverView, frame: frame)
      forest.insert(popover, into: host)
      wrappers = [popover]
      host = popover
    }
    presentation.wrappers = wrappers
    presentations[name] = presentation
    let contentFrame = wrappers.isEmpty ? frame : frame.bounds
    mount(name, into: host, frame: contentFrame, insets: insets(forWindowFrame: frame))
    addCardDecorations(to: name)
    applySheetEffects()
    return wrappers.first ?? controllers[name]?.view
  }

  /// Removes chrome and wrappers (V's view leaves with them) but keeps the container.
  mutating func removeContent(of name: String) {
    guard var presentation = presentations[name] else { return }
    if let view = controllers[name]?.view { forest.removeFromSuperview(view) }
    for view in presentation.wrappers + presentation.chrome { forest.removeFromSuperview(view) }
    presentation.wrappers = []
    presentation.chrome = []
    presentation.decorations = []
    presentations[name] = presentation
    applySheetEffects()
  }

  /// The view the animator moves: the outermost wrapper, or V's own view.
  func movingView(of presentation: Presentation) -> ViewID? {
    presentation.wrappers.first ?? controllers[presentation.presented]?.view
  }

  /// Safe-area insets for content shown at a frame in window coordinates.
  func insets(forWindowFrame frame: Rect) -> Insets {
    let window = windowInsets
    return Insets(
      top: max(0, window.top - frame.y),
      bottom: max(0, window.bottom - (windowBounds.height - frame.maxY)))
  }

  /// PC-7: lays every live presentation out again after a size change.
  mutating func layoutPresentations() {
    for name in presentationOrder {
      guard let presentation = presentations[name] else { continue }
      if let superview = forest.superview(of: presentation.container),
        let bounds = forest.node(superview)?.layoutFrame.bounds
      {
        forest.setFrame(presentation.container, bounds)
      }
      let frame = finalFrame(of: presentation)
      let geometry = geometry(of: presentation)
      let codeFrames = codeChromeFrames(of: presentation, in: geometry.container)  // PC-7
      for (index, dimming) in presentation.chrome.enumerated() {
        forest.setFrame(dimming, codeFrames?[index] ?? geometry.dimmingFrame(presentation.style))
      }
      if let outer = presentation.wrappers.first {
        forest.setFrame(outer, frame)
        for inner in presentation.wrappers.dropFirst() { forest.setFrame(inner, frame.bounds) }
      }
      layoutCardDecorations(of: name)
      let contentFrame = presentation.wrappers.isEmpty ? frame : frame.bounds
      layout(name, frame: contentFrame, insets: insets(forWindowFrame: frame))
    }
    applySheetEffects()
  }
}
