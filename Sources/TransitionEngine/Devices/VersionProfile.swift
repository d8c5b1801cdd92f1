/// Which iOS profile a scene's `ios:` runs, and the sentence that says so (V-1–V-4): iOS 26
/// is its own profile where sources show a difference, iOS 27 follows it with sheet placement
/// as its one known addition, and later versions follow it with every difference unknown.
public struct VersionProfile: Sendable {
  /// The newest version any behavioural source covers (V-1).
  public static let newestSourced = 26

  let environment: Environment

  public init(environment: Environment) {
    self.environment = environment
  }

  /// The version whose rules the model runs: the scene's own up to iOS 26, else iOS 26.
  public var modelled: Int { min(environment.ios, Self.newestSourced) }

  /// The profile sentence for the first picture, or "" below iOS 26.
  public var note: String { notes.map(\.english).joined() }

  /// The profile's notes for the first picture, none below iOS 26 (V-1–V-4).
  var notes: [ProfileNote] {
    let ios = environment.ios
    guard ios >= Self.newestSourced else { return [] }
    var notes: [ProfileNote] = [.iOS26Profile]
    if environment.device.family == .pad {
      notes.append(.windowing(environment.multitasking))  // V-4
    }
    if ios == 27 {
      notes.append(.iOS27)
    } else if ios > 27 {
      notes.append(.beyondSources(ios: ios))
    }
    return notes
  }
}
