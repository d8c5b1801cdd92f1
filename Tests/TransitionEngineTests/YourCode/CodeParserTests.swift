import TestSupport
import Testing

@testable import TransitionEngine

/// Parses `lines` as a block starting at line 10, column 7 of a file.
func block(_ lines: [String], _ kind: CodeBlockKind = .animator) throws(CodeParseError)
  -> CodeBlock
{
  try CodeParser.parse(
    lines.enumerated().map {
      CodeSourceLine(text: $1, location: SourceLocation(line: 10 + $0, column: 7))
    }, kind: kind)
}

/// The error for `lines`, as `line:column: message`, or "parsed".
func parseFailure(_ lines: [String], _ kind: CodeBlockKind = .animator) -> String {
  do {
    _ = try block(lines, kind)
    return "parsed"
  } catch {
    return "\(error.location.line):\(error.location.column): \(error.message)"
  }
}

private let at = SourceLocation(line: 1, column: 1)

private func name(_ text: String, _ line: Int, _ column: Int) -> CodeName {
  CodeName(text, location: SourceLocation(line: line, column: column))
}

@Suite struct CodeParserTests {
  @Test func animatorStatementsAreTyped() throws {
    let parsed = try block([
      "containerView.addSubview(toView)",
      "  // a comment line",
      "",
      "transitionContext.containerView.insertSubview(toVC.view, belowSubview: fromView);",
      "containerView.insertSubview(fromView, aboveSubview: toView) // trailing comment",
      "containerView.insertSubview(toView, at: 0)",
      "fromVC.view.removeFromSuperview()",
      "transitionContext.completeTransition(true)",
      "transitionContext.completeTransition(false)",
      "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
    ])
    #expect(
      parsed.lines.map(\.statement) == [
        .addSubview(.toView, into: .containerView),
        .insertSubview(.viewOf(name("toVC", 13, 53)), into: .containerView, .below(.fromView)),
        .insertSubview(.fromView, into: .containerView, .above(.toView)),
        .insertSubview(.toView, into: .containerView, .index(0)),
        .removeFromSuperview(.viewOf(name("fromVC", 16, 7))),
        .completeTransition(.literal(true)),
        .completeTransition(.literal(false)),
        .completeTransition(.notCancelled),
      ])
    #expect(parsed.lines.map(\.location.line) == [10, 13, 14, 15, 16, 17, 18, 19])
    #expect(parsed.lines[2].text == "containerView.insertSubview(fromView, aboveSubview: toView)")
    #expect(parsed.completes)
  }

  @Test func codeStatementsAreTyped() throws {
    let parsed = try block(
      [
        "Shell.addChild(B)",
        "A.willMove(toParent: nil)",
        "Shell.transition(from: A, to: B, duration: 0.3, options: [.transitionCrossDissolve])",
        "A.removeFromParent()",
        "B.didMove(toParent: Shell)",
        "Shell.view.addSubview(B.view)",
        "B.view.removeFromSuperview()",
        "Shell.present(C, animated: false, completion: nil)",
        "C.dismiss(animated: true)",
        "Nav.pushViewController(D, animated: true)",
        "Nav.popViewController()",
      ], .code)
    #expect(
      parsed.lines.map(\.statement) == [
        .addChild(name("B", 10, 22), to: name("Shell", 10, 7)),
        .willMove(name("A", 11, 7), toParent: nil),
        .transition(
          parent: name("Shell", 12, 7), from: name("A", 12, 30), to: name("B", 12, 37)),
        .removeFromParent(name("A", 13, 7)),
        .didMove(name("B", 14, 7), toParent: name("Shell", 14, 27)),
        .addSubview(.viewOf(name("B", 15, 29)), into: .viewOf(name("Shell", 15, 7))),
        .removeFromSuperview(.viewOf(name("B", 16, 7))),
        .present(name("C", 17, 21), from: name("Shell", 17, 7), animated: false),
        .dismiss(name("C", 18, 7), animated: true),
        .push(name("D", 19, 30), on: name("Nav", 19, 7), animated: true),
        .pop(name("Nav", 20, 7), animated: true),
      ])
    #expect(!parsed.completes)
  }

  @Test func performKnowsTheSegueNames() throws {
    let parsed = try block(
      ["source.parent.transition(from: source, to: destination)"], .perform)
    #expect(
      parsed.lines.map(\.statement) == [
        .transition(
          parent: name("source.parent", 10, 7), from: name("source", 10, 38),
          to: name("destination", 10, 50))
      ])
    #expect(parseFailure(["source.parent.addChild(destination)"], .code).hasPrefix("10:7: "))
  }

  @Test func errorsPointIntoTheLine() {
    #expect(
      parseFailure(["containerView.addSubview(toView)", "  containerView.bringToFront(toView)"])
        == "11:23: unknown statement 'bringToFront' in animator code; known: addSubview, "
        + "insertSubview, removeFromSuperview, bringSubviewToFront, sendSubviewToBack, "
        + "exchangeSubview, completeTransition, let V = UIView(…), V.alpha =, V.transform =")
    #expect(
      parseFailure(["containerView.addSubview(snapshot)"])
        == "10:32: 'snapshot' is not a view here; use containerView, toView, fromView, "
        + "toVC.view or fromVC.view")
    #expect(
      parseFailure(["transitionContext.completeTransition(yes)"])
        == "10:44: completeTransition takes true, false or "
        + "!transitionContext.transitionWasCancelled")
    #expect(
      parseFailure(["Shell.addChild(B)"])
        == "10:13: 'addChild' is not an animator statement; an animator only adds and removes "
        + "views, sets their alpha and transform and calls completeTransition (use a 'code' step)")
    #expect(
      parseFailure(["containerView.addSubview(toView"])
        == "10:38: missing ')' at the end of the call")
    #expect(
      parseFailure(["containerView.addSubview(toView) x"]) == "10:40: unexpected 'x' after the call"
    )
    #expect(
      parseFailure(["toView.alpha = 0 + 1"]) == "10:24: unexpected character '+' in animator code")
    #expect(
      parseFailure(["containerView.insertSubview(toView, below: fromView)"])
        == "10:43: insertSubview takes 'belowSubview:', 'aboveSubview:' or 'at:' as its second "
        + "argument")
    #expect(
      parseFailure(["transitionContext.completeTransition(true)"], .code)
        == "10:25: completeTransition belongs in an 'animator' block")
    #expect(
      parseFailure(["A.willMove(parent: nil)"], .code)
        == "10:18: expected 'toParent:' for this argument of 'willMove'")
    #expect(
      parseFailure(["containerView.removeFromSuperview()"]).hasPrefix("10:21: the containerView"))
  }

  @Test func aCommentMarkerEndsTheLineAnywhere() {
    #expect(CodeParser.withoutComment("a.b() // c // d") == "a.b() ")
    #expect(CodeParser.withoutComment("// all") == "")
    #expect(CodeParser.withoutComment("a/b") == "a/b")
  }
}

