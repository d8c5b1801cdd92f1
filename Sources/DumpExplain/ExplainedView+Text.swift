import Wording

extension ExplainedView {
  /// The frame as `tscope explain` prints it, `(x y; width height)`, or `no frame`.
  public var frameText: String { StoryWriter.frameText(frame) }
}

extension ExplainedController {
  /// The state as `tscope explain` prints it: `appeared, its view in the window`.
  public var stateText: String { ControllerStory.state(self) }

  /// The state in `language` (`_printHierarchy`'s word stays as it printed it).
  public func stateText(in language: Language) -> String {
    ControllerStory.words(self).text(in: language)
  }
}
