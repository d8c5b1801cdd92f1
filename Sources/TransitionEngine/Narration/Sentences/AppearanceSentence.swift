/// Sentences about the appearance callbacks (`viewWillAppear` … `viewDidDisappear`) written
/// from the events a phase really has: who will appear or disappear, in which order, and who
/// hears nothing. If the events change, these sentences change with them.
enum AppearanceSentence {
  /// One of the four appearance callbacks.
  enum Kind: Equatable {
    case willAppear, willDisappear, didAppear, didDisappear

    /// How a sentence says it after the controllers' names.
    var phrase: String {
      switch self {
      case .willAppear: return "will appear"
      case .willDisappear: return "will disappear"
      case .didAppear: return "viewDidAppear"
      case .didDisappear: return "viewDidDisappear"
      }
    }

    var isWill: Bool { self == .willAppear || self == .willDisappear }
  }

  /// The appearance callback of an event, with its controller; nil for every other event.
  static func appearance(_ event: LifecycleEvent) -> (name: String, kind: Kind)? {
    guard case .controller(let id, let callback) = event else { return nil }
    switch callback {
    case .viewWillAppear: return (id.name, .willAppear)
    case .viewWillDisappear: return (id.name, .willDisappear)
    case .viewDidAppear: return (id.name, .didAppear)
    case .viewDidDisappear: return (id.name, .didDisappear)
    default: return nil
    }
  }

  /// The appearance callbacks of `events` that `keep` accepts, in order, with neighbours of
  /// one kind run together: `[(willDisappear, [Tabs, Feed]), (willAppear, [Player])]`. Other
  /// events between them do not break a run.
  static func runs(_ events: [LifecycleEvent], _ keep: (Kind) -> Bool) -> [(
    kind: Kind, names: [String]
  )] {
    var runs: [(kind: Kind, names: [String])] = []
    for case (let name, let kind)? in events.map(appearance) where keep(kind) {
      if let last = runs.last, last.kind == kind {
        runs[runs.count - 1].names.append(name)
      } else {
        runs.append((kind, [name]))
      }
    }
    return runs
  }

  /// `Tabs, FeedNav and Feed will disappear, then Player will appear`, in the order of the
  /// will-callbacks in `events`; nil when there is none.
  static func will(_ events: [LifecycleEvent]) -> String? {
    let runs = runs(events, \.isWill)
    guard !runs.isEmpty else { return nil }
    return runs.map { CallbackSentence.list($0.names) + " " + $0.kind.phrase }
      .joined(separator: ", then ")
  }

  /// `will(events)` with its rule and a full stop, or `none` when no will-callback came.
  static func will(_ events: [LifecycleEvent], rule: String, none: String) -> String {
    will(events).map { "\($0) (\(rule))." } ?? none
  }

  /// Every appearance callback of `events` (with `viewIsAppearing`) in order, neighbours
  /// of one controller or of one callback together, whichever says it in fewer parts:
  /// `Detail's viewWillDisappear and viewDidDisappear, then Feed's viewWillAppear,
  /// viewIsAppearing and viewDidAppear (N-6).`
  static func sequence(_ events: [LifecycleEvent], rule: String) -> String {
    var calls: [Call] = []
    for event in events {
      guard case .controller(let id, let callback) = event else { continue }
      switch callback {
      case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        calls.append(Call(name: id.name, call: String(callback.description.prefix { $0 != "(" })))
      default: continue
      }
    }
    guard !calls.isEmpty else { return "no appearance callbacks come." }
    let byName = grouped(calls, by: \.name, other: \.call).map {
      "\($0.key)'s " + CallbackSentence.list($0.items)
    }
    let byCall = grouped(calls, by: \.call, other: \.name).map {
      $0.items.count == 1
        ? "\($0.items[0])'s \($0.key)" : "\($0.key) for " + CallbackSentence.list($0.items)
    }
    let parts = byCall.count < byName.count ? byCall : byName
    return parts.joined(separator: ", then ") + " (\(rule))."
  }

  /// One appearance callback as a sentence names it: the controller and the method.
  private struct Call {
    let name: String
    let call: String
  }

  /// Neighbours of `calls` that share `key`, each with the `other` parts in order.
  private static func grouped(
    _ calls: [Call], by key: KeyPath<Call, String>, other: KeyPath<Call, String>
  ) -> [(key: String, items: [String])] {
    var groups: [(key: String, items: [String])] = []
    for call in calls {
      if let last = groups.last, last.key == call[keyPath: key] {
        groups[groups.count - 1].items.append(call[keyPath: other])
      } else {
        groups.append((call[keyPath: key], [call[keyPath: other]]))
      }
    }
    return groups
  }

  /// The controllers that hear any appearance callback in `events`, first heard first.
  static func hearing(_ events: [LifecycleEvent]) -> [String] {
    var names: [String] = []
    for case (let name, _)? in events.map(appearance) where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// ` Feed hears no appearance callback and stays appeared: its view stays in the window
  /// (M-9).` when `name` hears none in `events`; empty when it hears one. `state` is the
  /// controller's appearance state, `reason` why it hears nothing.
  static func silent(
    _ name: String, in events: [LifecycleEvent], state: AppearanceState?, reason: String,
    rule: String = "M-9"
  ) -> String {
    guard !hearing(events).contains(name) else { return "" }
    let stays = state.map { " and stays \($0.rawValue)" } ?? ""
    return " \(name) hears no appearance callback\(stays): \(reason) (\(rule))."
  }
}
