extension World {
  /// What the iOS profile and device change in the first picture: the iPadOS 18 tab container
  /// (TB-6), what `ios: 26` changes, and which profile a version beyond the sources follows
  /// (V-1–V-4).
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
    text += VersionProfile(environment: environment).note
    return text
  }
}
