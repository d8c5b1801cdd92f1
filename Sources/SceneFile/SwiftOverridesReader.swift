import TransitionEngine

/// A controller whose `class:` is a `UIViewController` subclass of the scene's `swift:` files:
/// its `viewDidLoad`, `viewWillAppear(_:)`, `viewDidAppear(_:)`, … overrides run (Scenes/README.md,
/// "Your real Swift") when the planner creates the controller (`CodeMadeControllers`). A
/// `present(…)` in them becomes the same hook as the scene's `onViewDidAppear: { present: … }`
/// (P-10–P-12), the background `viewDidLoad` gives the view becomes its `background` (M-7,
/// T-4), and what the tool does not model is listed.
struct SwiftOverridesReader {
  /// Controllers presented from overrides whose own classes present again: a chain this deep
  /// stops (the engine also caps presents per step, P-12).
  static let depthLimit = 8

  let names: CodeMadeControllers

  /// Applies the overrides of `className` to the options of the controller `name`; returns
  /// the children its `viewDidLoad` adds (K-1).
  @discardableResult
  func apply(_ options: inout ControllerOptions, controller name: String, className: String)
    -> [ControllerSpec]
  {
    apply(&options, controller: name, className: className, depth: 0)
  }

  @discardableResult
  func apply(
    _ options: inout ControllerOptions, controller name: String, className: String, depth: Int
  ) -> [ControllerSpec] {
    guard depth < Self.depthLimit else { return [] }
    // LC-1, A-5: the planner asks the app's code at each callback UIKit sends this class.
    options.hasSwiftOverrides = names.hasOverrides(className)
    names.markSettled(name)
    guard let overrides = names.overrides(className, name) else { return [] }
    options.overrideNotes.merge(overrides.notes) { $0 + $1 }
    // The scene's `background:` key, when written, says it instead.
    if options.background == .opaque, let background = overrides.background {
      options.background = background
      options.backgroundLine = overrides.backgroundLine
    }
    for present in overrides.presents {
      switch hook(present, from: name, depth: depth) {
      case .success(let hook): options.lifecyclePresents.append(hook)
      case .failure(let problem):
        options.overrideNotes[present.callback.rawValue, default: []].append(
          "not modelled: \(present.line) present(…). \(problem)")
      }
    }
    return childSpecs(overrides.children, depth: depth)
  }

  private func hook(_ present: ControllerOverrides.Present, from name: String, depth: Int)
    -> Result<LifecyclePresent, OverrideRefusal>
  {
    let style = present.style ?? .automatic
    if style == .popover || style.isAlertController {
      return .failure(
        OverrideRefusal(
          "A present with the style .\(style.rawValue) from a callback is not modelled; use a "
            + "'present' step with 'anchor'."))
    }
    let line = Int(present.line.split(separator: ":").last ?? "") ?? 1
    let presented: ControllerSpec
    switch spec(for: present.controller, line: line, depth: depth) {
    case .success(let spec): presented = spec
    case .failure(let refusal): return .failure(refusal)
    }
    if presented.name == name {
      return .failure(
        OverrideRefusal("\(name) cannot present itself; it is not presented."))
    }
    var hook = LifecyclePresent(
      callback: present.callback,
      present: PresentSpec(
        controller: presented, from: name, style: style, transition: present.transition),
      animated: present.animated, once: present.once, swiftLine: present.line)
    hook.deferred = present.deferred
    return .success(hook)
  }

  /// The scene controller for a class of the files: `Onboarding` (the class name without
  /// `ViewController`), or the class name, reusing one of these that an earlier controller of
  /// the same class has; a new controller of that class otherwise. Nil when both names are
  /// taken by controllers of other classes.
  func classSpec(_ className: String, line: Int, depth: Int) -> ControllerSpec? {
    var candidates = [className]
    for suffix in ["ViewController", "Controller"] where className.hasSuffix(suffix) {
      let short = String(className.dropLast(suffix.count))
      if !short.isEmpty { candidates.insert(short, at: 0) }
      break
    }
    for candidate in candidates {
      if names.isDefined(candidate) {
        guard names.className(of: candidate) == className else { continue }
        return ControllerSpec(name: candidate, isBareName: true)
      }
      names.define(candidate, line: line)
      names.classes[candidate] = className
      var options = ControllerOptions()
      options.className = className
      let children = apply(&options, controller: candidate, className: className, depth: depth + 1)
      options.swiftChildren = children.map(\.name)
      return ControllerSpec(
        name: candidate, kind: Self.kind(.plain, children: children), options: options)
    }
    return nil
  }
}

/// Why a present in a controller's override is not played.
struct OverrideRefusal: Error, CustomStringConvertible {
  let description: String
  init(_ text: String) { description = text }
}
