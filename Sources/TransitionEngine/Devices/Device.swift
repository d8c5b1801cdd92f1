/// A device preset: screen size in points, family and the insets its bars need.
public struct Device: Hashable, Sendable {
  /// Phone or tablet.
  public enum Family: String, Sendable, Hashable {
    case phone
    case pad
  }

  public let name: String
  public let displayName: String
  public let family: Family
  /// Screen size in portrait, in points.
  public let portraitSize: Size
  /// "Plus/Max" class phones are regular width in landscape (§7.1).
  public let isRegularWidthInLandscape: Bool
  /// Status bar height in portrait (landscape phones with a notch hide it).
  public let statusBarHeight: Double
  /// Home-indicator inset at the bottom of the screen (0 on home-button devices).
  public let bottomInset: Double
  /// True for home-button phones, whose status bar stays in landscape (iOS 12 and earlier).
  public let hasHomeButton: Bool

  public init(
    name: String, displayName: String, family: Family, portraitSize: Size,
    isRegularWidthInLandscape: Bool, statusBarHeight: Double, bottomInset: Double,
    hasHomeButton: Bool
  ) {
    self.name = name
    self.displayName = displayName
    self.family = family
    self.portraitSize = portraitSize
    self.isRegularWidthInLandscape = isRegularWidthInLandscape
    self.statusBarHeight = statusBarHeight
    self.bottomInset = bottomInset
    self.hasHomeButton = hasHomeButton
  }

  /// This preset with another portrait screen size (a scene's `window`): the same family,
  /// bars and safe areas; the name stays the preset's, the display name says the size.
  public func withWindow(_ size: Size) -> Device {
    Device(
      name: name,
      displayName: displayName
        + " with a \(Self.points(size.width))×\(Self.points(size.height)) window",
      family: family, portraitSize: size, isRegularWidthInLandscape: isRegularWidthInLandscape,
      statusBarHeight: statusBarHeight, bottomInset: bottomInset, hasHomeButton: hasHomeButton)
  }

  /// A whole number of points without a fraction, any other as Swift prints it.
  private static func points(_ value: Double) -> String {
    value.isFinite && value.rounded() == value && abs(value) < 1e9
      ? String(Int(value)) : String(value)
  }

  /// The default device of a scene.
  public static let defaultName = "iphone-15"

  /// Every preset, phones first, smallest first.
  public static let all: [Device] = [
    phone("iphone-se", "iPhone SE", 375, 667, max: false, status: 20, bottom: 0, home: true),
    phone("iphone-8", "iPhone 8", 375, 667, max: false, status: 20, bottom: 0, home: true),
    phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, max: true, status: 20, bottom: 0, home: true),
    phone("iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, max: true, status: 44, bottom: 34),
    phone("iphone-13", "iPhone 13", 390, 844, max: false, status: 47, bottom: 34),
    phone("iphone-15", "iPhone 15", 393, 852, max: false, status: 59, bottom: 34),
    phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, max: true, status: 59, bottom: 34),
    // The 2024 and 2025 phones (sources in docs/DECISIONS.md, "Device presets, round 4"):
    // published point sizes and portrait safe areas; a 2025 phone not measured anywhere
    // takes the size of the 2024 phone with the same screen [I].
    phone("iphone-16", "iPhone 16", 393, 852, max: false, status: 59, bottom: 34),
    phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, max: true, status: 59, bottom: 34),
    phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, max: false, status: 62, bottom: 34),
    phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, max: true, status: 62, bottom: 34),
    phone("iphone-17", "iPhone 17", 402, 874, max: false, status: 62, bottom: 34),
    phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, max: false, status: 62, bottom: 34),
    phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, max: true, status: 62, bottom: 34),
    pad("ipad-mini", "iPad mini", 744, 1133, status: 24, bottom: 20, home: false),
    pad("ipad-9th-gen", "iPad (9th generation)", 810, 1080, status: 20, bottom: 0, home: true),
    pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1194, status: 24, bottom: 20, home: false),
    pad("ipad-pro-12.9", "iPad Pro 12.9-inch", 1024, 1366, status: 24, bottom: 20, home: false),
    pad("ipad-11", "iPad (A16)", 820, 1180, status: 24, bottom: 20, home: false),
    pad("ipad-air-11", "iPad Air 11-inch", 820, 1180, status: 24, bottom: 20, home: false),
    pad("ipad-air-13", "iPad Air 13-inch", 1024, 1366, status: 24, bottom: 20, home: false),
    pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", 834, 1210, status: 24, bottom: 20, home: false),
    pad("ipad-pro-13-m4", "iPad Pro 13-inch (M4)", 1032, 1376, status: 24, bottom: 20, home: false),
  ]

  /// The preset with this name, if any.
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name }
  }

  private static func phone(
    _ name: String, _ display: String, _ width: Double, _ height: Double, max: Bool,
    status: Double, bottom: Double, home: Bool = false
  ) -> Device {
    Device(
      name: name, displayName: display, family: .phone,
      portraitSize: Size(width: width, height: height), isRegularWidthInLandscape: max,
      statusBarHeight: status, bottomInset: bottom, hasHomeButton: home)
  }

  private static func pad(
    _ name: String, _ display: String, _ width: Double, _ height: Double, status: Double,
    bottom: Double, home: Bool
  ) -> Device {
    Device(
      name: name, displayName: display, family: .pad,
      portraitSize: Size(width: width, height: height), isRegularWidthInLandscape: true,
      statusBarHeight: status, bottomInset: bottom, hasHomeButton: home)
  }
}
