/// Where the app runs: device, orientation, iPad multitasking and iOS version, and the
/// window size, size classes and bar metrics that follow from them (§7.1).
public struct Environment: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  public var multitasking: Multitasking
  public var ios: Int

  public init(device: Device, orientation: Orientation, multitasking: Multitasking, ios: Int) {
    self.device = device
    self.orientation = orientation
    self.multitasking = multitasking
    self.ios = ios
  }

  /// iOS 13 and later wrap the root view in `UITransitionView > UIDropShadowView` (W-2, W-3).
  public var wrapsRootView: Bool { ios >= 13 }

  /// Multitasking only exists on iPad; on a phone the app always has the full screen.
  public var effectiveMultitasking: Multitasking {
    device.family == .pad ? multitasking : .full
  }

  /// The screen size in points for the current orientation.
  public var screenSize: Size {
    let p = device.portraitSize
    return orientation == .portrait ? p : Size(width: p.height, height: p.width)
  }

  /// The app window's size: the screen, or the app's share of it in multitasking [I for widths].
  public var windowSize: Size {
    let screen = screenSize
    let narrow: Double = screen.width >= 1366 || screen.height >= 1366 ? 375 : 320
    switch effectiveMultitasking {
    case .full:
      return screen
    case .twoThirds:
      return Size(width: screen.width - narrow - 10, height: screen.height)
    case .half:
      let width = orientation == .portrait ? screen.width - narrow - 10 : (screen.width - 10) / 2
      return Size(width: width.rounded(.down), height: screen.height)
    case .oneThird, .slideOver:
      return Size(width: narrow, height: screen.height)
    }
  }

  /// The window's size classes, from the table in §7.1.
  public var traits: Traits {
    switch device.family {
    case .phone:
      if orientation == .portrait { return Traits(horizontal: .compact, vertical: .regular) }
      return Traits(
        horizontal: device.isRegularWidthInLandscape ? .regular : .compact, vertical: .compact)
    case .pad:
      switch effectiveMultitasking {
      case .full:
        return Traits(horizontal: .regular, vertical: .regular)
      case .twoThirds:
        let width: SizeClass = orientation == .landscape ? .regular : .compact
        return Traits(horizontal: width, vertical: .regular)
      case .half:
        // Half and half in landscape is regular only on the 12.9-inch iPad Pro.
        let wide = orientation == .landscape && device.portraitSize.height >= 1366
        return Traits(horizontal: wide ? .regular : .compact, vertical: .regular)
      case .oneThird, .slideOver:
        return Traits(horizontal: .compact, vertical: .regular)
      }
    }
  }

  /// Height of the status bar area at the top of the window [I: per-model values].
  public var statusBarHeight: Double {
    if device.family == .phone && orientation == .landscape {
      // Notched phones hide the status bar in landscape; home-button phones too since iOS 13.
      return (device.hasHomeButton && ios < 13) ? 20 : 0
    }
    return device.statusBarHeight
  }

  /// Inset for the home indicator at the bottom of the window.
  public var bottomInset: Double {
    if device.family == .phone && orientation == .landscape {
      return device.bottomInset > 0 ? 21 : 0
    }
    return device.bottomInset
  }

  /// M-15: the left and right safe-area insets. Phones without a home button lose a strip
  /// on both sides in landscape, as wide as their portrait status bar area (59 pt on an
  /// iPhone 15) [I: per-model values]; other devices and orientations have none.
  public var sideSafeInset: Double {
    guard device.family == .phone, orientation == .landscape, !device.hasHomeButton else {
      return 0
    }
    return device.statusBarHeight
  }

  /// Height of a `UINavigationBar` (32 in compact height) [I].
  public var navigationBarHeight: Double { traits.vertical == .compact ? 32 : 44 }

  /// Height of a `UITabBar` including the home-indicator inset [I].
  public var tabBarHeight: Double {
    let bar: Double = device.family == .pad ? 50 : (traits.vertical == .compact ? 32 : 49)
    return bar + bottomInset
  }

  /// `iPhone 15 · portrait · w compact / h regular · iOS 17`.
  public var summary: String {
    var parts = [device.displayName, orientation.rawValue]
    if device.family == .pad && multitasking != .full { parts.append(multitasking.rawValue) }
    parts.append(traits.description)
    parts.append("iOS \(ios)")
    return parts.joined(separator: " · ")
  }
}
