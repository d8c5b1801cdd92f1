import UIKit

/// A custom segue that tells the source itself that it disappears while the destination
/// slides over it. A helper begins the transition again, nested: UIKit counts the calls, so
/// viewDidDisappear waits for the second end.
final class CoverSegue: UIStoryboardSegue {
  override func perform() {
    source.beginAppearanceTransition(false, animated: true)
    prepareCover()
    source.present(destination, animated: true) {
      self.source.endAppearanceTransition()
      self.source.endAppearanceTransition()
    }
  }

  private func prepareCover() {
    destination.modalPresentationStyle = .overFullScreen
    source.beginAppearanceTransition(false, animated: true)
  }
}

/// The same segue with one end forgotten: the source stays disappearing.
final class ForgetfulCoverSegue: UIStoryboardSegue {
  override func perform() {
    source.beginAppearanceTransition(false, animated: true)
    source.beginAppearanceTransition(false, animated: true)
    destination.modalPresentationStyle = .overFullScreen
    source.present(destination, animated: true) {
      self.source.endAppearanceTransition()
    }
  }
}
