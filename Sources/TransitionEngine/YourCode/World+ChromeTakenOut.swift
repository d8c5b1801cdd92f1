extension World {
  /// Records that the line `line` took `view` out of `superview` and the window, when `view`
  /// is the transition view or the wrapper of the navigation or tab controller whose view
  /// holds it (N-1, TB-2).
  mutating func noteChromeTakenOut(_ view: ViewID, from superview: ViewID, _ line: CodeLine) {
    var current: ViewID? = superview
    while let id = current, forest.node(id)?.owner == nil { current = forest.superview(of: id) }
    guard let container = current.flatMap({ forest.node($0)?.owner }),
      let chrome = controllers[container]?.chrome,
      view == chrome.transitionView || view == chrome.wrapper,
      let className = forest.node(view)?.className
    else { return }
    chromeTakenOut[view] = ChromeTakenOut(
      container: container, className: className, place: line.place, code: line.text)
  }

  /// N-10, K-5 [I]: a navigation or tab controller sends its children's appearance callbacks
  /// itself when it shows them, and no source says it checks that its own transition view is
  /// still in the window. So after the app's code took that view out, a child it shows there
  /// hears viewWillAppear and viewDidAppear (13.3, 13.4) with its view out of the window: it
  /// counts as appeared, the consequence of the app's line, which the phase marks. Marks each
  /// such controller once, and returns the notes that tell the user.
  mutating func markShownUnderTakenOutChrome() -> [PhaseNote] {
    var notes: [PhaseNote] = []
    for (view, taken) in chromeTakenOut.sorted(by: { $0.key < $1.key }) {
      guard !forest.isDescendant(view, of: window) else {
        chromeTakenOut[view] = nil  // Put back: the container shows its children again.
        continue
      }
      guard isInWindow(taken.container) else { continue }
      let stranded = owners(under: view).filter { name in
        controllers[name]?.appearance == .appeared && isInControllerTree(name)
          && !appMistakes.contains(.appearanceOutOfStep(name))
      }
      guard !stranded.isEmpty else { continue }
      for name in stranded { markAppMistake(.appearanceOutOfStep(name), at: taken.place) }
      notes.append(
        AnimatorOutcomeNote.shownUnderTakenOutChrome(
          names: stranded, container: taken.container, chrome: taken.className,
          place: taken.place, code: taken.code
        ).note)
    }
    return notes
  }
}
