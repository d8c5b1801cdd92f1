extension TransitionFinder {
  /// A transition written in a coordinator or router of the files (a type that is no
  /// controller: `func showDetail(_ item:) { navigationController.pushViewController(…) }`)
  /// starts where its method is called: in a controller (`coordinator?.showDetail(item)`), or
  /// in another method of a coordinator, from the controller that method shows (the closure
  /// `list.onSelect = { self.showDetail($0) }` beside `push(list)`), or in a delegate method
  /// of the coordinator, from the controller its parameter names. Each such caller is one
  /// transition, with the caller's line and the method named; nil when no caller is found.
  func coordinatorSites(_ site: SwiftSite, owner: String) -> [SwiftSite]? {
    guard !model.isController(owner), let function = site.function, function != "init" else {
      return nil
    }
    var found: [SwiftSite] = []
    var sources: Set<String> = []
    for call in callsByFunction[function] ?? []
    where call.line != site.line || call.file != site.file {
      guard let caller = call.owner else { continue }
      var played = site
      played.file = call.file
      played.line = call.line
      played.text = call.text
      played.function = nil  // followed once: the caller is its source
      played.via = "\(owner).\(function), \(site.file):\(site.line)"
      if model.isController(caller) {
        played.owner = caller
      } else if let sender = call.callerParameterTypes.first(where: model.isController) {
        // A delegate method of the coordinator, `picker(_ picker: PickerViewController, …)`:
        // the controller that tells its delegate.
        played.owner = caller
        played.receiver = .type(sender)
      } else if let shown = shownController(in: call.caller, of: caller) {
        played.owner = caller
        played.receiver = shown
      } else {
        continue
      }
      let key = (played.receiver?.label ?? caller)
      guard sources.insert(key).inserted else { continue }
      found.append(played)
    }
    return found.isEmpty ? nil : found
  }

  /// The controller a coordinator's method pushes, presents or shows (the first), if any.
  private func shownController(in function: String?, of owner: String) -> ControllerRef? {
    guard let function else { return nil }
    return model.sites.first {
      $0.owner == owner && $0.function == function && $0.target != nil
        && [.push, .present, .show, .showDetail].contains($0.action)
    }?.target
  }
}
