import SwiftScene
import Testing
import TransitionEngine

/// `as?`, `as!` and `is` follow the conformances the files declare and the class the scene
/// gives each controller: a cast to a protocol the controller does not adopt fails.
@Suite struct SwiftCastTests {
  static let zoom = """
    import UIKit

    protocol ZoomTransitionSource: AnyObject {
      var zoomedImageView: UIImageView? { get }
    }
    protocol AlbumScreen: ZoomTransitionSource {}

    final class PhotoViewController: UIViewController {}
    final class AlbumViewController: UIViewController {}
    extension AlbumViewController: AlbumScreen {
      var zoomedImageView: UIImageView? { nil }
    }

    final class ZoomDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
          let source = fromVC as? ZoomTransitionSource
        else { return }
        _ = source.zoomedImageView
        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 0.3, animations: { fromView?.alpha = 0 }) { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
      }
    }

    final class CheckingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)
        let fromView = transitionContext.view(forKey: .from)
        if fromVC is AlbumViewController { fromView?.alpha = 0.5 }
        if self is UIViewControllerAnimatedTransitioning { fromView?.alpha = 0 }
        if self is UIViewControllerTransitioningDelegate { fromView?.isHidden = true }
        let album = fromVC as! AlbumViewController
        _ = album.zoomedImageView
        transitionContext.completeTransition(true)
      }
    }
    """

  static func block(_ expression: String, fromClass: String?) throws -> CodeBlock? {
    let program = try SwiftSceneTests.program(["Zoom.swift": Self.zoom])
    return try program.animatorBlock(
      expression: SwiftSource(name: "scene.yaml", text: expression, lineOffset: 9),
      role: .animator,
      inputs: SwiftTransitionInputs(
        cancelled: nil, controllerClasses: fromClass.map { ["fromVC": $0] } ?? [:]))
  }

  @Test func aCastToAProtocolTheControllerDoesNotAdoptFailsItsGuard() throws {
    let block = try Self.block("ZoomDismissAnimator()", fromClass: "PhotoViewController")
    #expect(SwiftSceneTests.trace(block) == [])
    // The guard's `return`: where UIKit is left waiting for completeTransition.
    #expect(block?.returnLine?.location.line == 19)
    // A conformance through an extension and an inherited protocol succeeds.
    let album = try Self.block("ZoomDismissAnimator()", fromClass: "AlbumViewController")
    #expect(
      SwiftSceneTests.trace(album) == [
        "Zoom.swift:22 fromView?.alpha = 0",
        "Zoom.swift:23 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
  }

  @Test func aControllerOfUnknownClassIsAssumedAndSaidSo() throws {
    let block = try Self.block("ZoomDismissAnimator()", fromClass: nil)
    #expect(
      SwiftSceneTests.trace(block) == [
        "Zoom.swift:17 not modelled: guard let fromVC = transitionContext.viewController(forKey: .from), …",
        "Zoom.swift:22 fromView?.alpha = 0",
        "Zoom.swift:23 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)",
      ])
  }

  @Test func isChecksClassesAndConformancesAndAFailedForcedCastStopsTheApp() throws {
    let album = try Self.block("CheckingAnimator()", fromClass: "AlbumViewController")
    #expect(
      SwiftSceneTests.trace(album) == [
        "Zoom.swift:33 fromView?.alpha = 0.5",
        "Zoom.swift:34 fromView?.alpha = 0",
        "Zoom.swift:38 transitionContext.completeTransition(true)",
      ])
    let photo = try Self.block("CheckingAnimator()", fromClass: "UIViewController")
    #expect(
      SwiftSceneTests.trace(photo) == [
        "Zoom.swift:34 fromView?.alpha = 0",
        "Zoom.swift:36 not modelled: let album = fromVC as! AlbumViewController",
      ])
    guard case .notModelled(let why)? = photo?.lines.last?.statement else {
      Issue.record("no note")
      return
    }
    #expect(
      why
        == "`as! AlbumViewController` fails here: fromVC's class UIViewController does not "
        + "inherit or adopt it, so Swift stops the app (a failed forced cast crashes it); "
        + "TransitionScope stops running the code.")
  }
}
