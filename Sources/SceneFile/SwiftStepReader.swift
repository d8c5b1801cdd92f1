import TransitionEngine
import Yams

/// Reads the developer's real Swift into a scene: the `swift:` files, and the animator a
/// step's `animator:` / `transitioningDelegate:` / `navigationDelegate:` / `tabBarDelegate:`
/// stands for, run symbolically into the engine's animator lines (Scenes/README.md, "Your
/// real Swift").
struct SwiftStepReader {
  static let delegateKeys = ["transitioningDelegate", "navigationDelegate", "tabBarDelegate"]
  /// What UIKit's inputs say about the step's transition, written on its `AppCall`.
  typealias Inputs = (cancelled: Bool?, controllerClasses: [String: String])

  let context: ReadContext
  var reader: NodeReader { context.reader }

  /// `swift: File.swift` or a list of files, each parsed; a syntax error is located in its file.
  /// Returns the names as written.
  func readFiles(_ node: Node) throws(SceneError) -> [String] {
    let entries: [Node]
    switch node {
    case .sequence(let sequence): entries = Array(sequence)
    default: entries = [node]
    }
    var names: [String] = []
    for entry in entries {
      let name = try reader.string(entry, for: "'swift'")
      names.append(name)
      guard let file = context.swiftFile(name) else {
        throw reader.error(
          "cannot read Swift file '\(name)' (named relative to the scene)", at: entry)
      }
      let swift = try context.swift(at: entry)
      do {
        try swift.addFile(name: Self.lastComponent(name), path: file.path, text: file.text)
      } catch {
        throw SceneError(
          path: file.path, line: error.line, column: error.column, message: error.message)
      }
    }
    return names
  }

  /// The delegate key the step carries, if any.
  func delegateKey(_ map: MappingReader) -> (key: String, node: Node)? {
    for key in Self.delegateKeys {
      if let node = map.optional(key) { return (key, node) }
    }
    return nil
  }

  /// True when an `animator:` value is real Swift rather than the line dialect: an
  /// expression that builds an object (`FadeAnimator()`, `{ … }()`) or a block with
  /// declarations, bindings or braces, none of which the dialect has.
  static func isSwift(_ node: Node) -> Bool {
    guard case .scalar(let scalar) = node else { return false }
    let text = scalar.string.trimmingSpacesAndNewlines
    if let first = text.first, first.isUppercase || first == "{" { return true }
    return ["{", "guard ", "let ", "var ", "func ", "class ", "struct ", "if "].contains {
      text.contains($0)
    }
  }

  /// The step's animator from Swift: the call UIKit makes to the app's Swift when the step
  /// runs (an inline `animator: |` block, an `animator:` expression or a delegate key, run by
  /// the planner); nil for both when there is none. The block is kept for the line dialect's
  /// `animator: |`, which `StepReader` reads itself.
  func animator(for step: StepSpec, map: MappingReader) throws(SceneError) -> (
    block: CodeBlock?, call: AppCall?
  ) {
    let cancelled = Self.cancelled(step)
    let inputs = Inputs(cancelled: cancelled, controllerClasses: controllerClasses(for: step))
    if let node = map.optional("animator") {
      guard case .scalar(let scalar) = node else { return (nil, nil) }
      if scalar.style == .literal || scalar.string.contains("\n") {
        return (nil, try inlineBlock(scalar, inputs))
      }
      return (nil, try call(node, role: .animator, inputs))
    }
    var role: AppCallRole
    var expression: Node
    var selfName: String?
    // The object asked: a delegate a step set is kept and asked again (N-24, TB-14, X-1).
    var kept: (key: String, fresh: Bool)?
    var setBy: [DelegateSetter] = []
    if let (key, node) = delegateKey(map) {
      expression = node
      switch (key, step.action) {
      case ("transitioningDelegate", .present(let spec)):
        context.delegates[spec.controller.name] = node
        selfName = selfController(presenting: spec.from, presented: spec.controller.name)
        context.delegateSelves[spec.controller.name] = selfName
        role = .transitioningDelegate(presenting: true)
        kept = ("presented " + spec.controller.name, true)
      case ("transitioningDelegate", .dismiss(let name, _)):
        selfName = context.delegateSelves[name] ?? selfController(presenting: name, presented: name)
        role = .transitioningDelegate(presenting: false)
      case ("transitioningDelegate", _): role = .transitioningDelegate(presenting: false)
      default:
        guard let (container, containerRole) = containerDelegateRole(step) else {
          role = key == "tabBarDelegate" ? .tabBarDelegate : .navigationDelegate(push: false)
          break
        }
        role = containerRole
        context.containerDelegates[container] = node
        selfName = ownDelegate(container)
        kept = (container, true)
      }
    } else if case .dismiss(let name, _) = step.action, let node = context.delegates[name] {
      // UIKit asks the presented controller's transitioningDelegate again.
      expression = node
      selfName = context.delegateSelves[name]
      role = .transitioningDelegate(presenting: false)
      kept = ("presented " + name, false)
    } else if let (container, containerRole) = containerDelegateRole(step),
      let node = context.containerDelegates[container]
    {
      // N-24, TB-14: the container's delegate stays set and is asked again.
      expression = node
      selfName = ownDelegate(container)
      role = containerRole
      kept = (container, false)
    } else if let (container, containerRole) = containerDelegateRole(step),
      let own = ownDelegateExpression(container)
    {
      // N-24, TB-14: its `viewDidLoad` set `delegate = self` (or a stored property's object);
      // later steps ask the same object.
      expression = .scalar(Node.Scalar(own))
      context.containerDelegates[container] = expression
      selfName = ownDelegate(container)
      role = containerRole
      kept = (container, true)
    } else if let (_, containerRole) = containerDelegateRole(step),
      case let setters = parentDelegateSetters(containerRole), let last = setters.last
    {
      // N-24, TB-14: a controller's `viewDidLoad` makes it the container's delegate; the
      // planner asks it once its view has loaded there.
      expression = .scalar(Node.Scalar("self"))
      role = containerRole
      selfName = last.name
      setBy = setters
    } else {
      return (nil, nil)
    }
    var call = try call(
      expression, role: role, inputs, selfType: selfName.flatMap { context.classes[$0] },
      kept: kept)
    call.setBy = setBy
    return (nil, call)
  }

