/// Controller classes written the way apps write them, loaded without edits by
/// SwiftControllerOverridesTests: an onboarding presented from `viewDidAppear` behind a flag and
/// `DispatchQueue.main.async`, a welcome screen presented from `viewDidLoad` (the mistake), a
/// half-modal that makes its own background see-through in `viewDidLoad`, and a custom
/// container with appearance overrides that do nothing the model holds.
enum ControllerOverridesFixtures {
  static let swift = """
    import UIKit

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

    final class LaunchViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let welcome = WelcomeViewController()
        welcome.modalPresentationStyle = .overFullScreen
        present(welcome, animated: false, completion: nil)
      }
    }

    final class WelcomeViewController: UIViewController {}

    final class FeedViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
      }

      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
      }
    }

    final class HalfModalViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        let card = UIView()
        card.layer.cornerRadius = 16
        view.addSubview(card)
      }
    }

    final class HalfModalPresentationController: UIPresentationController {
      override var shouldRemovePresentersView: Bool { true }
    }

    final class HalfModalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        HalfModalPresentationController(presentedViewController: presented, presenting: presenting)
      }
    }

    final class OpaqueSheetViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
      }
    }

    final class RecordingContainerViewController: UIViewController {
      private var appearances = 0
      private let list = ListViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(list)
        view.addSubview(list.view)
        list.view.frame = view.bounds
        list.didMove(toParent: self)
      }

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        Analytics.shared.track("container.appear", count: appearances)
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        view.layer.removeAllAnimations()
      }
    }

    final class ListViewController: UITableViewController {}
    """
}
