import TransitionEngine
import Yams

/// Reads a block of the developer's code (`animator: |`, `code: |`, `perform: |`, or a list
/// of strings) into typed statements, with errors located inside the block.
struct CodeBlockReader {
  let context: ReadContext
  var reader: NodeReader { context.reader }

  /// The statements at `node` for `key`.
  func read(_ node: Node, kind: CodeBlockKind, key: String) throws(SceneError) -> CodeBlock {
    let lines = try sourceLines(node, key: key)
    let block: CodeBlock
    do {
      block = try CodeParser.parse(lines, kind: kind, appMember: kind == .code ? appMember : nil)
    } catch {
      throw SceneError(
        path: reader.path, line: error.location.line, column: error.location.column,
        message: error.message)
    }
    if block.lines.isEmpty {
      throw reader.error("'\(key)' has no statements", at: node)
    }
    if kind != .animator { try checkNames(block) }
    return block
  }

  /// Each line of the block with the file position of its first character.
  private func sourceLines(_ node: Node, key: String) throws(SceneError) -> [CodeSourceLine] {
    switch node {
    case .sequence(let sequence):
      var lines: [CodeSourceLine] = []
      for entry in sequence {
        guard case .scalar(let scalar) = entry, !NodeReader.isNull(entry) else {
          throw reader.error(
            "expected a string for each statement of '\(key)', found "
              + NodeReader.describe(entry), at: entry)
        }
        lines += try scalarLines(scalar, key: key)
      }
      return lines
    case .scalar(let scalar) where !NodeReader.isNull(node):
      return try scalarLines(scalar, key: key)
    default:
      throw reader.error(
        "expected a literal block ('\(key): |') or a list of strings for '\(key)', found "
          + NodeReader.describe(node), at: node)
    }
  }

  private func scalarLines(_ scalar: Node.Scalar, key: String) throws(SceneError)
    -> [CodeSourceLine]
  {
    let mark = scalar.mark
    let line = mark?.line ?? 1
    let column = mark?.column ?? 1
    let texts = scalar.string.split(separator: "\n", omittingEmptySubsequences: false)
    switch scalar.style {
    case .folded:
      throw reader.error(
        "'\(key)' is a folded block ('>'); use a literal block ('|') so that each statement "
          + "keeps its own line", at: mark)
    case .literal:
      // The block's text starts on the line after the '|' indicator.
      return texts.enumerated().map { offset, text in
        let fileLine = line + 1 + offset
        let raw =
          context.sourceLines.indices.contains(fileLine - 1)
          ? context.sourceLines[fileLine - 1] : Substring(text)
        let indent = max(0, raw.count - text.count)
        return CodeSourceLine(
          text: String(text), location: SourceLocation(line: fileLine, column: indent + 1))
      }
    default:
      let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
      return texts.map {
        CodeSourceLine(
          text: String($0),
          location: SourceLocation(line: line, column: column + (quoted ? 1 : 0)))
      }
    }
  }

  /// In `code` and `perform` blocks every name must be a scene controller, except a
  /// controller introduced by `addChild`, `present`, `pushViewController`,
  /// `setViewControllers` (or `viewControllers =`) or as the view
  /// added by `addSubview` / `insertSubview`, or the `to:` of `transition` (a new plain
  /// `UIViewController`, as a bare name in a step is).
  private func checkNames(_ block: CodeBlock) throws(SceneError) {
    // A completion block's lines run later (D-5), but their names are checked in order.
    for line in block.lines.flatMap({ [$0] + $0.completion }) {
      let introduced: [CodeName]
      switch line.statement {
      case .addChild(let child, _): introduced = [child]
      case .present(let presented, _, _): introduced = [presented]
      case .push(let pushed, _, _): introduced = [pushed]
      case .setViewControllers(let stack, _, _): introduced = stack
      case .addSubview(.viewOf(let child), _), .insertSubview(.viewOf(let child), _, _):
        introduced = [child]
      case .transition(_, _, let to): introduced = [to]
      case .appMember(let call): introduced = call.values
      default: introduced = []
      }
      for name in introduced where !isKnown(name.text) {
        context.defineFromCode(name.text, line: name.location.line)
      }
      for name in line.statement.names where !isKnown(name.text) {
        throw SceneError(
          path: reader.path, line: name.location.line, column: name.location.column,
          message: "unknown controller '\(name.text)' in a '\(block.kind.rawValue)' block"
            + (context.names.closest(to: name.text).map { "; did you mean '\($0)'?" } ?? ""))
      }
    }
  }

  /// Issue 32: a line calling a member the files declare on its controller's class (or on
  /// `UIViewController`) is the app's call, run by the planner.
  private func appMember(_ line: CodeSourceLine) -> CodeLine? {
    guard let swift = context.startedSwift else { return nil }
    let found = CodeParser.appMemberLine(line) { call in
      swift.declaresMember(call, ofClass: context.classes[call.receiver.text])
    }
    if found != nil { context.asksApp = true }
    return found
  }

  private func isKnown(_ name: String) -> Bool {
    context.isDefined(name) || CodeParser.segueNames.contains(name)
  }
}
