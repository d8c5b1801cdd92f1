extension Planner {
  /// M-23: activating a navigation item's `UISearchController` (a tap in its field,
  /// `isActive = true`) presents it over its host, within the `definesPresentationContext`
  /// ancestor (P-3), with its own animator; deactivating it is a dismissal. Its style,
  /// presentation controller and views are not in the sources (Q-38): the model presents it
  /// over the current context, without in-between frames, and says so.
  mutating func search(
    active: Bool, host: String, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let action = ResolvedAction.search(active: active, on: ControllerID(host))
    guard let search = world[host]?.options.search else {
      refuse(warning: "\(host) has no searchController in its navigation item", &recorder)
      return action
    }
    let name = search.name
    let isActive = world[name]?.presenting != nil
    guard isActive != active else {
      refuse(
        warning: "\(name) is already \(active ? "active" : "inactive"); nothing changes",
        &recorder)
      return action
    }
    let first = recorder.phases.count
    let warnings = recorder.warnings.count
    if active {
      _ = present(searchPresentation(search, host: host), animated: false, &recorder)
    } else {
      _ = dismiss(name, cancelled: false, animated: false, &recorder)
    }
    guard recorder.warnings.count == warnings, recorder.error == nil else { return action }
    recorder.prefix(at: first, searchStory(search, host: host, active: active).note)
    return action
  }

  /// The `UISearchController` as a presented controller: its results controller its child.
  private func searchPresentation(_ search: SearchSpec, host: String) -> PresentSpec {
    var options = ControllerOptions()
    options.className = "UISearchController"
    let exists = world[search.name] != nil
    let kind: ControllerSpec.Kind =
      search.results.map { .container(children: [ControllerSpec(name: $0, isBareName: true)]) }
      ?? .plain
    return PresentSpec(
      controller: ControllerSpec(
        name: search.name, kind: exists ? .plain : kind, options: options, isBareName: exists),
      from: host, style: .overCurrentContext)
  }

  /// M-23, Q-38: what the model knows of the search's presentation and what it assumed.
  private func searchStory(_ search: SearchSpec, host: String, active: Bool) -> SearchNote {
    let (presenter, placement) = resolvePresenter(
      from: host, style: .overCurrentContext, custom: nil)
    let context: String? = placement == .window ? nil : presenter
    guard active else { return .ends(search: search.name) }
    return .begins(search: search.name, host: host, context: context, results: search.results)
  }
}
