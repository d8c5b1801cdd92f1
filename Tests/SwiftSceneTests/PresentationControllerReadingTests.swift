import SwiftScene
import Testing
import TransitionEngine

/// What `SwiftProgram.presentationController` reads from a subclass, field by field.
@Suite struct PresentationControllerReadingTests {
  static let wrapped = """
    import UIKit

    final class WrappingController: UIPresentationController {
      private let shadow = UIView()
      private let handle = UIView()
      override var presentedView: UIView? { shadow }
      override var shouldPresentInFullscreen: Bool { false }
      override var frameOfPresentedViewInContainerView: CGRect {
        containerView!.bounds.insetBy(dx: 20, dy: 100)
      }
      override func presentationTransitionWillBegin() {
        handle.frame = CGRect(x: 0, y: 0, width: 40, height: 5)
        containerView?.addSubview(handle)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
          self.handle.alpha = 0.5
        }, completion: nil)
      }
    }

    struct Vendor {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        WrappingController(presentedViewController: presented, presenting: presenting)
      }
    }
    """

  /// What `Vendor()` in `file` vends, its overrides run in a container of `container`.
  static func vended(
    _ file: String, _ text: String, container: Rect = Rect(x: 0, y: 0, width: 400, height: 800)
  ) throws -> CustomPresentation? {
    let program = SwiftProgram()
    try program.add(SwiftSource(name: file, text: text))
    return try program.presentationController(
      expression: SwiftSource(name: "scene.yaml", text: "Vendor()"), container: container)
  }

  @Test func everyOverrideLandsInTheCustomPresentation() throws {
    let custom = try Self.vended("Wrap.swift", Self.wrapped)
    var code = PresentationControllerCode(className: "WrappingController")
    var handle = ChromeCode(
      className: "UIView", line: "Wrap.swift:13", atBack: false, alpha: 1, presentedAlpha: 0.5)
    handle.frame = Rect(x: 0, y: 0, width: 40, height: 5)
    code.chrome = [handle]
    code.frameLine = "Wrap.swift:8"
    code.wrapperLine = "Wrap.swift:6"
    var expected = CustomPresentation(
      frame: Rect(x: 20, y: 100, width: 360, height: 600), presentsInFullscreen: false)
    expected.wrapsPresentedView = true
    expected.code = code
    #expect(custom == expected)
  }

  @Test func aDelegateWithoutThePresentationControllerMethodVendsNone() throws {
    let program = SwiftProgram()
    try program.add(
      SwiftSource(
        name: "D.swift", text: "final class D: NSObject, UIViewControllerTransitioningDelegate {}"))
    #expect(
      try program.presentationController(
        expression: SwiftSource(name: "scene.yaml", text: "D()"),
        container: Rect(x: 0, y: 0, width: 400, height: 800)) == nil)
  }
}
