import UIKit

/// Every screen of the garden app, by name; the builder below turns one into its controller.
enum GardenRoute {
  case beds
  case bed(name: String)
  case watering
  case tools
}

protocol ScreenBuilding {
  func makeController(for route: GardenRoute) -> UIViewController
}

struct GardenBuilder: ScreenBuilding {
  func makeController(for route: GardenRoute) -> UIViewController {
    switch route {
    case .beds:
      return BedsViewController()
    case let .bed(name):
      let bed = BedViewController()
      bed.title = name
      return bed
    case .watering:
      return WateringViewController()
    case .tools:
      return ToolsViewController()
    }
  }
}

/// A screen as the router sees it: its controller inside.
struct Screen {
  let controller: UIViewController
}

/// Hands out screens, so the coordinator never sees a controller.
final class ScreenBox {
  let builder: ScreenBuilding

  init(builder: ScreenBuilding) {
    self.builder = builder
  }

  func screen(for route: GardenRoute) -> Screen {
    Screen(controller: builder.makeController(for: route))
  }
}

/// A second way to name a screen's controller: a property of the route itself.
enum ShedRoute {
  case shelf
  case bench

  var controller: UIViewController {
    switch self {
    case .shelf: return ShelfViewController()
    case .bench: return BenchViewController()
    }
  }
}
