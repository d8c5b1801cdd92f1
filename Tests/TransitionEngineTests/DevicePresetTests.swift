import TestSupport
import Testing

@testable import TransitionEngine

/// The 2024 and 2025 phones and the current iPads: sizes, safe areas, size classes (§7.1).
@Suite struct DevicePresetTests {
  @Test func anIPhone16ProLaysOutItsNavigationBarBelowTheIsland() {
    let scene = SceneSpec(
      title: "16 Pro", device: "iphone-16-pro", root: SpecBuilders.nav("Nav", ["Home"]))
    #expect(
      plan(scene).steps[0].phases[0].tree == [
        "UIWindow (0 0; 402 874)", "  UITransitionView (0 0; 402 874)",
        "    UIDropShadowView (0 0; 402 874)", "      UILayoutContainerView (0 0; 402 874) <Nav>",
        "        UINavigationTransitionView (0 0; 402 874)",
        "          UIViewControllerWrapperView (0 0; 402 874)",
        "            UIView (0 0; 402 874) <Home>", "        UINavigationBar (0 62; 402 44)",
      ])
  }

  @Test func sizeClassesFollowTheScreen() throws {
    let presets: [(String, Double, Double, Bool, Device.Family)] = [
      ("iphone-16", 393, 852, false, .phone), ("iphone-16-plus", 430, 932, true, .phone),
      ("iphone-16-pro-max", 440, 956, true, .phone), ("iphone-17", 402, 874, false, .phone),
      ("iphone-17-pro-max", 440, 956, true, .phone), ("ipad-11", 820, 1180, true, .pad),
      ("ipad-air-13", 1024, 1366, true, .pad), ("ipad-pro-11-m4", 834, 1210, true, .pad),
      ("ipad-pro-13-m4", 1032, 1376, true, .pad),
    ]
    for (name, width, height, regularInLandscape, family) in presets {
      let device = try #require(Device.named(name))
      #expect(device.portraitSize == Size(width: width, height: height), "\(name)")
      #expect(device.isRegularWidthInLandscape == regularInLandscape, "\(name)")
      #expect(device.family == family, "\(name)")
    }
  }
}
