extension CodeInterpreter {
  /// Names that stand for controllers in an `animator` block.
  static let animatorControllers = ["toVC", "fromVC"]

  func viewStatement(_ call: CallSyntax) throws(CodeParseError) -> CodeStatement {
    let receiverPath = try receiverPath(call)
    let parent = try view(receiverPath)
    if CodeParser.animatorViewMethods.contains(call.method) {
      return try reorderStatement(call, parent: parent)
    }
    switch call.method {
    case "addSubview":
      let values = try arguments(call, [nil])
      return .addSubview(try view(values[0]), into: parent)
    case "insertSubview":
      guard let label = call.arguments.dropFirst().first?.label,
        ["belowSubview", "aboveSubview", "at"].contains(label)
      else {
        throw fail(
          "insertSubview takes 'belowSubview:', 'aboveSubview:' or 'at:' as its second argument",
          call.arguments.dropFirst().first?.offset ?? call.methodOffset)
      }
      let values = try arguments(call, [nil, label])
      let child = try view(values[0])
      switch label {
      case "belowSubview": return .insertSubview(child, into: parent, .below(try view(values[1])))
      case "aboveSubview": return .insertSubview(child, into: parent, .above(try view(values[1])))
      default:
        guard case .number(let number, let offset) = values[1] else {
          throw fail("'at:' takes an index", values[1].offset)
        }
        guard number >= 0, number <= 1000, number == number.rounded() else {
          throw fail("'at:' takes a whole index from 0 to 1000", offset)
        }
        return .insertSubview(child, into: parent, .index(Int(number)))
      }
    default:
      _ = try arguments(call, [])
      switch parent {
      case .containerView:
        throw fail(
          "the containerView belongs to UIKit; remove the views inside it", call.methodOffset)
      case .keyWindow, .superview:
        throw fail(
          "that view belongs to UIKit; remove the views inside it", call.methodOffset)
      default: break
      }
      return .removeFromSuperview(parent)
    }
  }

  private func receiverPath(_ call: CallSyntax) throws(CodeParseError) -> CallSyntax.Path {
    guard let receiver = call.receiver else {
      throw fail(
        "'\(call.method)' needs a receiver, as in 'A.\(call.method)(…)'", call.methodOffset)
    }
    return receiver
  }

  func controllerStatement(_ call: CallSyntax) throws(CodeParseError) -> CodeStatement {
    let receiver = try controller(try receiverPath(call))
    let ignored: Set<String> = ["completion", "duration", "options", "animations", "sender"]
    switch call.method {
    case "addChild":
      let values = try arguments(call, [nil])
      return .addChild(try controller(values[0]), to: receiver)
    case "removeFromParent":
      _ = try arguments(call, [])
      return .removeFromParent(receiver)
    case "willMove", "didMove":
      let values = try arguments(call, ["toParent"])
      let parent = try optionalController(values[0])
      return call.method == "willMove"
        ? .willMove(receiver, toParent: parent) : .didMove(receiver, toParent: parent)
    case "transition":
      let values = try arguments(call, ["from", "to"], ignored: ignored)
      return .transition(
        parent: receiver, from: try controller(values[0]), to: try controller(values[1]))
    case "present":
      let (values, animated) = try animatedArguments(call, [nil], ignored: ignored)
      return .present(try controller(values[0]), from: receiver, animated: animated)
    case "dismiss":
      let (_, animated) = try animatedArguments(call, [], ignored: ignored)
      return .dismiss(receiver, animated: animated)
    case "pushViewController":
      let (values, animated) = try animatedArguments(call, [nil], ignored: ignored)
      return .push(try controller(values[0]), on: receiver, animated: animated)
    case "setViewControllers":
      let (values, animated) = try animatedArguments(call, [nil], ignored: ignored)
      return .setViewControllers(try stack(values[0]), on: receiver, animated: animated)
    case "setNavigationBarHidden", "setToolbarHidden":
      let (values, animated) = try animatedArguments(call, [nil], ignored: ignored)
      guard case .path(let flag) = values[0], flag.text == "true" || flag.text == "false" else {
        throw fail("'\(call.method)' takes true or false", values[0].offset)
      }
      let bar: NavigationBarKind =
        call.method == "setToolbarHidden" ? .toolbar : .navigationBar
      return .setBarHidden(bar, hidden: flag.text == "true", on: receiver, animated: animated)
    case "popToViewController":
      let (values, animated) = try animatedArguments(call, [nil], ignored: ignored)
      return .popTo(try controller(values[0]), on: receiver, animated: animated)
    default:
      let (_, animated) = try animatedArguments(call, [], ignored: ignored)
      return .pop(receiver, animated: animated)
    }
  }

