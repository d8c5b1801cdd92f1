import UIKit

/// The checklist: a finished trip shows its summary with the history above it, and packing
/// again starts over through the app's router.
final class ChecklistViewController: UIViewController {
  let router = StackRouter(navigation: UINavigationController())

  func tripFinished() {
    navigationController?.viewControllers = [SummaryViewController(), HistoryViewController()]
  }

  func startOver() {
    router.replaceStack(with: SuitcaseViewController())
  }
}

final class SummaryViewController: UIViewController {}
final class HistoryViewController: UIViewController {}
final class SuitcaseViewController: UIViewController {}
