import UIKit

/// Grows the frame out of the roll, then presents it without UIKit's animation.
final class EnlargeSegue: UIStoryboardSegue {
  override func perform() {
    let roll = source
    let frame = destination
    roll.view.superview?.addSubview(frame.view)
    frame.view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    UIView.animate(
      withDuration: 0.4,
      animations: {
        frame.view.transform = .identity
      },
      completion: { _ in
        roll.present(frame, animated: false, completion: nil)
      })
  }
}

/// Shrinks the frame away, then dismisses it without UIKit's animation.
final class ReduceSegue: UIStoryboardSegue {
  override func perform() {
    let frame = source
    UIView.animate(
      withDuration: 0.4,
      animations: {
        frame.view.alpha = 0
      },
      completion: { _ in
        frame.dismiss(animated: false, completion: nil)
      })
  }
}
