import TransitionEngine

/// The navigation or tab bar controller whose `delegate` a step's transition asks (N-24,
/// TB-14): a delegate set by one step is asked again by the later pushes, pops and tab
/// switches of the same controller, until a step sets another.
extension SwiftStepReader {
  /// The container the step's transition asks and the question, or nil for a step no
  /// container delegate hears.
  func containerDelegateRole(_ step: StepSpec) -> (container: String, role: AppCallRole)? {
    switch step.action {
    case .push(_, let on): return (container(on, .navigation), .navigationDelegate(push: true))
    case .pop(let nav, _), .popToRoot(let nav):
      return (container(nav, .navigation), .navigationDelegate(push: false))
    case .select(_, let tab): return (container(tab, .tab), .tabBarDelegate)
    default: return nil
    }
  }

  /// `self` in a container's delegate expression: the navigation or tab bar controller itself
  /// when its `class:` is declared in the Swift files (a subclass that is its own delegate,
  /// `delegate = self` in its `viewDidLoad`), else none.
  func ownDelegate(_ container: String) -> String? {
    hasFilesClass(container) ? container : nil
  }

  /// N-24, TB-14: a container of the files whose `viewDidLoad` sets `delegate = self` is its
  /// own delegate from its first step, as if that step said `navigationDelegate: self`; one
  /// that sets `delegate = transitions` (a stored property holding an app object) has that
  /// object, as if the step said `navigationDelegate: self.transitions`.
  func ownDelegateExpression(_ container: String) -> String? {
    guard let owner = ownDelegate(container), let className = context.classes[owner] else {
      return nil
    }
    return context.startedSwift?.ownDelegate(ofClass: className)
  }

  /// True when `ownDelegateExpression(_:)` has an answer.
  func setsOwnDelegate(_ container: String) -> Bool { ownDelegateExpression(container) != nil }

  /// True when an earlier step set the delegate this step's container asks, the container
  /// set itself as its delegate, or a controller of the scene may have (its `viewDidLoad`).
  func inheritsContainerDelegate(_ step: StepSpec) -> Bool {
    guard let (container, role) = containerDelegateRole(step) else { return false }
    return context.containerDelegates[container] != nil || setsOwnDelegate(container)
      || !parentDelegateSetters(role).isEmpty
  }

  /// N-24, TB-14: the scene's controllers so far, in the order the scene defines them, whose
  /// class's `viewDidLoad` sets `navigationController?.delegate = self` (for a navigation
  /// delegate's `role`) or `tabBarController?.delegate = self` (a tab bar delegate's).
  /// Declarations only; which of them the container has loaded is the planner's to say.
  func parentDelegateSetters(_ role: AppCallRole) -> [DelegateSetter] {
    guard let swift = context.startedSwift else { return [] }
    let kind: ControllerKind = role == .tabBarDelegate ? .tab : .navigation
    var setters: [(line: Int, setter: DelegateSetter)] = []
    for (name, className) in context.classes {
      let kinds =
        context.parentDelegateKinds[className] ?? swift.setsParentDelegate(ofClass: className)
      context.parentDelegateKinds[className] = kinds
      guard kinds.contains(kind) else { continue }
      let delegate = swift.parentDelegate(ofClass: className, kind) ?? "self"
      setters.append(
        (
          context.names[name]?.line ?? 0,
          DelegateSetter(name: name, className: className, delegate: delegate)
        ))
    }
    return setters.sorted { ($0.line, $0.setter.name) < ($1.line, $1.setter.name) }.map(\.setter)
  }

  /// N-24, TB-14: the lines that give this step's container a delegate made in place, which
  /// UIKit's weak `delegate` drops at once: the container's own `viewDidLoad`, then the
  /// scene's controllers' callbacks in the order the scene defines them (the planner says
  /// which has run). Declarations only.
  func droppedDelegates(for step: StepSpec) -> [DroppedDelegate] {
    guard let swift = context.startedSwift, let (container, role) = containerDelegateRole(step)
    else { return [] }
    var found: [DroppedDelegate] = []
    if let owner = ownDelegate(container), let className = context.classes[owner],
      let own = swift.droppedDelegate(ofClass: className, parent: nil)
    {
      found.append(own)
    }
    let kind: ControllerKind = role == .tabBarDelegate ? .tab : .navigation
    var setters: [(line: Int, dropped: DroppedDelegate)] = []
    for (name, className) in context.classes where name != container {
      guard var dropped = swift.droppedDelegate(ofClass: className, parent: kind) else {
        continue
      }
      dropped.setter = name
      setters.append((context.names[name]?.line ?? 0, dropped))
    }
    let ordered = setters.sorted {
      ($0.line, $0.dropped.setter ?? "") < ($1.line, $1.dropped.setter ?? "")
    }
    return found + ordered.map(\.dropped)
  }

  /// The key of a container a step names, or of the only one of its kind when it names none
  /// (the step then means that one).
  private func container(_ written: String?, _ kind: NameRegistry.Kind) -> String {
    if let written { return written }
    let only = context.names.names(of: kind)
    return only.count == 1 ? only[0] : "the only \(kind.rawValue)"
  }
}
