import Testing
import TransitionEngine

@testable import SwiftScene

/// the views an animator's Swift makes or reaches become the engine's statements.
@Suite struct SwiftMadeViewTests {
  static let source = """
    import UIKit

    final class Glow: UIView {
      var strength = 1
    }

    final class WorldAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return }
        let bubble = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        bubble.backgroundColor = .systemTeal
        let glow = Glow()
        glow.strength = 2
        let shade = ShadeView()
        UIApplication.shared.keyWindow?.addSubview(shade)
        toView.superview?.addSubview(glow)
        ctx.containerView.addSubview(bubble)
        ctx.containerView.addSubview(toView)
        ctx.containerView.bringSubviewToFront(bubble)
        ctx.containerView.sendSubviewToBack(glow)
        ctx.containerView.exchangeSubview(at: 0, withSubviewAt: 1)
        glow.removeFromSuperview()
        ctx.containerView.subviews.forEach { $0.removeFromSuperview() }
        ctx.completeTransition(true)
      }
    }
    """

  @Test func madeViewsAndViewsOutsideTheContainerAreStatements() throws {
    let block = try RealStyleAuditTests.block("W.swift", Self.source, "WorldAnimator()")
    #expect(
      block?.lines.map(\.statement) == [
        .makeView(
          1, MadeViewSpec(className: "UIView", frame: Rect(x: 10, y: 20, width: 30, height: 40))),
        .setProperty(.made(1), .background(".systemTeal")),
        .makeView(2, MadeViewSpec(className: "Glow")),
        .makeView(3, MadeViewSpec(className: "ShadeView", isKnownClass: false)),
        .addSubview(.made(3), into: .keyWindow),
        .addSubview(.made(2), into: .superview(.toView)),
        .addSubview(.made(1), into: .containerView),
        .addSubview(.toView, into: .containerView),
        .reorderSubview(.made(1), in: .containerView, toFront: true),
        .reorderSubview(.made(2), in: .containerView, toFront: false),
        .exchangeSubviews(in: .containerView, 0, 1),
        .removeFromSuperview(.made(2)),
        .removeSubviews(of: .containerView),
        .completeTransition(.literal(true)),
      ])
  }

  @Test func outsideAnAnimatorMadeViewsStayOutOfTheModel() throws {
    // A presentation controller's chrome keeps its own path (PC-6); nothing here changes it.
    let text = """
      import UIKit
      final class Segue: UIStoryboardSegue {
        override func perform() {
          let v = UIView()
          source.view.addSubview(v)
        }
      }
      """
    let block = try SwiftSceneTests.program(["S.swift": text]).seguePerform(className: "Segue")
    #expect(SwiftSceneTests.trace(block) == ["S.swift:5 not modelled: source.view.addSubview(v)"])
  }
}
