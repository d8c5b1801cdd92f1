import UIKit

final class PlannerViewController: UIViewController {
  @objc func openPlans() {
    let plans = PlansViewController() <~ { $0.modalPresentationStyle = .pageSheet }
    present(plans, animated: true)
  }

  @objc func openDay() {
    let day = DayViewController() <~ { $0.title = "Monday" }
    navigationController?.pushViewController(day, animated: true)
  }

  @objc func openWeek() {
    let week =
      UINavigationController(rootViewController: WeekViewController()) <~ {
        $0.modalPresentationStyle = .fullScreen
        $0.modalTransitionStyle = .crossDissolve
      }
    present(week, animated: true)
  }
}

final class PlansViewController: UIViewController {}
final class DayViewController: UIViewController {}
final class WeekViewController: UIViewController {}
