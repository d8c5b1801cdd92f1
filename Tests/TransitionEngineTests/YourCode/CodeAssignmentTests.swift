import TestSupport
import Testing

@testable import TransitionEngine

/// `V.alpha = N` and `V.transform = …` in an animator block: typed statements and located
/// errors (columns count from 7, lines from 10).
@Suite struct CodeAssignmentTests {
  @Test func alphaAndTransformLinesAreTyped() throws {
    let parsed = try block([
      "toView.alpha = 0",
      "fromVC.view.alpha = 0.25;",
      "toView.transform = CGAffineTransform(scaleX: 0.5, y: 2)",
      "fromView.transform = CGAffineTransform(translationX: -40, y: 852) // down",
      "toVC.view.transform = .identity",
      "fromView.transform = CGAffineTransform.identity",
    ])
    let owner = CodeName("fromVC", location: SourceLocation(line: 11, column: 7))
    let toOwner = CodeName("toVC", location: SourceLocation(line: 14, column: 7))
    #expect(
      parsed.lines.map(\.statement) == [
        .setProperty(.toView, .alpha(0)),
        .setProperty(.viewOf(owner), .alpha(0.25)),
        .setProperty(.toView, .transform(Transform(a: 0.5, b: 0, c: 0, d: 2, tx: 0, ty: 0))),
        .setProperty(
          .fromView, .transform(Transform(a: 1, b: 0, c: 0, d: 1, tx: -40, ty: 852))),
        .setProperty(.viewOf(toOwner), .transform(.identity)),
        .setProperty(.fromView, .transform(.identity)),
      ])
    #expect(parsed.lines[1].text == "fromVC.view.alpha = 0.25")
  }

  @Test func badFormsPointAtTheirColumn() {
    #expect(parseFailure(["toView.alpha = 2"]) == "10:22: alpha takes a number from 0 to 1")
    #expect(parseFailure(["toView.alpha = -0.5"]) == "10:22: alpha takes a number from 0 to 1")
    #expect(parseFailure(["toView.alpha = true"]) == "10:22: alpha takes a number from 0 to 1")
    #expect(
      parseFailure(["toView.alpha ="]) == "10:21: expected a number from 0 to 1 after '='")
    #expect(parseFailure(["toView.alpha = 1 x"]) == "10:24: unexpected 'x' after the value")
    #expect(
      parseFailure(["toView.frame = .identity"])
        == "10:22: only a view the block made with 'let' takes a frame here; UIKit lays out the "
        + "transition's views")
    #expect(
      parseFailure(["alpha = 0"])
        == "10:7: only a view's alpha and transform can be set here, as in 'toView.alpha = 0' "
        + "or 'fromView.transform = .identity'")
    #expect(
      parseFailure(["snapshot.alpha = 0"])
        == "10:7: 'snapshot' is not a view here; use containerView, toView, fromView, "
        + "toVC.view or fromVC.view")
    #expect(
      parseFailure(["containerView.alpha = 0"])
        == "10:7: the containerView belongs to UIKit; set the views inside it")
    #expect(
      parseFailure(["toView.transform = CGAffineTransform(rotationAngle: 1)"])
        == "10:44: CGAffineTransform takes 'scaleX:y:' or 'translationX:y:' here (rotations are "
        + "not modelled)")
    #expect(
      parseFailure(["toView.transform = CGAffineTransform(scaleX: 0.5)"])
        == "10:26: 'CGAffineTransform' is missing 'y:'")
    #expect(
      parseFailure(["toView.transform = CGAffineTransform(scaleX: 500, y: 1)"])
        == "10:52: a number from -100 to 100 here")
    #expect(
      parseFailure(["toView.transform = CGAffineTransform(translationX: 0, y: toView)"])
        == "10:64: expected a number here")
    #expect(
      parseFailure(["toView.transform = scale(2)"])
        == "10:26: a transform here is CGAffineTransform(scaleX:y:), "
        + "CGAffineTransform(translationX:y:) or .identity")
    #expect(parseFailure(["toView.transform ="]) == "10:25: expected a transform after '='")
    #expect(parseFailure(["toView.alpha x = 1"]) == "10:20: unexpected 'x' before '='")
    #expect(
      parseFailure(["Card.view.alpha = 0"], .code)
        == "10:23: setting a view's alpha or transform belongs in an 'animator' block")
  }
}
