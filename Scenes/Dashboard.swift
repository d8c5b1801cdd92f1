import UIKit

/// The app's first screen: a summary and a page of charts embedded as children, and a sign-up
/// flow offered once, in its own navigation controller.
final class DashboardViewController: UIViewController {
  private let summary = SummaryViewController()
  private lazy var charts = UIPageViewController(
    transitionStyle: .scroll, navigationOrientation: .horizontal)
  private var didOfferSignUp = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    addChild(summary)
    view.addSubview(summary.view)
    summary.view.frame = view.bounds
    summary.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    summary.didMove(toParent: self)

    addChild(charts)
    view.addSubview(charts.view)
    charts.view.frame = view.bounds
    charts.didMove(toParent: self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !didOfferSignUp else { return }
    didOfferSignUp = true
    let signUp = UIStoryboard(name: "Main", bundle: nil)
      .instantiateViewController(withIdentifier: "SignUpViewController")
    let nav = UINavigationController(rootViewController: signUp)
    nav.modalPresentationStyle = .fullScreen
    present(nav, animated: true)
  }
}

final class SummaryViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
  }
}

final class SignUpViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Create account"
  }
}

/// A profile screen written in a hurry: its header is told didMove(toParent:) before its view
/// is added, and its settings list is never told at all.
final class ProfileViewController: UIViewController {
  private let header = ProfileHeaderViewController()
  private let settings = UITableViewController(style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(header)
    header.didMove(toParent: self)
    view.addSubview(header.view)

    addChild(settings)
    view.addSubview(settings.view)
    settings.view.frame = view.bounds
  }
}

final class ProfileHeaderViewController: UIViewController {}
