import UIKit

protocol Flow: AnyObject {
  func begin()
}

/// Controllers that start flows: the child's `begin()` is called from here.
protocol FlowParent: AnyObject {
  var children: [Flow] { get set }
}

extension FlowParent {
  func startChild(_ child: Flow) {
    children.append(child)
    child.begin()
  }
}

final class LobbyViewController: UIViewController, FlowParent {
  var children: [Flow] = []

  @objc func checkIn() {
    startChild(IntakeFlow(router: SheetStackRouter(presenter: self)))
  }
}

/// The intake's screens, in order; each tells the flow when it is done.
final class IntakeFlow: Flow {
  let router: SheetStackRouter

  init(router: SheetStackRouter) {
    self.router = router
  }

  func begin() {
    let symptoms = SymptomsViewController()
    symptoms.flow = self
    router.present(symptoms, animated: true)
  }

  func symptomsDone(_ controller: SymptomsViewController) {
    router.present(ResultViewController(), animated: true)
  }
}

final class SymptomsViewController: UIViewController {
  weak var flow: IntakeFlow?

  @objc func next() {
    flow?.symptomsDone(self)
  }
}

final class ResultViewController: UIViewController {}
