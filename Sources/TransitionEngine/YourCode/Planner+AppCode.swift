extension Planner {
  /// Asks the app's Swift the step's question (N-4, TB-4, X-1): UIKit asks the delegate for
  /// an animator as the transition starts, before anything moves, so the world read here is
  /// the one UIKit's call would see. The answer becomes the step's animator lines and the
  /// delegate's answer; a call that cannot run is a warning and UIKit's own animation plays.
  mutating func askApp(
    _ spec: StepSpec, present: PresentSpec? = nil, _ recorder: inout StepRecorder
  ) {
    guard var call = spec.appCall, let app else { return }
    var answers = WorldAnswers(world: world, roles: roles(of: spec.action))
    answers.transition = transitionFrames(of: spec.action, present: present)
    if !call.setBy.isEmpty {
      guard let setter = delegateSetter(call, answers) else { return }
      // The controller itself (or an object it holds) is the delegate: one object, whichever
      // container it set.
      call.selfType = setter.className
      call.expression.text = setter.delegate
      call.kept = AppKeptObject(key: "self " + setter.name, fresh: false)
    }
    let answer = app.answer(call, world: answers)
    animator = answer.animator
    delegateAnswer = answer.delegateAnswer
    if let failure = answer.failure { recorder.warnings.append(failure) }
  }

  /// N-24, TB-14: of the controllers whose `viewDidLoad` sets the container's delegate to
  /// themselves, the last whose view has loaded inside the container asked (its
  /// `viewDidLoad` has run there); nil when none has yet, and the container has no delegate.
  private func delegateSetter(_ call: AppCall, _ answers: WorldAnswers) -> DelegateSetter? {
    let container: String?
    switch call.role {
    case .tabBarDelegate: container = answers.roles["tabBarController"]
    default: container = answers.roles["navigationController"]
    }
    guard let container else { return nil }
    return call.setBy.last { setter in
      guard world[setter.name]?.view != nil, let found = answers.controller(setter.name) else {
        return false
      }
      if case .tabBarDelegate = call.role { return found.tabBarController == container }
      return found.navigationController == container
    }
  }

  /// The controllers UIKit hands the app for the step's transition, by role, where the world
  /// knows them: `fromVC`, `toVC` and the container asked.
  func roles(of action: StepAction) -> [String: String] {
    var roles: [String: String] = [:]
    switch action {
    case .push(let pushed, let on):
      guard let nav = on ?? onlyInWindow(.navigation) else { return roles }
      roles["navigationController"] = nav
      roles["fromVC"] = world[nav]?.topChild
      roles["toVC"] = pushed.name
      roles[WorldAnswers.movingToParent] = pushed.name
    case .pop(let on, _), .popToRoot(let on):
      guard let nav = on ?? onlyInWindow(.navigation), let stack = world[nav]?.children else {
        return roles
      }
      roles["navigationController"] = nav
      roles["fromVC"] = stack.last
      roles[WorldAnswers.movingFromParent] = stack.last
      if stack.count > 1 {
        roles["toVC"] = action.isPopToRoot ? stack.first : stack[stack.count - 2]
      }
    case .select(let selector, let on):
      guard let tab = on ?? onlyInWindow(.tab), let controller = world[tab] else { return roles }
      roles["tabBarController"] = tab
      roles["fromVC"] = controller.selectedChild
      let order = controller.moreTabs?.order ?? Array(controller.children)
      roles["toVC"] = world.index(of: selector, in: order).map { order[$0] }
    case .present(let present):
      roles["fromVC"] = presentingController(present)
      roles["toVC"] = present.controller.name
      roles[WorldAnswers.beingPresented] = present.controller.name
    case .dismiss(let name, _):
      roles["fromVC"] = name
      roles["toVC"] = world[name]?.presenting
      roles[WorldAnswers.beingDismissed] = name
    default: break
    }
    return roles
  }

  private func onlyInWindow(_ kind: ControllerKind) -> String? {
    let found = world.inWindow(kind: kind)
    return found.count == 1 ? found.first : nil
  }
}

extension StepAction {
  fileprivate var isPopToRoot: Bool {
    if case .popToRoot = self { return true }
    return false
  }
}
