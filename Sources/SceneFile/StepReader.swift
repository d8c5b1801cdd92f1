import TransitionEngine
import Yams

/// Reads the entries of `steps`: one action key, that action's own keys, and the optional
/// `animated` and `note` (Scenes/README.md, Steps).
struct StepReader {
  /// The action keys, from the engine's one table of them (`StepActionKey`).
  static let actionKeys = StepActionKey.allCases.map(\.rawValue)
  static let commonKeys = StepActionKey.commonKeys
  static let actionOptions = Dictionary(
    uniqueKeysWithValues: StepActionKey.allCases.map { ($0.rawValue, $0.options) })
  /// Every key a step may hold, whatever its action.
  static let knownKeys = actionKeys + commonKeys + actionOptions.values.flatMap { $0 }
  /// For each action key, the keys of the other actions and the steps they belong to, made
  /// once: building it for every step was a tenth of `tscope print` on long scenes.
  static let ownersByAction = Dictionary(
    uniqueKeysWithValues: actionKeys.map { ($0, owners(except: actionOptions[$0] ?? [])) })
  static let customKeys = [
    "frame", "removesPresentersView", "presentsInFullscreen", "chrome", "presentedView",
  ]

  let context: ReadContext
  var reader: NodeReader { context.reader }

  /// The step at `node`, the `index`-th (0-based) entry of `steps`, with the names it uses
  /// that only the app's code can make, for the planner to find (issue 32).
  func read(_ node: Node, index: Int) throws(SceneError) -> StepSpec {
    context.readingSteps = true
    context.namesFromCode = []
    var step = try readStep(node, index: index)
    step.namesFromCode = context.namesFromCode
    return step
  }

  private func readStep(_ node: Node, index: Int) throws(SceneError) -> StepSpec {
    var map = try MappingReader(node, for: "step \(index + 1)", what: "step", reader: reader)
    let action = try map.single(
      among: Self.actionKeys,
      known: Self.knownKeys,
      none: "step has no action key; expected one of: "
        + Self.actionKeys.joined(separator: ", "),
      many: { "step has more than one action key ('\($0)' and '\($1)'); use one step per action" })
    map.what = "'\(action.key)' step"
    let options = Self.actionOptions[action.key] ?? []
    try map.checkKeys(
      allowed: [action.key] + options + Self.commonKeys,
      owners: Self.ownersByAction[action.key] ?? Self.owners(except: options))
    let animated = try map.optionalBool("animated") ?? true
    let note = try map.optionalText("note")
    guard let key = StepActionKey(rawValue: action.key) else {
      throw reader.error("unknown action key '\(action.key)'", at: node)
    }
    let stepAction = try readAction(key, value: action.value, map: map)
    var step = StepSpec(
      action: stepAction, animated: animated, note: note, location: reader.location(of: node))
    step.interruptedByPop = try map.optionalBool("interrupted") ?? false
    if let node = map.optional("perform") {
      step.perform = try CodeBlockReader(context: context).read(
        node, kind: .perform, key: "perform")
    }
    if let node = map.optional("class") {
      if map.optional("perform") != nil {
        throw reader.error("give the segue 'class' or 'perform', not both", at: node)
      }
      step.performCall = try SwiftStepReader(context: context).segue(node)
    }
    let swiftReader = SwiftStepReader(context: context)
    // N-24, TB-14: a delegate an earlier step gave the container is asked here too.
    let hasAnimator =
      map.optional("animator") != nil || swiftReader.delegateKey(map) != nil
      || swiftReader.inheritsContainerDelegate(step)
    // D-7, N-15: a swipe down; N-14, N-18: without an animator, UIKit's own swipe back.
    if key == .dismiss || (key == .pop && !hasAnimator) {
      step.swipeCompleted = try dismissInteraction(map) == "completed"
    }
    if key == .dismiss {
      try readTapOutside(map, into: &step, animator: hasAnimator)  // M-22
    } else {
      step.contentPop = try readPopGesture(map, animator: hasAnimator)
    }
    step.interaction = try interaction(key, map: map, animator: hasAnimator)
    if let node = map.optional("animator"), !SwiftStepReader.isSwift(node) {
      step.animator = try CodeBlockReader(context: context).read(
        node, kind: .animator, key: "animator")
    } else {
      (step.animator, step.appCall) = try swiftReader.animator(for: step, map: map)
      if step.appCall == nil { step.droppedDelegates = swiftReader.droppedDelegates(for: step) }
    }
    step.dismissalCalls = try swiftReader.dismissalCalls(for: step)
    try swiftReader.presentationController(for: &step, map: map)
    step.swift = swiftReader.keys(of: step, map: map)
    return step
  }

  /// For each action-specific key not in `options`, the steps it belongs to.
  private static func owners(except options: [String]) -> [String: String] {
    var owners: [String: String] = [:]
    for key in Set(actionOptions.values.flatMap { $0 }) where !options.contains(key) {
      let steps = actionKeys.filter { actionOptions[$0]?.contains(key) ?? false }.map { "'\($0)'" }
      let list =
        steps.count == 1
        ? steps[0] : steps.dropLast().joined(separator: ", ") + " and " + (steps.last ?? "")
      owners[key] = list + " steps"
    }
    return owners
  }
}
