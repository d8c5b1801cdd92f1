extension World {
  /// UIKit calls one of `name`'s callbacks: a controller of the files' class runs its override
  /// now, with the world as it is (LC-1, A-5). The lines of the override that the model does
  /// not hold join the phase's explanation as `not modelled: Home.swift:31 …`, each the first
  /// time it is said for that callback (Scenes/README.md, "Your real Swift"), after what the
  /// call ran and before what the scene reader found (a present it cannot play, a child it
  /// cannot place). The size-change overrides' lines join every phase that calls them.
  mutating func noteOverrideLines(_ name: String, _ callback: Callback) {
    guard let method = callback.overrideName, let controller = controllers[name] else { return }
    var notes: [String] = []
    var handlers: [String] = []
    if controller.options.hasSwiftOverrides, let app {
      let call = ControllerCallbackCall(
        controller: name, className: controller.className, method: method,
        changedTraits: changedTraits(callback))
      let answer = app.callback(call, world: WorldAnswers(world: self, roles: [:]))
      notes = answer.notes
      handlers = answer.traitHandlers
    }
    if case .traitCollectionDidChange(let previous) = callback {
      // A-5 [I]: iOS 17's registered handlers run for the same change; Apple's pages do not
      // order them against traitCollectionDidChange(_:), so the tool puts them right after it.
      for place in handlers {
        emit(name, .traitChangeHandler(registeredAt: place, previous: previous))
      }
    }
    notes += controller.options.overrideNotes[method] ?? []
    if !callback.isSizeChange {
      notes = notes.filter { lifecycle.fired.insert("lines \(name).\(method) \($0)").inserted }
    }
    guard !notes.isEmpty else { return }
    let said = Set(pendingMistakeNotes.map(\.text))
    pendingMistakeNotes +=
      notes
      .map { NotModelledSentence.note($0, role: .notModelled, controllers: [name]) }
      .filter { !said.contains($0.text) }
  }
}

extension World {
  /// The size classes a `traitCollectionDidChange(previous:)` reports as changed, against the
  /// environment's traits now; empty for any other callback.
  func changedTraits(_ callback: Callback) -> [String] {
    guard case .traitCollectionDidChange(let previous) = callback else { return [] }
    let now = environment.traits
    return (previous.horizontal != now.horizontal ? ["horizontalSizeClass"] : [])
      + (previous.vertical != now.vertical ? ["verticalSizeClass"] : [])
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
    case .viewWillLayoutSubviews: return "viewWillLayoutSubviews"
    case .prepareForSegue: return "prepare"
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
  var swiftLineSentence: String { swiftLineNote.english }

  /// `swiftLineSentence` as a note family, in both languages.
  var swiftLineNote: LifecyclePresentNote { .swiftLine(swiftLine, deferred: deferred) }
}
