import UIKit

final class LogbookViewController: UIViewController {
  var harbour: Harbour?

  @objc func openEntry() {
    harbour?.go(to: .entry(day: 3), from: self, way: .push)
  }

  @objc func openTides() {
    harbour?.go(to: .tides, from: self, way: .sheet(animated: true))
  }

  @objc func openWarning() {
    harbour?.go(to: .warning(text: "gale"), from: self, way: .sheet(animated: false))
  }

  @objc func openCharts() {
    harbour?.go(to: .charts, from: self, way: .stay)
  }

  /// The way comes from the caller: the scan cannot tell which branch runs.
  func openTides(your way: Harbour.Way) {
    harbour?.go(to: .tides, from: self, way: way)
  }
}

final class EntryViewController: UIViewController {
  var day = 0
  var harbour: Harbour?

  @objc func compare() {
    harbour?.go(to: .logbook, from: self, way: .side)
  }

  @objc func nothing() {
    harbour?.go(to: .tides, from: self, way: .stay)
  }

  @objc func peek() {
    harbour?.go(to: .tides, from: self, way: .bubble)
  }

  @objc func warnLowTide() {
    let alert = UIAlertController(title: "Low tide", message: nil, preferredStyle: .alert)
    harbour?.go(to: .notice(alert: alert), from: self, way: .plain)
  }
}

final class TidesViewController: UIViewController {}
final class WarningViewController: UIViewController {}
final class StormNavigationController: UINavigationController {}
