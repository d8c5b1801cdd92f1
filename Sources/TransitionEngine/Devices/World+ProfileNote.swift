extension World {
  /// What the iOS profile and device change in the first picture: the iPadOS 18 tab container
  /// (TB-6) and, for `ios: 26`, which rules follow iOS 18 for want of evidence of a difference.
  func profileNote() -> String {
    var text = ""
    let floating = inWindow(kind: .tab).filter { usesFloatingTabBar($0) }
    if !floating.isEmpty {
      text +=
        " On iPadOS 18+ in regular width \(floating.joined(separator: ", ")) hosts its tabs in "
        + "a _UITabContainerView (the floating tab bar at the top, or a sidebar) instead of a "
        + "bottom UITabBar (TB-6); the views inside it are in no published dump and are not "
        + "drawn."
    }
    if environment.ios >= 26 {
      text +=
        " iOS 26 is its own profile where the rule book shows a difference; for the window "
        + "tree, the callbacks, sheets, the tab bar and zoom transitions it shows none, so the "
        + "model follows iOS 18 there (the new look of bars and sheets is not modelled)."
    }
    return text
  }
}
