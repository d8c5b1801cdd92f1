import UIKit

final class BedsViewController: UIViewController {
  var router: StackRouter?

  @objc func openShelf() {
    router?.open(.shelf)
  }
}

final class BedViewController: UIViewController, Sharing {}
final class WateringViewController: UIViewController {}
final class ShelfViewController: UIViewController {}
final class BenchViewController: UIViewController {}

/// Two panes made together, each a child of the tools screen.
final class ToolsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let (rakes, hoes) = (RakesViewController(), HoesViewController())
    addChild(rakes)
    addChild(hoes)
  }
}

final class RakesViewController: UIViewController {}
final class HoesViewController: UIViewController {}
