/// Controllers that add children in their own `viewDidLoad`, written the way apps write them
/// (Apple's container guide, and the orders real apps get wrong), loaded without edits by
/// SwiftChildrenByCodeTests.
enum ChildrenByCodeFixtures {
  static let swift = """
    import UIKit

    final class DashboardViewController: UIViewController {
      private let summary = SummaryViewController()
      private lazy var pages = UIPageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal)

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        addChild(summary)
        view.addSubview(summary.view)
        summary.view.frame = view.bounds
        summary.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        summary.didMove(toParent: self)

        addChild(pages)
        view.addSubview(pages.view)
        pages.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          pages.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          pages.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          pages.view.topAnchor.constraint(equalTo: view.topAnchor),
          pages.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pages.didMove(toParent: self)
      }
    }

    final class SummaryViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
      }
    }

    final class ProfileViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let header = ProfileHeaderViewController()
        addChild(header)
        header.didMove(toParent: self)
        view.addSubview(header.view)
      }
    }

    final class ProfileHeaderViewController: UIViewController {}

    final class SettingsViewController: UIViewController {
      private let list = UITableViewController(style: .insetGrouped)

      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(list)
        view.addSubview(list.view)
        list.view.frame = view.bounds
      }
    }

    final class FeedViewController: UIViewController {
      let banner = BannerViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner.view)
      }
    }

    final class BannerViewController: UIViewController {}
    """
}
