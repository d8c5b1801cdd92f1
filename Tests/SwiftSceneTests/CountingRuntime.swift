import SceneFile
import Synchronization
import SwiftScene
import TransitionEngine

/// SwiftScene's runtime with every question the scene reader asks it written down, by kind:
/// what parses Swift, what reads declarations only, what runs the app's code, and the runs of
/// the program it hands the planner.
final class CountingRuntime: SceneSwift, Sendable {
  /// Kinds of the reader's questions.
  enum Kind: String, Sendable {
    case parse, declaration, run
  }

  let asked = Mutex<[(kind: Kind, what: String)]>([])
  let programRuns = Mutex(0)

  func startScene() -> any SceneSwiftReading {
    CountingReading(inner: SwiftRuntime().startScene(), log: self)
  }

  func note(_ kind: Kind, _ what: String) { asked.withLock { $0.append((kind, what)) } }

  func count(_ kind: Kind) -> Int { asked.withLock { $0.filter { $0.kind == kind }.count } }

  func whats(_ kind: Kind) -> [String] {
    asked.withLock { $0.filter { $0.kind == kind }.map(\.what) }
  }
}

/// Passes each question on to SwiftScene's reading of the scene, noting it first.
final class CountingReading: SceneSwiftReading {
  let inner: any SceneSwiftReading
  let log: CountingRuntime

  init(inner: any SceneSwiftReading, log: CountingRuntime) {
    self.inner = inner
    self.log = log
  }

  func addFile(name: String, path: String, text: String) throws(SwiftFileError) {
    log.note(.parse, "file \(name)")
    try inner.addFile(name: name, path: path, text: text)
  }

  func addInlineBlock(_ block: AppExpression) throws(SwiftFileError) {
    log.note(.parse, "inline block")
    try inner.addInlineBlock(block)
  }

  func checkExpression(_ expression: AppExpression, selfType: String?) throws(SwiftFileError) {
    log.note(.parse, "expression \(expression.text)")
    try inner.checkExpression(expression, selfType: selfType)
  }

  func syntaxError(in expression: AppExpression) -> SwiftFileError? {
    log.note(.parse, "expression \(expression.text)")
    return inner.syntaxError(in: expression)
  }

  func declaredPresentationController(expression: AppExpression) -> String? {
    log.note(.declaration, "presentation controller of \(expression.text)")
    return inner.declaredPresentationController(expression: expression)
  }

  func checkSegue(className: String) throws(SwiftFileError) {
    log.note(.declaration, "segue \(className)")
    try inner.checkSegue(className: className)
  }

  func declaresType(_ name: String) -> Bool {
    log.note(.declaration, "type \(name)")
    return inner.declaresType(name)
  }

  func declaresMember(_ call: AppMemberCall, ofClass className: String?) -> Bool {
    log.note(.declaration, "member \(call.member) of \(className ?? "UIViewController")")
    return inner.declaresMember(call, ofClass: className)
  }

  func hasControllerOverrides(ofClass className: String) -> Bool {
    log.note(.declaration, "overrides of \(className)")
    return inner.hasControllerOverrides(ofClass: className)
  }

  func maySetOwnStyles(ofClass className: String) -> Bool {
    log.note(.declaration, "styles of \(className)")
    return inner.maySetOwnStyles(ofClass: className)
  }

  func ownDelegate(ofClass className: String) -> String? {
    log.note(.declaration, "own delegate of \(className)")
    return inner.ownDelegate(ofClass: className)
  }

  func setsParentDelegate(ofClass className: String) -> [ControllerKind] {
    log.note(.declaration, "parent delegate of \(className)")
    return inner.setsParentDelegate(ofClass: className)
  }

  func parentDelegate(ofClass className: String, _ kind: ControllerKind) -> String? {
    inner.parentDelegate(ofClass: className, kind)
  }

  func droppedDelegate(ofClass className: String, parent kind: ControllerKind?)
    -> DroppedDelegate?
  {
    inner.droppedDelegate(ofClass: className, parent: kind)
  }

  func program() -> AppProgram {
    let program = inner.program()
    let log = log
    return AppProgram(identity: program.identity) {
      log.programRuns.withLock { $0 += 1 }
      return program.run()
    }
  }
}
