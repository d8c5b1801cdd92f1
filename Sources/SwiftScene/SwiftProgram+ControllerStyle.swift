import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// True when `className` is a type of the files and a file writes `modalPresentationStyle`
  /// or `modalTransitionStyle` (read from text; nothing runs): the planner then asks the class
  /// for the styles it sets on itself as UIKit presents it (`SwiftAppCode.selfStyles`).
  public func maySetOwnStyles(ofClass className: String) -> Bool {
    guard types[className] != nil else { return false }
    return sources.contains { source in
      let text = source.syntax.description
      return text.contains("modalPresentationStyle") || text.contains("modalTransitionStyle")
    }
  }

  /// The `modalPresentationStyle` and `modalTransitionStyle` a controller class from the files
  /// gives itself before it is presented: in its stored defaults, its `init()` (or, with none,
  /// `init?(coder:)`, as a storyboard builds it) and `awakeFromNib()` (§5, PC-1). The case
  /// names, nil where the class sets none or the tool cannot know the value.
  func selfAssignedStyles(ofClass name: String) -> (
    presentation: String?, transition: String?
  ) {
    guard let type = types[name] else { return (nil, nil) }
    let interpreter = SwiftInterpreter(
      program: self, inputs: SwiftInterpreter.Inputs(cancelled: nil), source: type.source)
    guard case .object(let object) = makeController(type, interpreter) else {
      return (nil, nil)
    }
    func word(_ key: String) -> String? {
      if case .member(let value)? = object.fields[key] { return value }
      return nil
    }
    return (word("modalPresentationStyle"), word("modalTransitionStyle"))
  }
}
