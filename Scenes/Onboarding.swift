import UIKit

/// The app's home screen: it shows the onboarding once, the first time it appears.
final class HomeViewController: UIViewController {
  private var hasShownOnboarding = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .always
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !hasShownOnboarding else { return }
    hasShownOnboarding = true
    let onboarding = OnboardingViewController()
    onboarding.modalPresentationStyle = .fullScreen
    DispatchQueue.main.async {
      self.present(onboarding, animated: true)
    }
  }
}

final class OnboardingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

/// A half-modal: its own view is a dimmed, see-through backdrop for the card it holds.
final class FiltersViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    let card = UIView()
    card.layer.cornerRadius = 16
    view.addSubview(card)
  }
}

/// The half-modal's presentation controller: it asks UIKit to take the presenter's view away.
final class FiltersPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { true }
}

final class FiltersTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    FiltersPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
