import TestSupport
import Testing

@testable import TransitionEngine

/// View transforms and alpha in the model, the text format and JSON (M-11's printed form).
@Suite struct TransformTests {
  private let wrapper = Rect(x: 0, y: 0, width: 393, height: 852)

  @Test func scaleAppliesAroundTheCentre() {
    let scaled = Transform.scale(0.5).applied(to: Rect(x: 10, y: 20, width: 100, height: 200))
    #expect(scaled == Rect(x: 35, y: 70, width: 50, height: 100))
  }

  @Test func translationMovesTheFrame() {
    let moved = Transform.scale(1, tx: 5, ty: -23.5).applied(to: wrapper)
    #expect(moved == Rect(x: 5, y: -23.5, width: 393, height: 852))
  }

  @Test func nodeKeepsItsLayoutFrameAndPrintsTheTransformedOne() {
    let node = ViewNode(
      id: ViewID(1), className: "UIDropShadowView", frame: wrapper,
      transform: .scale(0.5, ty: -10), alpha: 0.5)
    #expect(node.layoutFrame == wrapper)
    #expect(node.frame == Rect(x: 98.25, y: 203, width: 196.5, height: 426))
    #expect(
      ViewTreeText.line(node)
        == "UIDropShadowView (98.25 203; 196.5 426) transform = [0.5, 0, 0, 0.5, 0, -10] alpha = 0.5"
    )
    let identity = node.with(transform: .identity, alpha: 1)
    #expect(identity.frame == wrapper)
    #expect(ViewTreeText.line(identity) == "UIDropShadowView (0 0; 393 852)")
  }

  @Test func jsonOmitsIdentityAndFullAlpha() {
    let plain = ViewNode(id: ViewID(1), className: "UIView", frame: wrapper)
    #expect(!JSONDescription.view(plain).contains("transform"))
    #expect(!JSONDescription.view(plain).contains("alpha"))
    let scaled = plain.with(transform: .scale(0.8727, ty: -23.7), alpha: 0)
    let json = JSONDescription.view(scaled)
    #expect(json.contains(#""transform": [0.8727, 0, 0, 0.8727, 0, -23.7]"#))
    #expect(json.contains(#""alpha": 0,"#))
    #expect(json.contains(#""frame": [25.01, 30.53, 342.97, 743.54]"#))
  }

  @Test func formatIsFiniteAndShort() {
    #expect(Transform.format(0.87272727) == "0.8727")
    #expect(Transform.format(-23.7) == "-23.7")
    #expect(Transform.format(-0.00001) == "0")
    #expect(Transform.format(.infinity) == "0")
    #expect(Transform.format(.nan) == "0")
    #expect(Transform.format(2) == "2")
    #expect(Transform.format(-1.05) == "-1.05")
  }

  @Test func forestTransformKeepsSnapshotsApart() {
    var forest = ViewForest()
    let parent = forest.make("UIWindow", frame: wrapper)
    let child = forest.make("UIDropShadowView", frame: wrapper)
    forest.insert(child, into: parent)
    let before = forest.tree(parent)
    forest.setTransform(child, .scale(0.5))
    forest.setFrame(child, Rect(x: 0, y: 0, width: 200, height: 400))
    #expect(before?.subviews.first?.transform == .identity)
    #expect(
      forest.tree(parent)?.subviews.first?.frame == Rect(x: 50, y: 100, width: 100, height: 200))
  }
}
