extension TransitionFinder {
  /// The calls of the functions that present, push or show their parameter (`presentSheet(x)`):
  /// each is the wrapper's transition, on the caller's controller, with the argument as its
  /// destination and what the wrapper sets on it. A wrapper no call reaches is skipped, said.
  mutating func addWrapperCalls() {
    var wrappers: [String: [SwiftFacts.Wrapper]] = [:]
    for file in model.swift {
      for wrapper in file.wrappers { wrappers[wrapper.function, default: []].append(wrapper) }
    }
    guard !wrappers.isEmpty else { return }
    var called: Set<SwiftSite> = []
    for file in model.swift {
      for call in file.calls {
        for wrapper in wrappers[call.function] ?? []
        where wrapper.parameter < call.arguments.count {
          let target = call.arguments[wrapper.parameter]
          // One overload handing its parameter to another (`push(module, animated: true)` in
          // the router itself) is the wrapper, not a call of it.
          if call.owner == wrapper.site.owner, case .unknown = target { continue }
          var site = wrapper.site
          site.owner = call.owner
          site.target = target
          site.file = call.file
          site.line = call.line
          site.text = call.text
          site.function = call.caller
          site.via = "\(wrapper.function), \(wrapper.site.file):\(wrapper.site.line)"
          called.insert(wrapper.site)
          add(site)
        }
      }
    }
    for list in wrappers.values {
      for wrapper in list where !called.contains(wrapper.site) {
        skipped.append(
          ScanSkip(
            file: wrapper.site.file, line: wrapper.site.line,
            why:
              "`\(wrapper.site.text)` in \(wrapper.function) starts a transition on its parameter: no call of it is in the files"
          ))
      }
    }
  }
}
