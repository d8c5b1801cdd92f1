import TransitionEngine

/// The built-in blank scene: an iPhone with a navigation root, to drive with the action menu.
public enum Playground {
  public static let title = "Playground"

  public static var spec: SceneSpec {
    var root = ControllerOptions()
    root.views = ["UILabel", "UIButton"]
    return SceneSpec(
      title: title,
      about: "A blank iPhone with a navigation root. Press a to push, pop, rotate or change "
        + "the device, then step through what UIKit does.",
      device: "iphone-15",
      root: ControllerSpec(
        name: "Nav", kind: .navigation(stack: [ControllerSpec(name: "Home", options: root)])))
  }

  public static var entry: SceneEntry { SceneEntry(path: "", spec: spec) }

  /// The picker's row of the playground (its path is empty).
  public static var catalogEntry: CatalogEntry { CatalogEntry(path: "", title: title) }

  /// The playground as a scene file (what `w` writes before the added steps); a test loads it
  /// and compares it with `spec`.
  public static let yaml = """
    title: Playground
    about: >-
      A blank iPhone with a navigation root. Press a to push, pop, rotate or change the
      device, then step through what UIKit does.
    device: iphone-15
    root:
      navigation: Nav
      stack:
        - vc: Home
          views: [UILabel, UIButton]

    """
}
