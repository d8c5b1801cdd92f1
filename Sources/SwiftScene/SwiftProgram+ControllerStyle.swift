import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// The `modalPresentationStyle` and `modalTransitionStyle` a controller class from the files
  /// gives itself before it is presented: in its stored defaults, its `init()` (or, with none,
  /// `init?(coder:)`, as a storyboard builds it) and `awakeFromNib()` (§5, PC-1). The case
  /// names, nil where the class sets none or the tool cannot know the value.
  public func selfAssignedStyles(ofClass name: String) -> (
    presentation: String?, transition: String?
  ) {
    guard let type = types[name] else { return (nil, nil) }
    let interpreter = SwiftInterpreter(
      program: self, inputs: SwiftInterpreter.Inputs(cancelled: nil), source: type.source)
    var arguments = SwiftArguments()
    let hasPlainInit = type.inits.contains { $0.signature.parameterClause.parameters.isEmpty }
    if !hasPlainInit,
      type.inits.contains(where: {
        $0.signature.parameterClause.parameters.map(\.callLabel) == ["coder"]
      })
    {
      arguments.labels = ["coder"]
      arguments.values = [.unknown("the storyboard's coder")]
    }
    guard case .object(let object) = interpreter.instantiate(type, arguments) else {
      return (nil, nil)
    }
    if let awake = type.method("awakeFromNib", labels: []), let body = awake.body {
      _ = interpreter.invoke(body: body.statements, parameters: [], arguments: [], on: object)
    }
    func word(_ key: String) -> String? {
      if case .member(let value)? = object.fields[key] { return value }
      return nil
    }
    return (word("modalPresentationStyle"), word("modalTransitionStyle"))
  }
}
