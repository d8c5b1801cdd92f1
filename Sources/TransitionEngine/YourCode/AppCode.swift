/// The app's Swift while one planning of a scene runs: the objects it built so far (the same
/// delegate is asked each time, its stored properties keep their values) and the entries
/// UIKit's calls reach.
public protocol AppCode: AnyObject {
  /// Runs what UIKit calls for `call`, reading `world` as it is at that moment.
  func answer(_ call: AppCall, world: WorldAnswers) -> AppAnswer
  /// Runs a controller's own override when UIKit calls it (LC-1, A-5), on the same controller
  /// object each time, reading `world` as it is at that moment.
  func callback(_ call: ControllerCallbackCall, world: WorldAnswers) -> CallbackAnswer
  /// The styles a controller class sets on itself as it is made (§5), asked as UIKit presents
  /// a controller of that class.
  func selfStyles(_ question: StyleQuestion) -> SelfStyles
  /// A controller of a class of the app's files as its code makes it when the world creates
  /// it: what its overrides present, the children `viewDidLoad` adds (named against `world`,
  /// each controller's class by name, "" for none) and the background it gives the view
  /// (P-10–P-12, K-1, M-7).
  func made(_ spec: ControllerSpec, world: [String: String]) -> ControllerSpec
}

extension AppCode {
  /// Code that overrides no controller callback answers nothing.
  public func callback(_ call: ControllerCallbackCall, world: WorldAnswers) -> CallbackAnswer {
    CallbackAnswer()
  }

  /// Code that makes no controller class sets no style.
  public func selfStyles(_ question: StyleQuestion) -> SelfStyles { SelfStyles() }

  /// Code that makes no controller class changes no controller.
  public func made(_ spec: ControllerSpec, world: [String: String]) -> ControllerSpec { spec }
}
