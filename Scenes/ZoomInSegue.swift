import UIKit

/// Zooms the destination up from a tenth of its size over the source: the custom segue of
/// many storyboard tutorials. It presents without UIKit's animation and animates the
/// destination's view itself once it is in the window.
class ZoomInSegue: UIStoryboardSegue {
  override func perform() {
    let destinationView = destination.view!
    destinationView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    destination.modalPresentationStyle = .fullScreen

    source.present(destination, animated: false) {
      UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: {
        destinationView.transform = .identity
      })
    }
  }
}

/// Dims the source to nothing before a cross-dissolve, and never brings it back.
class FadeThroughSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalTransitionStyle = .crossDissolve
    destination.modalPresentationStyle = .overFullScreen
    UIView.animate(withDuration: 0.2, animations: {
      self.source.view.alpha = 0
    }) { _ in
      self.source.present(self.destination, animated: true)
    }
  }
}
