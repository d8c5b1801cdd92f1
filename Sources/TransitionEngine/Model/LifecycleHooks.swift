/// The world's record of presents asked for from lifecycle callbacks (P-10–P-12): which
/// controllers have such hooks, what UIKit call is running, and the requests waiting for the
/// end of the run-loop turn.
struct LifecycleHooks {
  /// Controllers with at least one `onViewDidLoad` / `onViewWillAppear` / `onViewDidAppear`.
  var hooked: Set<String> = []
  /// The UIKit call being planned now, if it is one a present from a callback cares about.
  var running: RunningTransition?
  /// Requests made since the last drain, in the order the callbacks fired.
  var requests: [LifecycleRequest] = []
  /// `Name.callback` of `once` hooks that have run.
  var fired: Set<String> = []

  /// True when `name` has a hook (cheap when no controller has one).
  func isHooked(_ name: String) -> Bool { !hooked.isEmpty && hooked.contains(name) }
}

/// A present asked for from a lifecycle callback, with UIKit's answer decided when the
/// callback fired.
struct LifecycleRequest {
  let source: String
  let hook: LifecyclePresent
  let outcome: LifecycleOutcome
}

extension World {
  /// Called for every callback of a hooked controller: queues the presents its hooks make.
  mutating func noteLifecycleCallback(_ name: String, _ callback: Callback) {
    noteOverrideLines(name, callback)
    guard let kind = LifecycleCallback(callback),
      let hooks = controllers[name]?.options.lifecyclePresents
    else { return }
    for hook in hooks where hook.callback == kind {
      // P-12: an app's guard lets only the first callback present.
      if hook.once && !lifecycle.fired.insert("\(name).\(kind.rawValue)").inserted { continue }
      lifecycle.requests.append(
        LifecycleRequest(
          source: name, hook: hook, outcome: .of(kind, during: lifecycle.running)))
    }
  }

  /// Marks the UIKit call about to run; returns the one to restore when it ends.
  mutating func beginRunning(_ kind: RunningTransition) -> RunningTransition? {
    let outer = lifecycle.running
    lifecycle.running = kind
    return outer
  }
}
