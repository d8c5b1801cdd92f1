import SwiftScene
import Testing
import TransitionEngine

/// Real Swift into animator lines: what runs, in UIKit's order, at which line.
@Suite struct SwiftSceneTests {
  /// `line file:number text` for each recorded line, to compare as strings.
  static func trace(_ block: CodeBlock?) -> [String] {
    (block?.lines ?? []).map { line in
      let place = "\(line.file ?? "scene"):\(line.location.line)"
      switch line.statement {
      case .notModelled: return "\(place) not modelled: \(line.text)"
      default: return "\(place) \(line.text)"
      }
    }
  }

  static func program(_ files: [String: String]) throws -> SwiftProgram {
    let program = SwiftProgram()
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      try program.add(SwiftSource(name: name, text: text))
    }
    return program
  }

  static func run(
    _ files: [String: String], _ expression: String, role: SwiftAnimatorRole = .animator,
    cancelled: Bool? = nil
  ) throws -> [String] {
    let block = try program(files).animatorBlock(
      expression: SwiftSource(name: "scene.yaml", text: expression, lineOffset: 9),
      role: role, inputs: SwiftTransitionInputs(cancelled: cancelled))
    return trace(block)
  }

  static let fade = """
    import UIKit

    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      var isPresenting: Bool
      init(presenting: Bool) {
        self.isPresenting = presenting
      }
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        if isPresenting {
          toView.alpha = 0
          containerView.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3, animations: {
          toView.alpha = self.isPresenting ? 1 : 0
        }) { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        toView.layer.cornerRadius = 12
      }
    }
    """

  @Test func fadeRunsInUIKitOrderWithTheFlagFromInit() throws {
    #expect(
      try Self.run(["Fade.swift": Self.fade], "FadeAnimator(presenting: true)") == [
        "Fade.swift:13 toView.alpha = 0",
        "Fade.swift:14 containerView.addSubview(toView)",
        "Fade.swift:17 toView.alpha = self.isPresenting ? 1 : 0",
        "Fade.swift:21 not modelled: toView.layer.cornerRadius = 12",
        "Fade.swift:19 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
    #expect(
      try Self.run(["Fade.swift": Self.fade], "FadeAnimator(presenting: false)") == [
        "Fade.swift:17 toView.alpha = self.isPresenting ? 1 : 0",
        "Fade.swift:21 not modelled: toView.layer.cornerRadius = 12",
        "Fade.swift:19 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
  }

  @Test func completeTransitionArgumentKeepsItsMeaning() throws {
    let program = try Self.program(["Fade.swift": Self.fade])
    let block = try program.animatorBlock(
      expression: SwiftSource(name: "s.yaml", text: "FadeAnimator(presenting: true)"),
      role: .animator, inputs: SwiftTransitionInputs(cancelled: nil))
    #expect(block?.lines.last?.statement == .completeTransition(.notCancelled))
    #expect(block?.lines.first?.statement == .setProperty(.toView, .alpha(0)))
  }

  @Test func syntaxErrorIsLocatedInTheSwiftFile() {
    let broken = "class A {\n  func f() {\n    let x = (1 + \n  }\n"
    #expect(throws: SwiftSceneError.self) { try Self.program(["Broken.swift": broken]) }
    do {
      _ = try Self.program(["Broken.swift": broken])
    } catch let error as SwiftSceneError {
      #expect(error.file == "Broken.swift")
      #expect(error.description == "Broken.swift:3:18: error: expected more code here")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func unknownTypeInTheExpressionIsAnErrorAtTheSceneLine() throws {
    do {
      _ = try Self.run(["Fade.swift": Self.fade], "FadeAnimatr()")
      Issue.record("expected an error")
    } catch let error as SwiftSceneError {
      #expect(error.file == "scene.yaml")
      #expect(error.line == 10)
      #expect(error.message.contains("FadeAnimator"))
    }
  }

  static let delegate = """
    class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Slide(mode: .present)
      }
      func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let slide = Slide(mode: .dismiss)
        return slide
      }
    }
    enum Mode { case present, dismiss }
    struct Slide {
      var mode: Mode
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        switch mode {
        case .present:
          ctx.containerView.addSubview(ctx.viewController(forKey: .to)!.view)
        case .dismiss:
          ctx.view(forKey: .from)?.removeFromSuperview()
        }
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut)
        animator.addAnimations {
          ctx.view(forKey: .to)?.transform = CGAffineTransform(translationX: 0, y: 10)
        }
        animator.addCompletion { position in
          ctx.completeTransition(position == .end)
        }
        animator.startAnimation()
      }
    }
    """

  @Test func delegateVendsAStructAnimatorWithSwitchAndPropertyAnimator() throws {
    let files = ["Card.swift": Self.delegate]
    #expect(
      try Self.run(files, "CardTransition()", role: .transitioningDelegate(presenting: true)) == [
        "Card.swift:16 ctx.containerView.addSubview(ctx.viewController(forKey: .to)!.view)",
        "Card.swift:22 ctx.view(forKey: .to)?.transform = CGAffineTransform(translationX: 0, y: 10)",
        "Card.swift:25 ctx.completeTransition(position == .end)",
      ])
    #expect(
      try Self.run(files, "CardTransition()", role: .transitioningDelegate(presenting: false)) == [
        "Card.swift:18 ctx.view(forKey: .from)?.removeFromSuperview()",
        "Card.swift:22 ctx.view(forKey: .to)?.transform = CGAffineTransform(translationX: 0, y: 10)",
        "Card.swift:25 ctx.completeTransition(position == .end)",
      ])
  }

  @Test func delegateWithoutTheMethodLeavesUIKitsAnimation() throws {
    let files = ["D.swift": "class D: NSObject, UINavigationControllerDelegate {}"]
    #expect(
      try Self.program(files).animatorBlock(
        expression: SwiftSource(name: "s.yaml", text: "D()"), role: .navigationDelegate(push: true),
        inputs: SwiftTransitionInputs(cancelled: nil)) == nil)
  }

  @Test func cancelledInteractionTakesTheCancelBranch() throws {
    let body = """
      guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to) else { return }
      transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
      UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
        if transitionContext.transitionWasCancelled {
          toView.removeFromSuperview()
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
      """
    let block = try SwiftProgram().inlineAnimator(
      SwiftSource(name: "s.yaml", text: body, lineOffset: 20, columnOffset: 6),
      inputs: SwiftTransitionInputs(cancelled: true))
    #expect(
      Self.trace(block) == [
        "scene:23 transitionContext.containerView.insertSubview(toView, belowSubview: fromView)",
        "scene:24 fromView.alpha = 0",
        "scene:26 toView.removeFromSuperview()",
        "scene:28 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
  }

  @Test func loopsAndRecursionStop() throws {
    let files = [
      "R.swift": """
      class R {
        var next: R? = nil
        init() { }
        func again() { again() }
        func animateTransition(using c: UIViewControllerContextTransitioning) {
          while true { c.containerView.layoutIfNeeded() }
          again()
          c.completeTransition(true)
        }
      }
      """
    ]
    let trace = try Self.run(files, "R()")
    #expect(
      trace == [
        "R.swift:6 not modelled: while true { c.containerView.layoutIfNeeded() }",
        "R.swift:4 not modelled: again()",
      ])
  }
}
