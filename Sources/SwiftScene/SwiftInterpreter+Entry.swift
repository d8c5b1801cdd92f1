import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// Runs `animateTransition(using:)` (or another method UIKit calls) on `object`, then what
  /// it deferred, and notes where it returned: an early `return`, or its closing brace. That
  /// place is named when nothing it started calls `completeTransition`.
  func runEntry(_ method: FunctionDeclSyntax, on object: SwiftObject?, arguments: [SwiftValue]) {
    guard let body = method.body else { return }
    let methodSource = program.source(containing: body) ?? object?.type.source ?? source
    watchedDepth = depth + 1
    _ = invoke(
      body: body.statements,
      parameters: method.signature.parameterClause.parameters.map(\.innerName),
      arguments: arguments, on: object, source: methodSource)
    watchedDepth = nil
    if returnLine == nil { returnLine = closingLine(body, methodSource) }
    drainDeferred()
  }

  /// Statements run as the body of `animateTransition(using:)`, in `scope`; `end` is the
  /// closing brace of the written function, if there is one.
  func runEntry(_ statements: CodeBlockItemListSyntax, _ scope: SwiftScope, end: CodeBlockSyntax?) {
    watchedDepth = depth
    _ = run(statements, scope)
    watchedDepth = nil
    if returnLine == nil, let end { returnLine = closingLine(end, source) }
    drainDeferred()
  }

  /// Notes a `return` of the watched method.
  func noteReturn(_ statement: some SyntaxProtocol) {
    guard watchedDepth == depth, returnLine == nil else { return }
    returnLine = line(for: Syntax(statement), in: source)
  }

  /// The line of a body's closing brace: where the method returns when it runs to its end.
  private func closingLine(_ body: CodeBlockSyntax, _ file: SwiftSource) -> CodeLine {
    line(for: Syntax(body.rightBrace), in: file)
  }

  func line(for node: Syntax, in file: SwiftSource) -> CodeLine {
    CodeLine(
      statement: .notModelled("the method returns here."),
      text: Self.oneLine(node.trimmedDescription), location: file.location(of: node),
      file: file.lineOffset == 0 && file.columnOffset == 0 ? file.name : nil)
  }

  /// The block of lines the run recorded.
  var block: CodeBlock {
    CodeBlock(kind: .animator, lines: lines, returnLine: returnLine)
  }
}
