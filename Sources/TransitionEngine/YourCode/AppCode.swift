/// The app's Swift while one planning of a scene runs: the objects it built so far (the same
/// delegate is asked each time, its stored properties keep their values) and the one entry
/// UIKit's calls reach.
public protocol AppCode: AnyObject {
  /// Runs what UIKit calls for `call`, reading `world` as it is at that moment.
  func answer(_ call: AppCall, world: WorldAnswers) -> AppAnswer
}
