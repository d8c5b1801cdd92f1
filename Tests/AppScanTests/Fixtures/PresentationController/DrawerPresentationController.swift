import UIKit

/// Keeps the map visible: the place card covers the lower third of the screen.
final class DrawerPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    let bounds = containerView.bounds
    let height = bounds.height / 3
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  override var shouldRemovePresentersView: Bool { false }
}
