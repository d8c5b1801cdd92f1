import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// A `UIStoryboardSegue` subclass's `perform()`, run with `source` and `destination` (and
  /// `self.source` / `self.destination`) naming the segue's controllers: its UIKit calls
  /// become the `perform` lines the engine plays (S-5). With `world`, the controllers answer
  /// as the world has them when the segue performs (`source.navigationController`).
  public func seguePerform(className: String, world: WorldAnswers? = nil)
    throws(SwiftSceneError) -> CodeBlock
  {
    try checkSegue(className: className)
    guard let type = types[className], let method = type.method("perform", labels: []) else {
      return CodeBlock(kind: .perform, lines: [])
    }
    let interpreter = SwiftInterpreter(
      program: self, inputs: SwiftInterpreter.Inputs(cancelled: nil), source: type.source)
    interpreter.world = world
    guard case .object(let segue) = interpreter.instantiate(type, SwiftArguments()) else {
      return CodeBlock(kind: .perform, lines: [])
    }
    segue.fields["source"] = .controller("source")
    segue.fields["destination"] = .controller("destination")
    interpreter.runEntry(method, on: segue, arguments: [])
    return CodeBlock(kind: .perform, lines: interpreter.lines)
  }

  /// That the files declare `className` with a `perform()`, as the scene is read; nothing
  /// runs (S-5).
  public func checkSegue(className: String) throws(SwiftSceneError) {
    guard let type = types[className] else {
      throw SwiftSceneError(
        file: "", line: 1, column: 1,
        message: "no class '\(className)' in the 'swift' files"
          + (typeNames.isEmpty ? "" : " (they declare: \(typeNames.joined(separator: ", ")))"))
    }
    guard let method = type.method("perform", labels: []), method.body != nil else {
      throw SwiftSceneError(
        file: "", line: 1, column: 1, message: "\(className) has no perform() in the files")
    }
  }
}
