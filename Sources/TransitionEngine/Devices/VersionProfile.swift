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
  public var note: String {
    let ios = environment.ios
    guard ios >= Self.newestSourced else { return "" }
    var text =
      " iOS 26 is its own profile where the rule book shows a difference: partial-height sheets "
      + "on iPhone are inset cards (M-13), updateProperties() joins the callbacks (L-1–L-3), "
      + "a tab bar controller takes a minimize behavior and a bottom accessory (TB-13; the "
      + "views of the iOS 26 tab bar are in no source, Q-26) and a column-style split an "
      + "inspector column (SV-10); elsewhere (the window tree, the other callbacks, the tab "
      + "bar's views and layout, zoom transitions) it shows none and the model follows iOS 18 "
      + "(Liquid Glass itself is not drawn)."
    if environment.device.family == .pad {
      text += windowing
    }
    if ios == 27 {
      text +=
        " iOS 27 follows the iOS 26 profile: no source describes iOS 27 changes to callbacks or "
        + "presentation trees. Its one known addition here is a sheet's preferredPlacement "
        + "(automatic, leading, center, trailing); where each places a sheet is not in the "
        + "sources, so placements other than automatic are labelled unknown (V-2)."
    } else if ios > 27 {
      text +=
        " No source covers iOS \(ios): the model shows the iOS 26 profile and every difference "
        + "iOS \(ios) may have from it is unknown (V-3)."
    }
    return text
  }

  /// V-4: iPadOS 26 replaced the fixed Split View and Slide Over widths by free-size windows.
  private var windowing: String {
    let multitasking = environment.multitasking
    if multitasking == .full {
      return " On iPadOS 26 an app's window can take any size (V-4); multitasking: full means "
        + "a window that fills the screen."
    }
    var text =
      " On iPadOS 26 Split View and Slide Over are gone and windows take any size (V-4): "
      + "multitasking: \(multitasking.rawValue) stands for a free-size window as wide as that "
      + "arrangement used to be, with its size classes derived from that width; the widths at "
      + "which a window turns compact are not in the sources (Q-28)."
    if multitasking == .slideOver {
      text +=
        " iPadOS 26.0 has no Slide Over; from 26.1 one resizable Slide Over window exists, "
        + "whose size and size classes are not in the sources (Q-28)."
    }
    return text
  }
}
