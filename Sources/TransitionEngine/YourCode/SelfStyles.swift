/// The styles a controller class of the app sets on itself (the answer to a `StyleQuestion`):
/// nil where the class sets none or the tool cannot know the value.
public struct SelfStyles: Hashable, Sendable {
  public var presentation: PresentationStyle?
  public var transition: ModalTransitionStyle?

  public init(presentation: PresentationStyle? = nil, transition: ModalTransitionStyle? = nil) {
    self.presentation = presentation
    self.transition = transition
  }
}