  /// `self` in a presentation's delegate expression: the presenting controller when its
  /// `class:` is declared in the Swift files, else the presented one (a controller that is its
  /// own transitioningDelegate), else none.
  private func selfController(presenting: String, presented: String) -> String? {
    [presenting, presented].first(where: hasFilesClass)
  }

  /// True when the scene gives controller `name` a `class:` the Swift files declare.
  func hasFilesClass(_ name: String) -> Bool {
    context.classes[name].map { context.startedSwift?.declaresType($0) == true } ?? false
  }

  /// A YAML scalar holding a Swift expression, as Swift source located where the scalar's
  /// text starts in the scene file (after its opening quote, if any).
  func expressionSource(_ node: Node) throws(SceneError) -> AppExpression {
    let text = try reader.string(node, for: "a Swift expression")
    let quoted: Bool
    if case .scalar(let scalar) = node {
      quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
    } else {
      quoted = false
    }
    return AppExpression(
      text: text, file: reader.path, lineOffset: (node.mark?.line ?? 1) - 1,
      columnOffset: (node.mark?.column ?? 1) - 1 + (quoted ? 1 : 0))
  }

  /// The call UIKit makes to the app's Swift for the expression at `node`: written down, not
  /// run (the planner runs it when UIKit asks). The expression is parsed here, so that a
  /// syntax error is located at load.
  func call(
    _ node: Node, role: AppCallRole, _ inputs: Inputs,
    selfType: String? = nil, kept: (key: String, fresh: Bool)? = nil
  ) throws(SceneError) -> AppCall {
    let source = try expressionSource(node)
    let swift = try context.swift(at: node)
    do {
      try swift.checkExpression(source, selfType: selfType)
    } catch {
      throw SceneError(
        path: reader.path, line: error.line, column: error.column, message: error.message)
    }
    context.asksApp = true
    return AppCall(
      role: role, expression: source,
      selfType: selfType, kept: kept.map { AppKeptObject(key: $0.key, fresh: $0.fresh) },
      cancelled: inputs.cancelled, controllerClasses: inputs.controllerClasses)
  }

  /// An inline `animator: |` block of real Swift: a type, a whole `animateTransition`, or
  /// its body. Its declarations are read here (a syntax error is located at load); the block
  /// runs when UIKit runs the step's animator, in the planner.
  private func inlineBlock(_ scalar: Node.Scalar, _ inputs: Inputs)
    throws(SceneError) -> AppCall
  {
    let line = scalar.mark?.line ?? 1
    let firstLine = line + 1
    let raw =
      context.sourceLines.indices.contains(firstLine - 1)
      ? context.sourceLines[firstLine - 1] : ""
    let firstText = scalar.string.split(separator: "\n", omittingEmptySubsequences: false).first
    let indent = max(0, raw.count - (firstText?.count ?? 0))
    let source = AppExpression(
      text: scalar.string, file: reader.path, lineOffset: firstLine - 1, columnOffset: indent)
    let swift = try context.swift(at: .scalar(scalar))
    do {
      try swift.addInlineBlock(source)
    } catch {
      throw SceneError(
        path: reader.path, line: error.line, column: error.column, message: error.message)
    }
    context.asksApp = true
    return AppCall(
      role: .inlineAnimator, expression: source,
      cancelled: inputs.cancelled, controllerClasses: inputs.controllerClasses)
  }

  /// `class: CrossfadeSegue` on a `segue` or `unwind` step: the question UIKit asks when the
  /// segue performs, its subclass's `perform()` (S-5, U-5). The files must declare the class
  /// with a `perform()`; nothing runs here (the planner asks it with the world as it is then).
  func segue(_ node: Node) throws(SceneError) -> AppCall {
    let name = try reader.string(node, for: "'class'")
    let swift = try context.swift(at: node)
    do {
      try swift.checkSegue(className: name)
    } catch {
      throw reader.error(error.message, at: node)
    }
    context.asksApp = true
    return AppCall(
      role: .seguePerform(className: name),
      expression: AppExpression(
        text: name, file: reader.path, lineOffset: (node.mark?.line ?? 1) - 1,
        columnOffset: (node.mark?.column ?? 1) - 1))
  }

  /// `transitionWasCancelled` at the end of the step's interaction; nil when not interactive.
  static func cancelled(_ step: StepSpec) -> Bool? {
    switch step.action {
    case .pop(_, true), .dismiss(_, true): return true
    default: break
    }
    if let end = step.interaction { return end == .cancelled }
    return step.swipeCompleted ? false : nil
  }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and newlines.
  fileprivate var trimmingSpacesAndNewlines: String {
    let blank: Set<Character> = [" ", "\t", "\n", "\r"]
    var text = Substring(self)
    while let first = text.first, blank.contains(first) { text = text.dropFirst() }
    while let last = text.last, blank.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
