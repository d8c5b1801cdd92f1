extension CodeInterpreter {
  /// UIKit's view classes a `let` line may make; any other class name is the app's, which the
  /// scene does not declare, and is drawn as a plain UIView.
  static let madeViewClasses = [
    "UIView", "UIImageView", "UIVisualEffectView", "UILabel", "UIButton",
  ]
  /// The most a made view's frame may measure or be moved by.
  static let frameLimit = 10_000.0

  /// `let bubble = UIView()`, `let dim = DimmingView(frame: CGRect(x: 0, y: 0, width: 393,
  /// height: 852))`, `let s = fromView.snapshotView(afterScreenUpdates: false)`: the line makes
  /// a view and the block names it from here on.
  mutating func declaration(_ tokens: [CodeToken], lineLength: Int) throws(CodeParseError)
    -> CodeStatement
  {
    let start = tokens.first?.offset ?? 0
    guard kind == .animator else {
      throw fail("'let' makes a view of the app's own; that belongs in an 'animator' block", start)
    }
    guard tokens.count >= 4, let name = tokens[1].identifier, tokens[2].isPunctuation("=") else {
      throw fail(
        "expected 'let name = UIView(…)' here", tokens.count > 1 ? tokens[1].offset : start)
    }
    let reserved = ["containerView", "toView", "fromView", "toVC", "fromVC", "transitionContext"]
    guard names.views[name] == nil, !reserved.contains(name) else {
      throw fail("'\(name)' already names a view in this block", tokens[1].offset)
    }
    let right = Array(tokens[3...])
    if right.contains(where: { $0.identifier == "snapshotView" }) {
      var reader = CallSyntaxReader(tokens: right, lineLength: lineLength)
      let call: CallSyntax
      do {
        call = try reader.read()
      } catch {
        throw fail(error.message, error.offset)
      }
      guard call.method == "snapshotView", let receiver = call.receiver else {
        throw fail(
          "a view here is made with a class, as in 'UIView()', or with "
            + "'V.snapshotView(afterScreenUpdates: false)'", call.methodOffset)
      }
      let source = try view(receiver)
      _ = try arguments(call, ["afterScreenUpdates"])
      names.snapshots += 1
      names.views[name] = .snapshot(names.snapshots)
      return .snapshot(names.snapshots, of: source)
    }
    let spec = try madeView(right, lineLength: lineLength)
    names.made += 1
    names.views[name] = .made(names.made)
    return .makeView(names.made, spec)
  }

  /// `Class()`, `Class(frame: .zero)` or `Class(frame: CGRect(x:y:width:height:))`.
  private func madeView(_ right: [CodeToken], lineLength: Int) throws(CodeParseError)
    -> MadeViewSpec
  {
    guard let className = right.first?.identifier, className.first?.isUppercase == true,
      right.count >= 3, right[1].isPunctuation("("), right.last?.isPunctuation(")") == true
    else {
      throw fail(
        "a view here is made with a class, as in 'UIView()' or 'UIView(frame: CGRect(x: 0, "
          + "y: 0, width: 80, height: 80))'", right.first?.offset ?? lineLength)
    }
    var spec = MadeViewSpec(
      className: className, isKnownClass: Self.madeViewClasses.contains(className))
    guard right.count > 3 else { return spec }
    guard right[2].identifier == "frame", right.count > 5, right[3].isPunctuation(":") else {
      throw fail("a view made here takes no argument or 'frame:'", right[2].offset)
    }
    spec.frame = try rect(Array(right[4..<(right.count - 1)]), lineLength: lineLength)
    return spec
  }

  /// `.zero`, `CGRect.zero` or `CGRect(x: 0, y: 0, width: 80, height: 80)`.
  func rect(_ tokens: [CodeToken], lineLength: Int) throws(CodeParseError) -> Rect {
    let texts = tokens.map(\.display)
    if texts == [".", "zero"] || texts == ["CGRect", ".", "zero"] { return .zero }
    var reader = CallSyntaxReader(tokens: tokens, lineLength: lineLength)
    let call: CallSyntax
    do {
      call = try reader.read()
    } catch {
      throw fail(error.message, error.offset)
    }
    guard call.receiver == nil, call.method == "CGRect" else {
      throw fail(
        "a frame here is CGRect(x:y:width:height:) or .zero", tokens.first?.offset ?? lineLength)
    }
    var numbers: [Double] = []
    for value in try arguments(call, ["x", "y", "width", "height"]) {
      guard case .number(let number, let offset) = value else {
        throw fail("expected a number here", value.offset)
      }
      guard abs(number) <= Self.frameLimit, numbers.count < 2 || number >= 0 else {
        throw fail(
          numbers.count < 2
            ? "a number from -10000 to 10000 here" : "a size from 0 to 10000 here", offset)
      }
      numbers.append(number)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `V.subviews.forEach { $0.removeFromSuperview() }`: the receiver's text, or nil when the
  /// line has another shape.
  static func subviewsRemoval(_ body: String) -> String? {
    let compact = body.filter { $0 != " " && $0 != "\t" }
    let tail = ".subviews.forEach{$0.removeFromSuperview()}"
    guard compact.hasSuffix(tail), compact.count > tail.count else { return nil }
    return String(compact.dropLast(tail.count))
  }

  /// `parent.bringSubviewToFront(child)`, `sendSubviewToBack(child)` and
  /// `exchangeSubview(at: i, withSubviewAt: j)` in an animator.
  func reorderStatement(_ call: CallSyntax, parent: CodeView) throws(CodeParseError)
    -> CodeStatement
  {
    guard call.method == "exchangeSubview" else {
      let values = try arguments(call, [nil])
      guard case .path(let path) = values[0] else {
        throw fail("expected a view here", values[0].offset)
      }
      return .reorderSubview(
        try view(path), in: parent, toFront: call.method == "bringSubviewToFront")
    }
    var indices: [Int] = []
    for value in try arguments(call, ["at", "withSubviewAt"]) {
      guard case .number(let number, let offset) = value, number >= 0, number <= 1000,
        number == number.rounded()
      else { throw fail("a whole index from 0 to 1000 here", value.offset) }
      _ = offset
      indices.append(Int(number))
    }
    return .exchangeSubviews(in: parent, indices[0], indices[1])
  }
}

extension CodeInterpreter {
  /// `V.subviews.forEach { $0.removeFromSuperview() }`, with `receiver` the text before
  /// `.subviews`.
  func subviewsRemovalStatement(_ receiver: String) throws(CodeParseError) -> CodeStatement {
    guard case .success(let tokens) = CodeTokenizer.tokens(receiver) else {
      throw fail("expected a view before '.subviews'", 0)
    }
    var reader = CallSyntaxReader(tokens: tokens, lineLength: receiver.count)
    let path: CallSyntax.Path
    do {
      path = try reader.readLonePath()
    } catch {
      throw fail("expected a view before '.subviews'", error.offset)
    }
    return .removeSubviews(of: try view(path))
  }

  /// The views only an animator names: a `let` name, `UIApplication.shared.keyWindow`, and
  /// `V.superview`; nil for any other path.
  func animatorView(_ path: CallSyntax.Path) throws(CodeParseError) -> CodeView? {
    if let named = names.view(named: path.text) { return named }
    if ["UIApplication.shared.keyWindow", "UIApplication.shared.windows.first"].contains(
      path.text)
    {
      return .keyWindow
    }
    guard path.parts.count >= 2, path.parts.last == "superview" else { return nil }
    let inner = CallSyntax.Path(parts: Array(path.parts.dropLast()), offset: path.offset)
    return .superview(try view(inner))
  }

  /// `bubble.frame = CGRect(…)`, `bubble.backgroundColor = …` (views the block made) and
  /// `V.isHidden = true | false`.
  func viewAssignment(
    _ view: CodeView, _ property: String, _ right: [CodeToken], body: String, lineLength: Int
  ) throws(CodeParseError) -> CodeStatement {
    let start = right.first?.offset ?? lineLength
    if property == "isHidden" {
      guard right.count == 1, let flag = right[0].identifier, flag == "true" || flag == "false"
      else { throw fail("isHidden takes true or false", start) }
      return .setProperty(view, .hidden(flag == "true"))
    }
    guard case .made = view else {
      throw fail(
        "only a view the block made with 'let' takes a \(property) here; UIKit lays out the "
          + "transition's views", start)
    }
    if property == "frame" {
      return .setProperty(view, .frame(try rect(right, lineLength: lineLength)))
    }
    let color = String(body.dropFirst(start))
    guard !color.isEmpty, color.count <= 80 else {
      throw fail("expected a colour after '=', as in '.black'", start)
    }
    return .setProperty(view, .background(color))
  }
}
