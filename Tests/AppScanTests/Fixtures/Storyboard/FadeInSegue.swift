import UIKit

/// Presents the destination over the source with a cross-dissolve.
final class FadeInSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalPresentationStyle = .overFullScreen
    destination.modalTransitionStyle = .crossDissolve
    source.present(destination, animated: true, completion: nil)
  }
}
