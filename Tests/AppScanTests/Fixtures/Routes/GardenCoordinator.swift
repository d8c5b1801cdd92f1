import UIKit

/// Asks for screens by route and hands them to the router; it never names a controller.
final class GardenCoordinator {
  let router: StackRouter
  let screens: ScreenBox
  var onBedPicked: ((String) -> Void)?
  var onWater: (() -> Void)?

  init(router: StackRouter, screens: ScreenBox) {
    self.router = router
    self.screens = screens
  }

  func start() {
    let beds = screens.screen(for: .beds)
    router.setRoot(beds)
    onBedPicked = { [weak self] name in self?.openBed(name) }
  }

  private func openBed(_ name: String) {
    let bed = screens.screen(for: .bed(name: name))
    router.push(bed)
    onWater = { [weak self] in self?.water() }
  }

  private func water() {
    router.present(screens.screen(for: .watering), animated: true)
  }
}