  /// Arguments followed by an optional `animated: true | false` (default true).
  private func animatedArguments(
    _ call: CallSyntax, _ labels: [String?], ignored: Set<String>
  ) throws(CodeParseError) -> ([CallSyntax.Value], Bool) {
    let hasAnimated = call.arguments.contains { $0.label == "animated" }
    let values = try arguments(call, labels + (hasAnimated ? ["animated"] : []), ignored: ignored)
    guard hasAnimated, let flag = values.last else { return (values, true) }
    guard case .path(let path) = flag, path.text == "true" || path.text == "false" else {
      throw fail("'animated:' takes true or false", flag.offset)
    }
    return (Array(values.dropLast()), path.text == "true")
  }

  private func view(_ value: CallSyntax.Value) throws(CodeParseError) -> CodeView {
    guard case .path(let path) = value else { throw fail("expected a view here", value.offset) }
    return try view(path)
  }

  /// A view name: the context's views in an animator, `Name.view` anywhere.
  func view(_ path: CallSyntax.Path) throws(CodeParseError) -> CodeView {
    let animator = kind == .animator
    if animator {
      switch path.text {
      case "containerView", "transitionContext.containerView": return .containerView
      case "toView": return .toView
      case "fromView": return .fromView
      default: break
      }
      if let view = try animatorView(path) { return view }
    }
    guard path.parts.count >= 2, path.parts.last == "view" else {
      let hint =
        animator
        ? "containerView, toView, fromView, toVC.view or fromVC.view"
        : "a controller's view, as in 'Shell.view'"
      throw fail("'\(path.text)' is not a view here; use \(hint)", path.offset)
    }
    let owner = CallSyntax.Path(parts: Array(path.parts.dropLast()), offset: path.offset)
    return .viewOf(try controller(owner))
  }

  /// `[A, B]`: the controllers of a new navigation stack (N-16), each a plain name.
  func stack(_ value: CallSyntax.Value) throws(CodeParseError) -> [CodeName] {
    guard case .list(let items, let offset) = value else {
      throw fail("expected a list of view controllers here, as in '[A, B]'", value.offset)
    }
    guard !items.isEmpty else {
      throw fail("the new stack needs at least one view controller", offset)
    }
    var names: [CodeName] = []
    for item in items {
      let name = try controller(item)
      if names.contains(where: { $0.text == name.text }) {
        throw fail(
          "'\(name.text)' is listed twice; a stack holds each controller once", item.offset)
      }
      names.append(name)
    }
    return names
  }

  private func optionalController(_ value: CallSyntax.Value) throws(CodeParseError) -> CodeName? {
    if case .path(let path) = value, path.text == "nil" { return nil }
    return try controller(value)
  }

  private func controller(_ value: CallSyntax.Value) throws(CodeParseError) -> CodeName {
    guard case .path(let path) = value else {
      throw fail("expected a view controller here", value.offset)
    }
    return try controller(path)
  }

  /// A controller name allowed in this kind of block.
  func controller(_ path: CallSyntax.Path) throws(CodeParseError) -> CodeName {
    let name = CodeName(path.text, location: at(path.offset))
    switch kind {
    case .animator:
      guard Self.animatorControllers.contains(path.text) else {
        throw fail(
          "'\(path.text)' is not known in an animator; use toVC or fromVC", path.offset)
      }
    case .perform where CodeParser.segueNames.contains(path.text):
      break
    case .code, .perform:
      guard path.parts.count == 1, !["nil", "true", "false", "self"].contains(path.text) else {
        let extra = kind == .perform ? ", source, destination or source.parent" : ""
        throw fail(
          "'\(path.text)' is not a view controller; name one of the scene's controllers\(extra)",
          path.offset)
      }
    }
    return name
  }
}
