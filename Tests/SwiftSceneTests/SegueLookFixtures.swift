/// Custom segues that set alpha and transform on the controllers' views in `perform()`, as
/// tutorials write them, loaded without edits. SegueLookTests pins them.
enum SegueLookFixtures {
  static let swift = #"""
    import UIKit

    /// Grows the destination from half its size while it fades in, once it is on screen.
    class ScaleUpSegue: UIStoryboardSegue {
      override func perform() {
        let toView = destination.view!
        toView.alpha = 0.0
        toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        destination.modalPresentationStyle = .overFullScreen
        source.present(destination, animated: false) {
          UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: {
            toView.alpha = 1.0
            toView.transform = .identity
          }, completion: nil)
        }
      }
    }

    /// Fades the source out, then presents; the destination never fades back in.
    class FadeOutSegue: UIStoryboardSegue {
      override func perform() {
        destination.view.alpha = 0
        UIView.animate(withDuration: 0.25, animations: {
          self.source.view.alpha = 0.5
        }, completion: { _ in
          self.source.present(self.destination, animated: true, completion: nil)
        })
      }
    }

    /// Keeps the destination hidden until it is over the source, then fades it in.
    class RevealOverSegue: UIStoryboardSegue {
      override func perform() {
        destination.view.isHidden = true
        destination.modalPresentationStyle = .overCurrentContext
        source.present(destination, animated: false) {
          self.destination.view.isHidden = false
          self.destination.view.alpha = 0
          UIView.animate(withDuration: 0.25) { self.destination.view.alpha = 1 }
        }
      }
    }
    """#
}
