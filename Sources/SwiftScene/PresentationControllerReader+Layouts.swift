import TransitionEngine

extension PresentationControllerReader {
  /// PC-7, PC-4: the container lays out again at each of `sizes` (a rotation, another
  /// device or multitasking share): UIKit calls `containerViewWillLayoutSubviews`, sets the
  /// presented view's frame to `frameOfPresentedViewInContainerView` and calls
  /// `containerViewDidLayoutSubviews`. The same object runs them, after its
  /// `presentationTransitionWillBegin`, with `containerView.bounds` of the new size; the
  /// chrome keeps the frames it had unless the code sets them again. Afterwards the run is
  /// put back at the scene's first size.
  func layouts(for sizes: [Size]) -> [ContainerLayoutCode] {
    let first = run.container
    let frames = run.chromeFrames
    var ignored: [String] = []
    var result: [ContainerLayoutCode] = []
    for size in sizes {
      run.restore(frames, container: first)
      run.resize(to: Rect(x: 0, y: 0, width: size.width, height: size.height))
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
}
