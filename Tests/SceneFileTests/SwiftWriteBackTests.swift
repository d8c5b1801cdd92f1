import SceneFile
import SceneText
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A real-Swift scene written back (`w`, `SceneDocument`) keeps its `swift:` files, its
/// delegate and animator expressions and its inline Swift `animator: |` blocks as written, so
/// that loading the written scene gives the same timeline.
@Suite struct SwiftWriteBackTests {
  static let swift = """
    import UIKit
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      var presenting = true
      init(presenting: Bool) { self.presenting = presenting }
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = ctx.view(forKey: key) else { return }
        if presenting { ctx.containerView.addSubview(view) }
        view.alpha = presenting ? 0 : 1
        UIView.animate(withDuration: 0.3, animations: {
          view.alpha = self.presenting ? 1 : 0
        }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      }
    }
    final class HomeViewController: UIViewController {
      private var shown = false
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if shown { return }
        shown = true
        let tips = TipsViewController()
        tips.modalPresentationStyle = .overFullScreen
        present(tips, animated: true)
      }
    }
    final class TipsViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
      }
    }
    """

  static let scene = """
    title: Write back
    swift: [All.swift]
    root: { navigation: Nav, stack: [{ vc: Home, class: HomeViewController }] }
    steps:
      - dismiss: Tips
      - present: Card
        from: Nav
        style: overFullScreen
        animator: "FadeAnimator(presenting: true)"
      - dismiss: Card
        animator: |
          func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let fromView = transitionContext.view(forKey: .from)!

            UIView.animate(withDuration: 0.25, animations: {
              fromView.alpha = 0
            }, completion: { _ in
              fromView.removeFromSuperview()
              transitionContext.completeTransition(true)
            })
          }
    """

  static func load(_ text: String) throws -> SceneSpec {
    try SwiftSceneLoader.parse(
      text, path: "t.yaml", swiftFile: { $0 == "All.swift" ? ("All.swift", Self.swift) : nil })
  }

  /// The text with every `line 12` as `line #`: inline Swift is located in the scene file,
  /// whose lines the writer moves.
  static func lineless(_ text: String) -> String {
    text.replacing(/([Ll]ine) [0-9]+/) { "\($0.1) #" }
  }

  @Test func theWrittenSceneHoldsTheSwiftAndPlansTheSameTimeline() throws {
    let scene = try Self.load(Self.scene)
    let written = SceneDocument(scene: scene).text
    #expect(written.contains("swift: [All.swift]\n"))
    #expect(written.contains("    animator: \"FadeAnimator(presenting: true)\"\n"))
    #expect(
      written.contains(
        "    animator: |\n      func animateTransition(using transitionContext: "
          + "UIViewControllerContextTransitioning) {\n        let fromView = "
          + "transitionContext.view(forKey: .from)!\n"))
    // The hook and the background come from the Swift, not from scene keys.
    #expect(!written.contains("onViewDidAppear"))
    #expect(!written.contains("background:"))
    let again = try Self.load(written)
    #expect(again.steps.map(\.swift) == scene.steps.map(\.swift))
    let before = TimelineBuilder.build(scene)
    let after = TimelineBuilder.build(again)
    #expect(
      Self.lineless(TimelineText.render(after)) == Self.lineless(TimelineText.render(before)))
    #expect(
      Self.lineless(JSONDescription.render(after))
        == Self.lineless(JSONDescription.render(before)))
    // Written twice, the text is the same.
    #expect(SceneDocument(scene: again).text == written)
  }

  @Test func theSwiftKeysAreKeptAsWritten() throws {
    let steps = try Self.load(Self.scene).steps
    #expect(steps[0].swift == nil)
    #expect(
      steps[1].swift?.keys == [
        SwiftStepKeys.Key(key: "animator", text: "FadeAnimator(presenting: true)", isBlock: false)
      ])
    #expect(steps[2].swift?.keys.first?.isBlock == true)
    #expect(steps[2].swift?.keys.first?.text.hasPrefix("func animateTransition(") == true)
  }
}
