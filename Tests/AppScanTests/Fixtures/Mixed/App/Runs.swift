import UIKit

final class RunsViewController: UIViewController {
  func open(run: Int) {
    guard
      let detail = storyboard?.instantiateViewController(withIdentifier: "RunDetail")
        as? RunDetailViewController
    else { return }
    navigationController?.pushViewController(detail, animated: true)
  }

  func showMap() {
    let map = RouteMapViewController()
    map.modalPresentationStyle = .overCurrentContext
    present(map, animated: true)
  }

  func openExternal(_ router: AppRouter) {
    present(router.makeController(), animated: true)
  }
}

final class RunDetailViewController: UIViewController {}
final class StatsViewController: UIViewController {}
final class RouteMapViewController: UIViewController {}
