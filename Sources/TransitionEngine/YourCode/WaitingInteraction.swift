/// An interaction controller the app's delegate returned on a step no gesture drives:
/// UIKit starts the transition through it, and the transition then waits for `update`,
/// `finish` or `cancel` calls nothing makes.
public struct WaitingInteraction: Hashable, Sendable {
  /// The interaction controller's class (`SwipeInteractor`).
  public var interactor: String
  /// The delegate method that returned it (`navigationController(_:interactionControllerFor:)`).
  public var question: String
  /// The line of the app's Swift that returned it.
  public var line: CodeLine

  public init(interactor: String, question: String, line: CodeLine) {
    self.interactor = interactor
    self.question = question
    self.line = line
  }
}