/// D-5, P-13: a trailing completion block on `present` and `dismiss` lines.
@Suite struct CompletionBlockParserTests {
  @Test func theLinesUpToTheClosingBraceAreTheCompletion() throws {
    let parsed = try block(
      [
        "Card.dismiss(animated: true) {  // then", "  Home.present(Next, animated: true)", "}",
        "Nav.popViewController(animated: true)",
      ], .code)
    #expect(
      parsed.lines.map(\.text) == [
        "Card.dismiss(animated: true)", "Nav.popViewController(animated: true)",
      ])
    #expect(parsed.lines[0].completion.map(\.text) == ["Home.present(Next, animated: true)"])
    #expect(parsed.lines[0].completion.first?.location == SourceLocation(line: 11, column: 9))
  }

  @Test func misuseIsAnErrorAtItsColumn() {
    #expect(
      parseFailure(["Card.dismiss(animated: true) {"], .code)
        == "10:7: missing '}' for the completion block opened here")
    #expect(
      parseFailure(["A.dismiss(animated: true) {", "B.dismiss(animated: true) {", "}", "}"], .code)
        == "11:7: a completion block inside a completion block is not supported")
    #expect(
      parseFailure(["Nav.pushViewController(A, animated: true) {", "}"], .code)
        == "10:7: only present(_:animated:) and dismiss(animated:) take a completion block here")
    #expect(
      parseFailure(["Card.dismiss(animated: true) {", "}"], .animator)
        == "10:7: a completion block belongs in a code or perform block, not in animator code")
  }
}
