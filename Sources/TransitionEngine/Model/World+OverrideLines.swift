extension World {
  /// The first time UIKit calls one of `name`'s appearance callbacks, the lines of its class's
  /// Swift override that the model does not hold join the phase's explanation as
  /// `not modelled: Home.swift:31 …` (Scenes/README.md, "Your real Swift").
  /// The size-change overrides' lines join every phase that calls them.
  mutating func noteOverrideLines(_ name: String, _ callback: Callback) {
    guard let method = callback.overrideName,
      let notes = controllers[name]?.options.overrideNotes[method], !notes.isEmpty,
      callback.isSizeChange || lifecycle.fired.insert("lines \(name).\(method)").inserted
    else { return }
    let said = Set(pendingMistakeNotes.map(\.text))
    pendingMistakeNotes +=
      notes
      .map { PhaseNote(words: $0, role: .notModelled, controllers: [name]) }
      .filter { !said.contains($0.text) }
  }
}

extension Callback {
  /// The name of the `UIViewController` method an app overrides for this callback, for the
  /// appearance and size-change callbacks.
  var overrideName: String? {
    switch self {
    case .viewDidLoad: return "viewDidLoad"
    case .viewWillAppear: return "viewWillAppear"
    case .viewDidAppear: return "viewDidAppear"
    case .viewWillDisappear: return "viewWillDisappear"
    case .viewDidDisappear: return "viewDidDisappear"
    case .willTransition: return "willTransition"
    case .viewWillTransition: return "viewWillTransition"
    case .traitCollectionDidChange: return "traitCollectionDidChange"
    default: return nil
    }
  }

  /// A callback of a size change: its override's lines are noted at every call.
  var isSizeChange: Bool {
    switch self {
    case .willTransition, .viewWillTransition, .traitCollectionDidChange: return true
    default: return false
    }
  }
}

extension LifecyclePresent {
  /// `Home.swift:14: ` in front of the explanation of a present written in Swift, with what the
  /// tool assumes of a `DispatchQueue.main.async` around it (P-9, P-10 [I]).
  var swiftLineSentence: String {
    guard let swiftLine else { return "" }
    guard deferred else { return "\(swiftLine): " }
    return "\(swiftLine) (inside DispatchQueue.main.async): the block runs on a later turn of "
      + "the main run loop; no source says whether UIKit's answer then differs, so "
      + "TransitionScope answers as for a call made in the callback itself (inferred [I]). "
  }
}
