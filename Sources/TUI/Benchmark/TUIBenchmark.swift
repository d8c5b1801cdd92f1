import TransitionEngine

/// Material for timing the interface without a terminal: a scene with many views. The caller
/// owns the clock (the TUI never reads one): time `handle(_:)` followed by
/// `render(width:height:)`.
public enum TUIBenchmark {
  /// A navigation controller whose root view holds `views` decorative subviews, then pushes,
  /// a pop, a cancelled swipe and a rotation.
  public static func scene(views: Int) -> SceneSpec {
    var home = ControllerOptions()
    home.views = (0..<max(views, 0)).map { "UILabel\($0 % 7)" }
    var detail = ControllerOptions()
    detail.views = (0..<max(views / 10, 1)).map { "UIButton\($0 % 5)" }
    return SceneSpec(
      title: "Benchmark: \(views) views",
      root: ControllerSpec(
        name: "Nav", kind: .navigation(stack: [ControllerSpec(name: "Home", options: home)])),
      steps: [
        StepSpec(action: .push(ControllerSpec(name: "Detail", options: detail), on: "Nav")),
        StepSpec(action: .pop(nav: "Nav", interactiveCancelled: true)),
        StepSpec(action: .pop(nav: "Nav", interactiveCancelled: false)),
        StepSpec(action: .rotate(.landscape)),
      ])
  }

  /// The app on `scene(views:)`, sized `width`×`height`.
  public static func app(views: Int, width: Int = 120, height: Int = 40) -> TransitionScopeApp {
    var app = TransitionScopeApp(
      catalog: [], opened: SceneEntry(path: "", spec: scene(views: views)), ascii: false)
    _ = app.handle(.resize(width: width, height: height))
    return app
  }
}
