extension World {
  /// What the iOS profile and device change in the first picture: the iPadOS 18 tab container
  /// (TB-6), what `ios: 26` changes, and which profile a version beyond the sources follows
  /// (V-1–V-4), one note per sentence group.
  func profileNotes() -> [ProfileNote] {
    let floating = inWindow(kind: .tab).filter { usesFloatingTabBar($0) }
    return (floating.isEmpty ? [] : [.floatingTabs(floating)])
      + VersionProfile(environment: environment).notes
  }
}
