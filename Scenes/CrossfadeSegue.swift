import UIKit

/// A storyboard segue that fades the destination in over the source, then presents it without
/// UIKit's own animation: the pattern of many custom-segue tutorials. It presents over the
/// full screen, so the source stays under the destination.
final class CrossfadeSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalPresentationStyle = .overFullScreen
    destination.view.alpha = 0
    UIView.animate(withDuration: 0.3, animations: {
      self.destination.view.alpha = 1
    }, completion: { _ in
      self.source.present(self.destination, animated: false, completion: nil)
    })
  }
}

/// A segue that pushes onto the source's navigation controller.
final class PushSegue: UIStoryboardSegue {
  override func perform() {
    guard let nav = source.navigationController else { return }
    nav.pushViewController(destination, animated: true)
  }
}
