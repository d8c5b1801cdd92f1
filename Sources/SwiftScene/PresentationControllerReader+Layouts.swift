import SwiftSyntax
import TransitionEngine

extension PresentationControllerReader {
  /// PC-7, PC-4: the container lays out again at each of `sizes` (a rotation, another
  /// device or multitasking share): UIKit calls `containerViewWillLayoutSubviews`, sets the
  /// presented view's frame to `frameOfPresentedViewInContainerView` and calls
  /// `containerViewDidLayoutSubviews`. The same object runs them, after its
  /// `presentationTransitionWillBegin`, with `containerView.bounds` of the new size; the
  /// chrome keeps the frames it had unless the code sets them again. Afterwards the run is
  /// put back at the scene's first size.
  func layouts(for sizes: [Size], _ code: inout PresentationControllerCode)
    -> [ContainerLayoutCode]
  {
    let first = run.container
    let frames = run.chromeFrames
    var ignored = NotModelledNotes()
    var result: [ContainerLayoutCode] = []
    for size in sizes {
      run.restore(frames, container: first)
      run.resize(to: Rect(x: 0, y: 0, width: size.width, height: size.height))
      sizeTransition(to: size, &code)
      runMethod("containerViewWillLayoutSubviews", [], .layout, &ignored)
      var layout = ContainerLayoutCode(container: size)
      if let frame = property("frameOfPresentedViewInContainerView", &ignored) {
        switch interpreter.knownRect(frame.value) {
        case .success(let rect): layout.frame = rect
        case .failure(let unknown): layout.frameUnknown = "\(frame.line): \(unknown.why)"
        }
      }
      runMethod("containerViewDidLayoutSubviews", [], .layout, &ignored)
      layout.chromeFrames = run.chromeFrames
      result.append(layout)
    }
    run.restore(frames, container: first)
    return result
  }

  /// PC-9: the subclass's `viewWillTransition(to:with:)`, run before the layout callbacks
  /// with the new size and the rotation's coordinator: its
  /// `coordinator.animate(alongsideTransition:)` block runs at once (it animates with the
  /// rotation), so the chrome frames it sets are the layout's. What it does that the tool does
  /// not model is noted once.
  private func sizeTransition(to size: Size, _ code: inout PresentationControllerCode) {
    guard let method = type.method("viewWillTransition"), method.body != nil else { return }
    code.sizeTransitionLine =
      "\(type.source.name):\(type.source.location(of: Syntax(method.name)).line)"
    var arguments = SwiftArguments()
    arguments.labels = ["width", "height"]
    arguments.values = [.number(size.width), .number(size.height)]
    let newSize = interpreter.makeGeometry("CGSize", arguments) ?? .unknown("the new size")
    let alongside = run.alongsideBlocks
    var notes = NotModelledNotes()
    runMethod(
      "viewWillTransition", [newSize, .unknown("the rotation's transitionCoordinator")],
      .layout, &notes, framesByUIKit: true)
    if run.alongsideBlocks > alongside { code.sizeTransitionAnimatesAlongside = true }
    if code.sizeTransitionNotes.isEmpty { code.sizeTransitionNotes = notes.lines }
  }
}

extension PresentationControllerReader {
  /// PC-7: the container becomes `size` after the presentation began: the same object's
  /// layout callbacks run for it (as `layouts(for:_:)` runs them for each size).
  func layout(for size: Size) -> ContainerLayoutCode? {
    var scratch = PresentationControllerCode(className: type.name)
    return layouts(for: [size], &scratch).first
  }
}
