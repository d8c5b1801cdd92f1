extension World {
  /// TB-13: the iOS 26 tab bar keys at launch, as a sentence for the first explanation; nil
  /// when the scene sets neither. Before iOS 26 the properties do not exist.
  func tabBar26Note(_ spec: ControllerSpec) -> String? {
    guard case .tab = spec.kind else { return nil }
    let options = spec.options.uiTab
    guard options.minimizeBehavior != nil || options.bottomAccessory != nil else { return nil }
    guard environment.ios >= 26 else {
      return "\(spec.name) sets minimizeBehavior or bottomAccessory, which are new in iOS 26; "
        + "on iOS \(environment.ios) they do not exist and are ignored (TB-13)."
    }
    var text = ""
    if let behavior = options.minimizeBehavior {
      text += " \(spec.name)'s tabBarMinimizeBehavior is \(behavior.rawValue): "
      text += minimizeSentence(behavior)
    }
    if let content = options.bottomAccessory {
      text += " \(spec.name) has a bottom accessory whose content view is a \(content): "
      text += accessorySentence(tab: spec.name, minimized: false, hidden: spec.options.tabBarHidden)
    }
    return String(text.dropFirst())
  }

  /// What a minimize behavior does on this device (TB-13).
  func minimizeSentence(_ behavior: TabBarMinimizeBehavior) -> String {
    guard environment.device.family == .phone else {
      return "minimizing is supported only for tab bars on iPhone, so on this iPad nothing "
        + "minimizes (TB-13)."
    }
    switch behavior {
    case .onScrollDown:
      return "the bar minimizes while the content scrolls down and expands when it scrolls "
        + "back up (TB-13)."
    case .onScrollUp:
      return "the bar minimizes while the content scrolls up and expands when it scrolls down, "
        + "for content aligned to the bottom (TB-13)."
    case .never:
      return "the bar never minimizes (TB-13)."
    case .automatic:
      return "the system decides; when it minimizes is not in the sources, so scrolling "
        + "leaves the bar as it is in the model [I] (TB-13)."
    }
  }

  /// Where the bottom accessory sits (TB-13, DOC-accessory).
  func accessoryPlace(tab: String, minimized: Bool, hidden: Bool) -> String {
    if minimized {
      return "it is laid out inline with the collapsed bar (its environment is .inline)"
    } else if hidden || World.hasFloatingTabBar(environment) {
      return "with no bottom tab bar showing it sits at the bottom of \(tab)'s view "
        + "(environment .regular)"
    }
    return "it sits above the bottom tab bar (environment .regular)"
  }

  /// Where the bottom accessory sits, and what is unknown about it (TB-13, Q-26).
  func accessorySentence(tab: String, minimized: Bool, hidden: Bool) -> String {
    accessoryPlace(tab: tab, minimized: minimized, hidden: hidden)
      + " (TB-13). No controller is added, moved or sent appearance callbacks [I]. "
      + "The class of the view that hosts it, its frame and those of the iOS 26 tab bar are in "
      + "no source (Q-26), so the picture does not draw it."
  }
}
