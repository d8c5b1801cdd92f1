/// Controller classes that make the controller they present, written the way apps write them,
/// loaded without edits by SwiftPresentMadeTests: a sign-up flow wrapped in a navigation
/// controller, a paywall and a "what's new" screen from storyboards, and a tutorial whose
/// storyboard identifier the scene does not know.
enum PresentMadeFixtures {
  static let swift = """
    import UIKit

    final class WelcomeViewController: UIViewController {
      private var didOfferSignUp = false

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !didOfferSignUp else { return }
        didOfferSignUp = true
        let signUp = SignUpViewController()
        let nav = UINavigationController(rootViewController: signUp)
        nav.modalPresentationStyle = .fullScreen
        present(nav, animated: true)
      }
    }

    final class SignUpViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Create account"
        view.backgroundColor = .systemBackground
      }
    }

    final class StoreViewController: UIViewController {
      private var paywallShown = false

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if paywallShown { return }
        paywallShown = true
        let paywall = UIStoryboard(name: "Main", bundle: nil)
          .instantiateViewController(withIdentifier: "PaywallViewController")
          as! PaywallViewController
        paywall.modalPresentationStyle = .overFullScreen
        self.present(paywall, animated: true, completion: nil)
      }
    }

    final class PaywallViewController: UIViewController {
      required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalTransitionStyle = .crossDissolve
      }
    }

    final class LibraryViewController: UIViewController {
      private var sawWhatsNew = false

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !sawWhatsNew,
          let whatsNew = storyboard?.instantiateViewController(withIdentifier: "WhatsNew")
        else { return }
        sawWhatsNew = true
        let nav = UINavigationController(rootViewController: whatsNew)
        present(nav, animated: true)
      }
    }

    final class GuideViewController: UIViewController {
      private var didShowTutorial = false

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !didShowTutorial else { return }
        didShowTutorial = true
        let storyboard = UIStoryboard(name: "Tutorial", bundle: nil)
        let tutorial = storyboard.instantiateViewController(withIdentifier: "TutorialPages")
        present(tutorial, animated: true)
      }
    }
    """
}
