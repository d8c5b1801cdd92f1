extension World {
  /// TB-13: the iOS 26 tab bar keys at launch, as a sentence for the first explanation; nil
  /// when the scene sets neither. Before iOS 26 the properties do not exist.
  func tabBar26Note(_ spec: ControllerSpec) -> ContainerNote? {
    guard case .tab = spec.kind else { return nil }
    let options = spec.options.uiTab
    guard options.minimizeBehavior != nil || options.bottomAccessory != nil else { return nil }
    guard environment.ios >= 26 else {
      return .tabBar26BeforeIOS26(tab: spec.name, ios: environment.ios)
    }
    let phone = environment.device.family == .phone
    return .tabBar26(
      tab: spec.name,
      minimize: options.minimizeBehavior.map { ContainerNote.Minimize(behavior: $0, phone: phone) },
      accessory: options.bottomAccessory.map {
        ContainerNote.Accessory(
          content: $0,
          place: accessoryPlacement(
            tab: spec.name, minimized: false, hidden: spec.options.tabBarHidden))
      })
  }

  /// What a minimize behavior does on this device (TB-13).
  func minimizeSentence(_ behavior: TabBarMinimizeBehavior) -> String {
    ContainerNote.minimize(
      ContainerNote.Minimize(behavior: behavior, phone: environment.device.family == .phone)
    ).english
  }

  /// Where the bottom accessory sits (TB-13, DOC-accessory).
  func accessoryPlace(tab: String, minimized: Bool, hidden: Bool) -> String {
    accessoryPlacement(tab: tab, minimized: minimized, hidden: hidden).english
  }

  /// Where the bottom accessory sits, as the note's value (TB-13, DOC-accessory).
  func accessoryPlacement(tab: String, minimized: Bool, hidden: Bool)
    -> ContainerNote.AccessoryPlace
  {
    if minimized { return .inline }
    if hidden || World.hasFloatingTabBar(environment) { return .bottomOfView(tab: tab) }
    return .aboveTabBar
  }

  /// Where the bottom accessory sits, and what is unknown about it (TB-13, Q-26).
  func accessorySentence(tab: String, minimized: Bool, hidden: Bool) -> String {
    ContainerNote.accessory(accessoryPlacement(tab: tab, minimized: minimized, hidden: hidden))
      .english
  }
}
