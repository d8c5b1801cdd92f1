import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct DevicesTests {
  private func traits(_ device: String, _ orientation: Orientation, _ mode: Multitasking = .full)
    -> String
  {
    guard let preset = Device.named(device) else { return "missing" }
    let env = Environment(device: preset, orientation: orientation, multitasking: mode, ios: 17)
    return env.traits.horizontal.letter + env.traits.vertical.letter
  }

  @Test func everyRequiredPresetExists() {
    let expected: [String: (Double, Double)] = [
      "iphone-se": (375, 667), "iphone-8": (375, 667), "iphone-8-plus": (414, 736),
      "iphone-11-pro-max": (414, 896), "iphone-13": (390, 844), "iphone-15": (393, 852),
      "iphone-15-pro-max": (430, 932), "ipad-mini": (744, 1133), "ipad-9th-gen": (810, 1080),
      "ipad-pro-11": (834, 1194), "ipad-pro-12.9": (1024, 1366),
    ]
    for (name, size) in expected {
      let device = Device.named(name)
      #expect(device?.portraitSize == Size(width: size.0, height: size.1), "\(name)")
    }
  }

  @Test func phoneSizeClassesFollowTheTable() {
    #expect(traits("iphone-15", .portrait) == "CR")
    #expect(traits("iphone-15", .landscape) == "CC")
    #expect(traits("iphone-13", .landscape) == "CC")
    #expect(traits("iphone-se", .landscape) == "CC")
    // Plus / Max phones are regular width in landscape (§7.1).
    #expect(traits("iphone-8-plus", .landscape) == "RC")
    #expect(traits("iphone-11-pro-max", .landscape) == "RC")
    #expect(traits("iphone-15-pro-max", .landscape) == "RC")
  }

  @Test func iPadMultitaskingSizeClasses() {
    #expect(traits("ipad-pro-11", .portrait) == "RR")
    #expect(traits("ipad-pro-11", .landscape) == "RR")
    #expect(traits("ipad-pro-11", .landscape, .twoThirds) == "RR")
    #expect(traits("ipad-pro-11", .landscape, .half) == "CR")
    #expect(traits("ipad-pro-12.9", .landscape, .half) == "RR")
    #expect(traits("ipad-pro-11", .landscape, .oneThird) == "CR")
    #expect(traits("ipad-pro-11", .portrait, .twoThirds) == "CR")
    #expect(traits("ipad-mini", .portrait, .slideOver) == "CR")
    // Multitasking means nothing on a phone.
    #expect(traits("iphone-15", .portrait, .half) == "CR")
  }

  @Test func windowSizeFollowsOrientationAndMultitasking() {
    guard let pad = Device.named("ipad-pro-11") else { return }
    let landscape = Environment(device: pad, orientation: .landscape, multitasking: .full, ios: 17)
    #expect(landscape.windowSize == Size(width: 1194, height: 834))
    var third = landscape
    third.multitasking = .oneThird
    #expect(third.windowSize == Size(width: 320, height: 834))
    var half = landscape
    half.multitasking = .half
    #expect(half.windowSize == Size(width: 592, height: 834))
  }
}
