import SceneFile
import TransitionEngine

/// One scene's Swift while SceneFile reads it: the files parsed into a `SwiftProgram` whose
/// declarations answer the reader's questions (syntax, types, a segue's `perform()`, a vended
/// presentation controller); `program()` hands the planner the same files as `SwiftAppCode`.
final class SwiftSceneReading: SceneSwiftReading {
  private let swift = SwiftProgram()
  /// The `swift:` files as parsed, and what they were made of (names and texts).
  private var sources: [SwiftSource] = []
  private var identity: [String] = []
  private let cache: SwiftSourceCache?

  init(cache: SwiftSourceCache?) {
    self.cache = cache
  }

  func addFile(name: String, path: String, text: String) throws(SwiftFileError) {
    let source =
      cache?.source(path: path, name: name, text: text) ?? SwiftSource(name: name, text: text)
    do {
      try swift.add(source)
    } catch {
      throw Self.located(error)
    }
    sources.append(source)
    identity.append(source.name + "\n" + text)
  }

  func addInlineBlock(_ block: AppExpression) throws(SwiftFileError) {
    do {
      try swift.add(Self.source(block))
    } catch {
      throw Self.located(error)
    }
  }

  func checkExpression(_ expression: AppExpression, selfType: String?) throws(SwiftFileError) {
    do {
      try swift.checkExpression(Self.source(expression), selfType: selfType)
    } catch {
      throw Self.located(error)
    }
  }

  func syntaxError(in expression: AppExpression) -> SwiftFileError? {
    Self.source(expression).firstError().map(Self.located)
  }

  func declaredPresentationController(expression: AppExpression) -> String? {
    swift.declaredPresentationController(expression: Self.source(expression))
  }

  func checkSegue(className: String) throws(SwiftFileError) {
    do {
      try swift.checkSegue(className: className)
    } catch {
      throw Self.located(error)
    }
  }

  func declaresType(_ name: String) -> Bool { swift.typeNames.contains(name) }

  func hasControllerOverrides(ofClass className: String) -> Bool {
    swift.hasControllerOverrides(ofClass: className)
  }

  func maySetOwnStyles(ofClass className: String) -> Bool {
    swift.maySetOwnStyles(ofClass: className)
  }

  func ownDelegate(ofClass className: String) -> String? {
    swift.ownDelegate(ofClass: className)
  }

  func setsParentDelegate(ofClass className: String) -> [ControllerKind] {
    swift.setsParentDelegate(ofClass: className)
  }

  func parentDelegate(ofClass className: String, _ kind: ControllerKind) -> String? {
    swift.parentDelegate(ofClass: className, kind)
  }

  func droppedDelegate(ofClass className: String, parent kind: ControllerKind?)
    -> DroppedDelegate?
  {
    swift.droppedDelegate(ofClass: className, parent: kind)
  }

  func declaresMember(_ call: AppMemberCall, ofClass className: String?) -> Bool {
    swift.appMember(call, ofClass: className) != nil
  }

  func program() -> AppProgram {
    SwiftAppCode.program(sources, identity: identity)
  }

  private static func source(_ expression: AppExpression) -> SwiftSource {
    SwiftSource(
      name: expression.file, text: expression.text, lineOffset: expression.lineOffset,
      columnOffset: expression.columnOffset)
  }

  private static func located(_ error: SwiftSceneError) -> SwiftFileError {
    SwiftFileError(line: error.line, column: error.column, message: error.message)
  }
}
