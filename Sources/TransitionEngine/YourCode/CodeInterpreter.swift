/// Gives a `CallSyntax` its meaning in one kind of block.
struct CodeInterpreter {
  let kind: CodeBlockKind
  let origin: SourceLocation
  /// The views the block's earlier `let` lines made, by name.
  var names = CodeViewNames()

  func at(_ offset: Int) -> SourceLocation {
    SourceLocation(line: origin.line, column: origin.column + offset)
  }

  func fail(_ message: String, _ offset: Int) -> CodeParseError {
    CodeParseError(message: message, location: at(offset))
  }

  func statement(_ call: CallSyntax) throws(CodeParseError) -> CodeStatement {
    let allowed = kind == .animator ? CodeParser.viewMethods : CodeParser.controllerMethods
    if call.method == "completeTransition" {
      guard kind == .animator else {
        throw fail("completeTransition belongs in an 'animator' block", call.methodOffset)
      }
      return try completion(call)
    }
    if CodeParser.viewMethods.contains(call.method)
      || kind == .animator && CodeParser.animatorViewMethods.contains(call.method)
    {
      return try viewStatement(call)
    }
    guard CodeParser.controllerMethods.contains(call.method) else {
      let known =
        allowed
        + (kind == .animator
          ? CodeParser.animatorViewMethods + [
            "completeTransition", "let V = UIView(…)", "V.alpha =", "V.transform =",
          ] : [])
      throw fail(
        "unknown statement '\(call.method)' in \(kind.rawValue) code; known: "
          + known.joined(separator: ", "), call.methodOffset)
    }
    guard kind != .animator else {
      throw fail(
        "'\(call.method)' is not an animator statement; an animator only adds and removes "
          + "views, sets their alpha and transform and calls completeTransition (use a 'code' "
          + "step)", call.methodOffset)
    }
    return try controllerStatement(call)
  }

  private func receiver(_ call: CallSyntax) throws(CodeParseError) -> CallSyntax.Path {
    guard let receiver = call.receiver else {
      throw fail(
        "'\(call.method)' needs a receiver, as in 'A.\(call.method)(…)'", call.methodOffset)
    }
    return receiver
  }

  /// Checks the argument labels against `labels` (nil for an unlabelled argument); labels in
  /// `ignored` may follow and are skipped (`completion: nil`, `duration: 0.3`).
  func arguments(
    _ call: CallSyntax, _ labels: [String?], ignored: Set<String> = []
  ) throws(CodeParseError) -> [CallSyntax.Value] {
    var values: [CallSyntax.Value] = []
    var expected = labels[...]
    for argument in call.arguments {
      if let label = argument.label, ignored.contains(label) { continue }
      guard let next = expected.first else {
        throw fail("too many arguments to '\(call.method)'", argument.offset)
      }
      guard argument.label == next else {
        let want = next.map { "'\($0):'" } ?? "no label"
        throw fail("expected \(want) for this argument of '\(call.method)'", argument.offset)
      }
      values.append(argument.value)
      expected = expected.dropFirst()
    }
    guard expected.isEmpty else {
      let missing = expected.first.flatMap { $0 }.map { "'\($0):'" } ?? "an argument"
      throw fail("'\(call.method)' is missing \(missing)", call.methodOffset)
    }
    return values
  }

  private func completion(_ call: CallSyntax) throws(CodeParseError) -> CodeStatement {
    if let receiver = call.receiver, receiver.text != "transitionContext" {
      throw fail("completeTransition is called on transitionContext", receiver.offset)
    }
    let values = try arguments(call, [nil])
    switch values.first {
    case .path(let path) where path.text == "true": return .completeTransition(.literal(true))
    case .path(let path) where path.text == "false": return .completeTransition(.literal(false))
    case .negated(let path, _)
    where ["transitionContext.transitionWasCancelled", "transitionWasCancelled"].contains(
      path.text):
      return .completeTransition(.notCancelled)
    default:
      throw fail(
        "completeTransition takes true, false or !transitionContext.transitionWasCancelled",
        values.first?.offset ?? call.methodOffset)
    }
  }
}
