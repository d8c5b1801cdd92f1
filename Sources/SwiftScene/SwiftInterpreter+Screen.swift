import TransitionEngine

/// The screen and the window as the world answers the app's code (W-1, §7.1): the size of
/// the scene's device in its orientation (`UIScreen.main.bounds`,
/// `view.window?.windowScene?.screen.bounds`) and the app window's size
/// (`view.window?.bounds`), so that a frame built from them is known. Without a world (code
/// run while a scene is read) they stay unknown.
extension SwiftInterpreter {
  /// `UIScreen.main`, `UIWindowScene.screen` and the screen's `bounds`; the scale is not part
  /// of the device presets, so it stays unknown. Nil for any other member.
  func screenMember(_ type: String, _ name: String) -> SwiftValue? {
    guard let world else { return nil }
    switch (type, name) {
    case ("UIScreen", "main"), ("UIWindowScene", "screen"): return .member("UIScreen.main")
    case ("UIScreen.main", "bounds"):
      return rect(Rect(x: 0, y: 0, width: world.screen.width, height: world.screen.height))
    case ("UIScreen.main", _): return .unknown("UIScreen.main.\(name)")
    default: return nil
    }
  }

  /// The key window's `bounds` and `frame` (the window's size), its `screen`, its
  /// `windowScene` and `isKeyWindow` (the scene's one window is the key one); nil for another view or member.
  func windowMember(_ view: CodeView, _ name: String) -> SwiftValue? {
    guard let world, case .keyWindow = view else { return nil }
    switch name {
    case "bounds", "frame":
      return rect(Rect(x: 0, y: 0, width: world.window.width, height: world.window.height))
    case "screen": return .member("UIScreen.main")
    case "windowScene": return .member("UIWindowScene")
    case "isKeyWindow": return .bool(true)
    default: return nil
    }
  }
}
