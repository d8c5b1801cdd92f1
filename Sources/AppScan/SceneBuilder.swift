import SceneText
import TransitionEngine

/// Writes one transition as a scene: the app's root (or the source standing alone, said as
/// assumed), the transitions on the way to the source, the transition, and the destination's
/// own way back; every part with a comment naming its file and line.
struct SceneBuilder {
  let model: AppModel
  let finder: TransitionFinder

  /// A scene and the classes of the files it needs.
  struct Built {
    var document: SceneDocument
    var types: [String]
  }

  /// The transitions a scene may play on its way to a source (the ones that bring a
  /// controller), by their source's key.
  let ways: [String: [FoundTransition]]

  init(model: AppModel, finder: TransitionFinder) {
    self.model = model
    self.finder = finder
    var ways: [String: [FoundTransition]] = [:]
    for transition in finder.transitions {
      switch transition.kind {
      case .push, .present, .show, .showDetail, .childAdd, .setStack, .customSegue:
        // An embedded child (a storyboard's container view) is on the way to what it holds;
        // a custom segue brings its destination, whatever its perform() does.
        ways[transition.source.key, default: []].append(transition)
      default: break
      }
    }
    self.ways = ways
  }

  /// The shortest chain of transitions from the controllers in `present` to `key` (at most 6).
  func path(to key: String, from present: Set<String>) -> [FoundTransition]? {
    if present.contains(key) { return [] }
    var frontier: [(key: String, path: [FoundTransition])] = present.map { ($0, []) }
    var seen = present
    for _ in 0..<6 {
      var next: [(key: String, path: [FoundTransition])] = []
      for (from, path) in frontier {
        for way in ways[from] ?? [] {
          let keys = way.destination.keys
          for reached in keys where !seen.contains(reached) {
            seen.insert(reached)
            let longer = path + [way]
            if reached == key { return longer }
            next.append((reached, longer))
          }
        }
      }
      frontier = next
    }
    return nil
  }

  /// The scene for `transition`: from the app's root when `fromRoot` and a way there is
  /// known, else with its source as the window's root. `swift` false leaves the app's Swift out.
  func build(_ transition: FoundTransition, fromRoot: Bool, swift: Bool) -> Built? {
    var names = SceneNames()
    let declared = { (name: String) in swift && model.declares(name) }
    var header = [
      "Scanned by `tscope scan`: \(transition.kind.label), \(transition.file):\(transition.line) \(transition.text)"
    ]
    var steps: [(StepSpec, [String])] = []
    // The classes the steps on the way name (a custom segue's, a delegate's).
    var wayTypes: [String] = []
    let root: ControllerSpec
    var target = transition.kind == .unwind ? transition.destination.key : transition.source.key
    if case .tabSwitch = transition.kind { target = transition.source.key }
    if fromRoot, let appRoot = finder.root {
      root = names.spec(appRoot.controller, declared: declared)
      header.append("root: " + appRoot.origin)
      header += appRoot.assumed.map { "assumed: " + $0 }
      let present = Set(appRoot.controller.keys)
      guard var way = path(to: target, from: present) else { return nil }
      if transition.kind == .unwind {
        guard let rest = path(to: transition.source.key, from: [target]) else { return nil }
        way += rest
      }
      for step in way {
        guard let made = self.step(step, names: &names, declared: declared) else { return nil }
        steps.append((made, ["on the way: \(step.file):\(step.line) \(step.text)"]))
        wayTypes += step.swiftTypes
      }
    } else {
      var alone = transition.kind == .unwind ? transition.destination : transition.source
      switch transition.kind {
      case .push, .show, .showDetail, .unwind, .setStack:
        if case .plain = alone.kind {
          alone = AppController(
            key: "nav(\(alone.key))", stem: alone.stem + "Nav", className: nil,
            kind: .navigation(alone))
          header.append("assumed: \(alone.stem) is the window's root, in a navigation controller")
        }
      case .childAdd:
        alone.kind = .container
        header.append("assumed: \(alone.stem) is the window's root")
      default:
        header.append("assumed: \(alone.stem) is the window's root")
      }
      if finder.root == nil {
        header.append(
          "assumed: the app's root was not found (no window.rootViewController and no main storyboard)"
        )
      } else {
        header.append("assumed: no transition the scan found leads from the app's root to it")
      }
      root = names.spec(alone, declared: declared)
      if transition.kind == .unwind {
        let pushed = FoundTransition(
          kind: .push, source: transition.destination, destination: transition.source,
          file: transition.file, line: transition.line, text: "assumed: the unwind's source pushed")
        guard let made = step(pushed, names: &names, declared: declared) else { return nil }
        steps.append((made, ["assumed: \(transition.source.stem) was pushed on the way"]))
      }
    }
    if case .tabSwitch = transition.kind {
    } else if let tab = names.name(of: target).flatMap({ names.tabOf[$0] }), tab.index > 0 {
      steps.append(
        (StepSpec(action: .select(.index(tab.index), tab: tab.tabs)), ["the tab that holds it"]))
    }
    if case .tabSwitch(0) = transition.kind, let tabs = names.name(of: target) {
      steps.append(
        (
          StepSpec(action: .select(.index(1), tab: tabs)),
          ["assumed: another tab is selected first"]
        ))
    }
    guard let main = step(transition, names: &names, declared: declared) else { return nil }
    header += transition.assumed.map { "assumed: " + $0 }
    if !swift {
      header.append("assumed: the app's Swift is left out (the scene did not run with it)")
    }
    steps.append(
      (main, ["\(transition.file):\(transition.line) \(transition.text)"] + transition.notes))
    if let undo = transition.undo, let name = names.name(of: transition.destination.key) {
      let action: StepAction =
        undo.action == "dismiss"
        ? .dismiss(name, interactiveCancelled: false)
        : .pop(nav: names.navigation[name], interactiveCancelled: false)
      steps.append((StepSpec(action: action), ["\(undo.file):\(undo.line) \(undo.action)"]))
    }
    var scene = SceneSpec(
      title:
        "\(transition.source.stem) → \(transition.destination.stem) (\(transition.kind.label))",
      root: root, steps: steps.map(\.0))
    var types = names.classes
    if swift { types += wayTypes + transition.swiftTypes }
    scene.swiftFiles = []
    var document = SceneDocument(scene: scene, header: header)
    for (index, step) in steps.enumerated() { document.beforeStep[index] = step.1 }
    return Built(document: document, types: types)
  }
}
