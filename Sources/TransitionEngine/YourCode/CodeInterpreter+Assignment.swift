/// A view property an animator line sets: `V.alpha = 0.5`, `V.transform = …`.
public enum CodeProperty: Hashable, Sendable, CustomStringConvertible {
  case alpha(Double)
  case transform(Transform)
  /// `view.isHidden = true`: the view and its subviews are not drawn.
  case hidden(Bool)
  /// `bubble.frame = CGRect(…)` on a view the code made.
  case frame(Rect)
  /// `bubble.backgroundColor = .systemBlue` on a view the code made, as written.
  case background(String)

  public var description: String {
    switch self {
    case .alpha(let value): return "alpha = \(Transform.format(value))"
    case .transform(let transform): return "transform = \(transform.description)"
    case .hidden(let hidden): return "isHidden = \(hidden)"
    case .frame(let rect): return "frame = \(rect.description)"
    case .background(let color): return "backgroundColor = \(color)"
    }
  }
}

extension CodeInterpreter {
  /// The largest scale and translation a line may give: beyond them a view is far off any
  /// screen and the numbers only cost.
  static let scaleLimit = 100.0
  static let translationLimit = 10_000.0

  /// `V.alpha = N` or `V.transform = CGAffineTransform(scaleX: A, y: B)`,
  /// `CGAffineTransform(translationX: X, y: Y)`, `.identity` (V: toView, fromView, toVC.view,
  /// fromVC.view). `equals` is the index of the `=` token.
  func assignment(_ tokens: [CodeToken], equals: Int, lineLength: Int, body: String = "")
    throws(CodeParseError) -> CodeStatement
  {
    let sign = tokens[equals].offset
    if kind != .animator,
      let statement = try stackAssignment(tokens, equals: equals, lineLength: lineLength)
    {
      return statement
    }
    guard kind == .animator else {
      throw fail(
        "setting a view's alpha or transform belongs in an 'animator' block", sign)
    }
    var left = CallSyntaxReader(tokens: Array(tokens[..<equals]), lineLength: sign)
    let path: CallSyntax.Path
    do {
      path = try left.readLonePath()
    } catch {
      throw fail(error.message, error.offset)
    }
    let property = path.parts.last ?? ""
    let propertyOffset = path.offset + path.text.count - property.count
    let settable = ["alpha", "transform", "isHidden", "frame", "backgroundColor"]
    guard path.parts.count >= 2, settable.contains(property) else {
      throw fail(
        "only a view's alpha and transform can be set here, as in 'toView.alpha = 0' or "
          + "'fromView.transform = .identity'", path.parts.count >= 2 ? propertyOffset : path.offset
      )
    }
    let view = try self.view(
      CallSyntax.Path(parts: Array(path.parts.dropLast()), offset: path.offset))
    switch view {
    case .containerView:
      throw fail("the containerView belongs to UIKit; set the views inside it", path.offset)
    case .keyWindow, .superview:
      throw fail("that view belongs to UIKit; set the views inside it", path.offset)
    default: break
    }
    let right = Array(tokens[(equals + 1)...])
    if !["alpha", "transform"].contains(property) {
      return try viewAssignment(view, property, right, body: body, lineLength: lineLength)
    }
    guard let first = right.first else {
      throw fail(
        property == "alpha"
          ? "expected a number from 0 to 1 after '='" : "expected a transform after '='",
        lineLength)
    }
    if property == "alpha" {
      guard case .number(let value) = first.kind else {
        throw fail("alpha takes a number from 0 to 1", first.offset)
      }
      guard right.count == 1 else {
        throw fail("unexpected '\(right[1].display)' after the value", right[1].offset)
      }
      guard value >= 0, value <= 1 else {
        throw fail("alpha takes a number from 0 to 1", first.offset)
      }
      return .setProperty(view, .alpha(value))
    }
    return .setProperty(view, .transform(try transform(right, lineLength: lineLength)))
  }

  /// `N.viewControllers = [A, B]` in a `code` or `perform` block: `setViewControllers` without
  /// animation, as Apple's page says (N-16). nil when the left side is not `N.viewControllers`.
  private func stackAssignment(_ tokens: [CodeToken], equals: Int, lineLength: Int)
    throws(CodeParseError) -> CodeStatement?
  {
    let sign = tokens[equals].offset
    var left = CallSyntaxReader(tokens: Array(tokens[..<equals]), lineLength: sign)
    guard let path = try? left.readLonePath(), path.parts.count >= 2,
      path.parts.last == "viewControllers"
    else { return nil }
    let nav = try controller(
      CallSyntax.Path(parts: Array(path.parts.dropLast()), offset: path.offset))
    let right = Array(tokens[(equals + 1)...])
    guard !right.isEmpty else {
      throw fail("expected a list of view controllers after '=', as in '[A, B]'", lineLength)
    }
    var reader = CallSyntaxReader(tokens: right, lineLength: lineLength)
    let value: CallSyntax.Value
    do {
      value = try reader.readLoneValue()
    } catch {
      throw fail(error.message, error.offset)
    }
    return .setViewControllers(try stack(value), on: nav, animated: false)
  }

  /// `.identity`, `CGAffineTransform.identity`, `CGAffineTransform(scaleX: A, y: B)` or
  /// `CGAffineTransform(translationX: X, y: Y)`.
  private func transform(_ tokens: [CodeToken], lineLength: Int) throws(CodeParseError)
    -> Transform
  {
    let texts = tokens.map(\.display)
    if texts == [".", "identity"] || texts == ["CGAffineTransform", ".", "identity"] {
      return .identity
    }
    var reader = CallSyntaxReader(tokens: tokens, lineLength: lineLength)
    let call: CallSyntax
    do {
      call = try reader.read()
    } catch {
      throw fail(error.message, error.offset)
    }
    guard call.receiver == nil, call.method == "CGAffineTransform" else {
      throw fail(
        "a transform here is CGAffineTransform(scaleX:y:), CGAffineTransform(translationX:y:) "
          + "or .identity", tokens[0].offset)
    }
    let first = call.arguments.first?.label
    guard first == "scaleX" || first == "translationX" else {
      throw fail(
        "CGAffineTransform takes 'scaleX:y:' or 'translationX:y:' here (rotations are not "
          + "modelled)", call.arguments.first?.offset ?? call.methodOffset)
    }
    let values = try arguments(call, [first, "y"])
    let limit = first == "scaleX" ? Self.scaleLimit : Self.translationLimit
    var numbers: [Double] = []
    for value in values {
      guard case .number(let number, let offset) = value else {
        throw fail("expected a number here", value.offset)
      }
      guard abs(number) <= limit else {
        throw fail("a number from -\(Int(limit)) to \(Int(limit)) here", offset)
      }
      numbers.append(number)
    }
    guard numbers.count == 2 else { throw fail("expected two numbers", call.methodOffset) }
    return first == "scaleX"
      ? Transform(a: numbers[0], b: 0, c: 0, d: numbers[1], tx: 0, ty: 0)
      : Transform(a: 1, b: 0, c: 0, d: 1, tx: numbers[0], ty: numbers[1])
  }
}
