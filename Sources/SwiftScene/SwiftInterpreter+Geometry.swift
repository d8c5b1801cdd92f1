import SwiftSyntax
import TransitionEngine

/// `CGRect`, `CGSize` and `CGPoint` while the developer's Swift runs: objects of a built-in
/// type, so that `frame.origin.y = …` changes the rect it came from. The container's `bounds`
/// and `frame` are known while a presentation controller runs; other views' are not.
extension SwiftInterpreter {
  static let geometryTypes: Set<String> = ["CGRect", "CGSize", "CGPoint"]

  /// The most points a frame the code computes may have: the scene file's own bound.
  static let maxPoints: Double = 100_000

  /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`, `CGSize(width:height:)`,
  /// `CGPoint(x:y:)`; nil for any other call.
  func makeGeometry(_ type: String, _ arguments: SwiftArguments) -> SwiftValue? {
    guard Self.geometryTypes.contains(type), program.types[type] == nil else { return nil }
    let object = SwiftObject(type: SwiftType(name: type, source: source))
    switch type {
    case "CGRect":
      if var origin = arguments["origin"], var size = arguments["size"] {
        // `CGRect(origin: .zero, size: size)`: `.zero` is the typed zero of each part.
        if case .member("zero") = origin { origin = point(.number(0), .number(0)) }
        if case .member("zero") = size { size = self.size(.number(0), .number(0)) }
        object.fields = ["origin": origin, "size": size]
        return .object(object)
      }
      let point = point(arguments["x"] ?? .number(0), arguments["y"] ?? .number(0))
      let size = size(arguments["width"] ?? .number(0), arguments["height"] ?? .number(0))
      object.fields = ["origin": point, "size": size]
    case "CGSize":
      object.fields = [
        "width": arguments["width"] ?? .number(0), "height": arguments["height"] ?? .number(0),
      ]
    default:
      object.fields = ["x": arguments["x"] ?? .number(0), "y": arguments["y"] ?? .number(0)]
    }
    return .object(object)
  }

  /// A rect with these numbers.
  func rect(_ rect: Rect) -> SwiftValue {
    let object = SwiftObject(type: SwiftType(name: "CGRect", source: source))
    object.fields = [
      "origin": point(.number(rect.x), .number(rect.y)),
      "size": size(.number(rect.width), .number(rect.height)),
    ]
    return .object(object)
  }

  private func point(_ x: SwiftValue, _ y: SwiftValue) -> SwiftValue {
    let object = SwiftObject(type: SwiftType(name: "CGPoint", source: source))
    object.fields = ["x": x, "y": y]
    return .object(object)
  }

  private func size(_ width: SwiftValue, _ height: SwiftValue) -> SwiftValue {
    let object = SwiftObject(type: SwiftType(name: "CGSize", source: source))
    object.fields = ["width": width, "height": height]
    return .object(object)
  }

  /// `var frame: CGRect = .zero`: a zero value of the annotated geometry type, so that its
  /// parts can be assigned.
  func typedZero(_ value: SwiftValue, _ annotation: TypeAnnotationSyntax?) -> SwiftValue {
    guard case .member("zero") = value,
      let type = annotation?.type.trimmedDescription, Self.geometryTypes.contains(type)
    else { return value }
    return makeGeometry(type, SwiftArguments()) ?? value
  }

  /// A rect's derived members (`width`, `maxY`, `midX`, …); nil when `base` is not a rect or
  /// the member is stored.
  func geometryMember(_ base: SwiftValue, _ name: String) -> SwiftValue? {
    if case .view(.containerView) = base, name == "bounds" || name == "frame",
      let container = presentationRun?.container
    {
      return rect(container)
    }
    guard case .object(let object) = base, object.type.name == "CGRect",
      program.types["CGRect"] == nil, object.fields[name] == nil
    else { return nil }
    let parts = rectParts(object)
    switch name {
    case "width": return parts.width
    case "height": return parts.height
    case "minX": return parts.x
    case "minY": return parts.y
    case "maxX": return Self.arithmetic("+", parts.x, parts.width)
    case "maxY": return Self.arithmetic("+", parts.y, parts.height)
    case "midX": return Self.arithmetic("+", parts.x, Self.arithmetic("/", parts.width, .number(2)))
    case "midY":
      return Self.arithmetic("+", parts.y, Self.arithmetic("/", parts.height, .number(2)))
    default: return nil
    }
  }

  /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`; nil for anything else.
  func geometryCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    guard case .object(let object) = base, object.type.name == "CGRect",
      program.types["CGRect"] == nil, method == "insetBy" || method == "offsetBy"
    else { return nil }
    let parts = rectParts(object)
    let dx = arguments["dx"] ?? .number(0)
    let dy = arguments["dy"] ?? .number(0)
    guard case .number(let x) = parts.x, case .number(let y) = parts.y,
      case .number(let width) = parts.width, case .number(let height) = parts.height,
      case .number(let h) = dx, case .number(let v) = dy
    else { return .unknown("a rect the tool cannot compute") }
    return method == "insetBy"
      ? rect(Rect(x: x + h, y: y + v, width: width - 2 * h, height: height - 2 * v))
      : rect(Rect(x: x + h, y: y + v, width: width, height: height))
  }

  private func rectParts(_ object: SwiftObject) -> (
    x: SwiftValue, y: SwiftValue, width: SwiftValue, height: SwiftValue
  ) {
    let origin = object.fields["origin"].map { member($0, "x") } ?? .unknown("the origin")
    let originY = object.fields["origin"].map { member($0, "y") } ?? .unknown("the origin")
    let width = object.fields["size"].map { member($0, "width") } ?? .unknown("the size")
    let height = object.fields["size"].map { member($0, "height") } ?? .unknown("the size")
    return (origin, originY, width, height)
  }

  /// The engine's rect for a value, or why it is unknown: a part the tool cannot know, or a
  /// number outside what a scene may hold.
  func knownRect(_ value: SwiftValue) -> Result<Rect, UnknownFrame> {
    guard case .object(let object) = value, object.type.name == "CGRect" else {
      return .failure(UnknownFrame(why: value.summary))
    }
    let parts = rectParts(object)
    var numbers: [Double] = []
    var unknown: [String] = []
    for (name, part) in [
      ("x", parts.x), ("y", parts.y), ("width", parts.width), ("height", parts.height),
    ] {
      guard case .number(let number) = part else {
        unknown.append("its \(name) is \(part.summary)")
        continue
      }
      guard number.isFinite, abs(number) <= Self.maxPoints,
        name == "x" || name == "y" || number >= 0
      else {
        return .failure(UnknownFrame(why: "its \(name), \(number), is not a frame UIKit can show"))
      }
      numbers.append(number)
    }
    guard unknown.isEmpty else {
      return .failure(UnknownFrame(why: unknown.joined(separator: ", ")))
    }
    return .success(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
  }
}

/// Why a frame the code computes is unknown.
struct UnknownFrame: Error {
  let why: String
}
