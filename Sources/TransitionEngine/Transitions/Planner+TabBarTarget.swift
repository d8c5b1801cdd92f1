extension Planner {
  /// The tab bar controller a tab-bar step acts on: the one `named`, or the only one on
  /// screen. Refuses the step with a warning naming `verb` when there is none or several.
  mutating func tabBarController(
    _ named: String?, verb: String, _ recorder: inout StepRecorder
  ) -> String? {
    let tabs = named.map { [$0] } ?? world.inWindow(kind: .tab)
    guard tabs.count == 1, let tab = tabs.first, world[tab]?.kind == .tab else {
      refuse(
        warning: named.map { "\($0) is not a tab bar controller" }
          ?? "\(verb) needs exactly one tab bar controller on screen; name it with 'tab:'",
        &recorder)
      return nil
    }
    return tab
  }

  /// Refuses a step whose API is newer than the scene's iOS; true when it was refused.
  mutating func refuseBefore(_ api: TabBarStepNote.NewAPI, _ recorder: inout StepRecorder)
    -> Bool
  {
    guard world.environment.ios < api.version else { return false }
    refuse(warning: api.warning(ios: world.environment.ios), &recorder)
    return true
  }
}
