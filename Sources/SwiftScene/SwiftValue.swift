import SwiftSyntax
import TransitionEngine

/// A value while the developer's Swift runs: what the tool knows of it.
enum SwiftValue {
  /// A view of the transition: the container, the to/from views, a controller's root view.
  case view(CodeView)
  /// A view the code made itself (a snapshot, `UIView()`, a dimming view): not in the model.
  case madeView(String)
  /// `view.subviews` of a view of the world.
  case subviews(CodeView)
  /// `toVC` / `fromVC`: a controller of the transition.
  case controller(String)
  /// The `UIViewControllerContextTransitioning` object.
  case context
  case number(Double)
  case bool(Bool)
  case string(String)
  /// `.to`, `.present`, `.identity`: an enum case or static member written with a dot.
  case member(String)
  /// A case of an enum of the files with its associated values:
  /// `SlideKind.tab(.left)` is `enumCase("tab", [.member("left")])`.
  case enumCase(String, [SwiftValue])
  case transform(Transform)
  case object(SwiftObject)
  case closure(SwiftClosure)
  case array([SwiftValue])
  /// A `UIViewPropertyAnimator`.
  case propertyAnimator(PropertyAnimatorBox)
  /// A value the tool cannot know (the app's data, a call it does not model).
  case unknown(String)
  case null
  case void

  /// Truth for `if` and `guard`: nil for a value the tool cannot know.
  var truth: Bool? {
    switch self {
    case .bool(let value): return value
    case .null: return false
    case .unknown: return nil
    default: return true
    }
  }

  /// The class of an object of the files; nil for any other value.
  var objectType: String? {
    if case .object(let object) = self { return object.type.name }
    return nil
  }

  var isNone: Bool {
    if case .null = self { return true }
    return false
  }

  /// A short name for messages.
  var summary: String {
    switch self {
    case .view(let view): return view.description
    case .madeView(let text): return text
    case .subviews(let view): return "\(view).subviews"
    case .controller(let name): return name
    case .context: return "transitionContext"
    case .number(let value): return Transform.format(value)
    case .bool(let value): return value ? "true" : "false"
    case .string(let text): return "\"\(text)\""
    case .member(let name): return ".\(name)"
    case .enumCase(let name, let values):
      return ".\(name)(\(values.map(\.summary).joined(separator: ", ")))"
    case .transform(let transform): return transform.description
    case .object(let object): return "a \(object.type.name)"
    case .closure: return "a closure"
    case .array(let values): return "[\(values.map(\.summary).joined(separator: ", "))]"
    case .propertyAnimator: return "a UIViewPropertyAnimator"
    case .unknown(let why): return why
    case .null: return "nil"
    case .void: return "()"
    }
  }
}

/// An instance of one of the developer's classes or structs, with its stored properties.
final class SwiftObject {
  let type: SwiftType
  var fields: [String: SwiftValue] = [:]
  /// The world's controller this object is (a controller of the files' class UIKit calls):
  /// its `navigationController`, `parent`… answer from the world.
  var worldName: String?

  init(type: SwiftType) { self.type = type }
}

/// A closure with the scope it captured.
final class SwiftClosure {
  let parameters: [String]
  let body: CodeBlockItemListSyntax
  let scope: SwiftScope
  let source: SwiftSource

  init(parameters: [String], body: CodeBlockItemListSyntax, scope: SwiftScope, source: SwiftSource)
  {
    self.parameters = parameters
    self.body = body
    self.scope = scope
    self.source = source
  }
}

/// A `UIViewPropertyAnimator`: the blocks added to it, run when it starts.
final class PropertyAnimatorBox {
  var animations: [SwiftClosure] = []
  var completions: [SwiftClosure] = []
  var started = false
}

/// Names in scope: a chain of frames, with `self` when inside a type.
final class SwiftScope {
  let parent: SwiftScope?
  var names: [String: SwiftValue] = [:]
  let selfObject: SwiftObject?

  init(parent: SwiftScope?, selfObject: SwiftObject? = nil) {
    self.parent = parent
    self.selfObject = selfObject ?? parent?.selfObject
  }

  func lookup(_ name: String) -> SwiftValue? {
    var scope: SwiftScope? = self
    while let current = scope {
      if let value = current.names[name] { return value }
      scope = current.parent
    }
    return nil
  }

  /// Assigns an existing name wherever it lives; false when no frame has it.
  func assign(_ name: String, _ value: SwiftValue) -> Bool {
    var scope: SwiftScope? = self
    while let current = scope {
      if current.names[name] != nil {
        current.names[name] = value
        return true
      }
      scope = current.parent
    }
    return false
  }
}
