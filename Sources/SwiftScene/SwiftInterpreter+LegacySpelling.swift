import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// A call on `base` written in an older Swift's spelling, as today's (`LegacySpelling`):
  /// its name, its arguments relabelled, and whether today's is a property. Nil when the
  /// call is spelled as today, or names a method the files declare on `base`.
  func legacyCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> (name: String, arguments: SwiftArguments, isProperty: Bool)?
  {
    if case .object(let object) = base, object.type.method(method) != nil { return nil }
    var onContext = false
    if case .context = base { onContext = true }
    guard let modern = LegacySpelling.call(method, arguments.labels, onContext: onContext) else {
      return nil
    }
    var renamed = arguments
    renamed.labels = modern.labels
    return (modern.name, renamed, modern.isProperty)
  }

  /// Core Graphics' Swift 2 functions as today's initializers, methods and properties:
  /// `CGRectMake(…)` is `CGRect(x:y:width:height:)`, `CGAffineTransformMakeScale(…)` is
  /// `CGAffineTransform(scaleX:y:)`, `CGRectGetWidth(r)` is `r.width`. Nil for other names.
  func legacyGlobal(_ name: String, _ arguments: SwiftArguments, _ scope: SwiftScope)
    -> SwiftValue?
  {
    let values = arguments.values
    func make(_ type: String, _ labels: [String?]) -> SwiftValue? {
      guard values.count == labels.count else { return nil }
      return construct(type, SwiftArguments(labels: labels, values: values), scope)
    }
    func method(_ method: String, _ labels: [String?]) -> SwiftValue? {
      guard let base = values.first, values.count == labels.count + 1 else { return nil }
      let rest = SwiftArguments(labels: labels, values: Array(values.dropFirst()))
      return callMethod(base, method, rest, statementLevel: false)
    }
    switch name {
    case "CGRectMake": return make("CGRect", ["x", "y", "width", "height"])
    case "CGPointMake": return make("CGPoint", ["x", "y"])
    case "CGSizeMake": return make("CGSize", ["width", "height"])
    case "CGAffineTransformMakeScale": return make("CGAffineTransform", ["scaleX", "y"])
    case "CGAffineTransformMakeTranslation":
      return make("CGAffineTransform", ["translationX", "y"])
    case "CGAffineTransformMakeRotation": return make("CGAffineTransform", ["rotationAngle"])
    case "CGAffineTransformConcat": return method("concatenating", [nil])
    case "CGAffineTransformScale": return method("scaledBy", ["x", "y"])
    case "CGAffineTransformTranslate": return method("translatedBy", ["x", "y"])
    case "CGAffineTransformRotate": return method("rotated", ["by"])
    case "CGAffineTransformInvert": return method("inverted", [])
    case "CGRectOffset": return method("offsetBy", ["dx", "dy"])
    case "CGRectInset": return method("insetBy", ["dx", "dy"])
    default: break
    }
    let prefix = "CGRectGet"
    guard name.hasPrefix(prefix), values.count == 1, let rect = values.first else { return nil }
    // `CGRectGetMaxY(r)` is `r.maxY`.
    let part = name.dropFirst(prefix.count)
    guard let first = part.first else { return nil }
    return member(rect, first.lowercased() + part.dropFirst())
  }

  /// A Swift 2 named value that is a static member today (`CGRectZero`), read as today's.
  func legacyConstant(_ name: String) -> SwiftValue? {
    LegacySpelling.constants[name].map { member(.member($0.type), $0.member) }
  }
}
