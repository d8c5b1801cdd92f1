/// The shape of one statement before it is given a meaning: `receiver.method(label: value, …)`.
struct CallSyntax {
  /// A dotted name: `toVC.view`, `transitionContext`, `source.parent`.
  struct Path {
    var parts: [String]
    var offset: Int
    var text: String { parts.joined(separator: ".") }
  }

  /// One argument value.
  enum Value {
    case path(Path)
    /// `!path`.
    case negated(Path, offset: Int)
    case number(Double, offset: Int)
    /// `.to`, `.from`: an implicit member.
    case member(String, offset: Int)
    /// `[]`, `[.a, .b]` (animation options, ignored) or `[A, B]` (a stack of controllers).
    case list([Value], offset: Int)

    var offset: Int {
      switch self {
      case .path(let path): return path.offset
      case .negated(_, let offset), .number(_, let offset), .member(_, let offset),
        .list(_, let offset):
        return offset
      }
    }
  }

  struct Argument {
    var label: String?
    var value: Value
    var offset: Int
  }

  var receiver: Path?
  var method: String
  var methodOffset: Int
  var arguments: [Argument]
}
