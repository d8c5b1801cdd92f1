import TestSupport
import Testing

@testable import TransitionEngine

/// The line dialect's forms for views of the app's own and views outside the container.
@Suite struct AppViewParserTests {
  @Test func madeViewsKeyWindowAndSuperviewsAreTyped() throws {
    let parsed = try block([
      "let bubble = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))",
      "let dim = DimmingView()",
      "let s = fromView.snapshotView(afterScreenUpdates: false)",
      "bubble.frame = .zero",
      "bubble.backgroundColor = UIColor(white: 0, alpha: 0.5)",
      "dim.isHidden = true",
      "UIApplication.shared.keyWindow?.addSubview(dim)",
      "fromVC.view.superview?.insertSubview(bubble, belowSubview: s)",
      "containerView.bringSubviewToFront(bubble)",
      "containerView.sendSubviewToBack(s)",
      "containerView.exchangeSubview(at: 0, withSubviewAt: 2)",
      "containerView.subviews.forEach { $0.removeFromSuperview() }",
    ])
    #expect(
      parsed.lines.map(\.statement) == [
        .makeView(
          1, MadeViewSpec(className: "UIView", frame: Rect(x: 1, y: 2, width: 30, height: 40))),
        .makeView(2, MadeViewSpec(className: "DimmingView", isKnownClass: false)),
        .snapshot(1, of: .fromView),
        .setProperty(.made(1), .frame(.zero)),
        .setProperty(.made(1), .background("UIColor(white: 0, alpha: 0.5)")),
        .setProperty(.made(2), .hidden(true)),
        .addSubview(.made(2), into: .keyWindow),
        .insertSubview(
          .made(1), into: .superview(.viewOf(name("fromVC"))), .below(.snapshot(1))),
        .reorderSubview(.made(1), in: .containerView, toFront: true),
        .reorderSubview(.snapshot(1), in: .containerView, toFront: false),
        .exchangeSubviews(in: .containerView, 0, 2),
        .removeSubviews(of: .containerView),
      ])
  }

  @Test func badFormsPointAtTheirColumn() {
    #expect(
      parseFailure(["let v = UIView(frame: CGRect(x: 0, y: 0, width: -1, height: 2))"])
        == "10:55: a size from 0 to 10000 here")
    #expect(
      parseFailure(["let v = UIView()", "let v = UIView()"])
        == "11:11: 'v' already names a view in this block")
    #expect(parseFailure(["toView.frame = .zero"]).contains("only a view the block made"))
    #expect(
      parseFailure(["UIApplication.shared.keyWindow.removeFromSuperview()"])
        .contains("that view belongs to UIKit"))
    #expect(parseFailure(["let v = UIView()"], .code).contains("belongs in an 'animator' block"))
    #expect(parseFailure(["bubble.alpha = 0"]).contains("'bubble' is not a view here"))
    #expect(
      parseFailure(["containerView.exchangeSubview(at: 0.5, withSubviewAt: 1)"])
        == "10:41: a whole index from 0 to 1000 here")
  }

  private func name(_ text: String) -> CodeName {
    CodeName(text, location: SourceLocation(line: 17, column: 7))
  }
}
