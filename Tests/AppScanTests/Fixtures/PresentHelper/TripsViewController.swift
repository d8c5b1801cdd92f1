import UIKit

/// The trips: filters and a new trip open as cards through the app's own helper.
final class TripsViewController: UIViewController {
  func openFilters() {
    let filters = FiltersViewController()
    presentAsCard(filters)
  }

  func newTrip() {
    self.presentAsCard(NewTripViewController(), animated: true)
  }
}

final class FiltersViewController: UIViewController {}
final class NewTripViewController: UIViewController {}
