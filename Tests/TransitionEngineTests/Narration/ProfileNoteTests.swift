import Testing

@testable import TransitionEngine

/// The first picture's family (`ProfileNote`) and the view class legend: every case cites in
/// both languages exactly the rules it carries, and its Chinese is Chinese; a few word for
/// word, and the iOS profile's notes in the order the first picture tells them.
@Suite struct ProfileNoteTests {
  static let samples: [ProfileNote] =
    [
      .window(root: "Home", wraps: true), .window(root: "Home", wraps: false),
      .floatingTabs(["Tabs", "Other"]), .iOS26Profile, .iOS27, .beyondSources(ios: 29),
    ] + Multitasking.allCases.map { ProfileNote.windowing($0) }

  @Test func everyCaseCitesItsRulesAndSpeaksChinese() {
    for note in Self.samples {
      #expect(
        NoteFamilyChecks.problems(note, values: ["two-thirds", "one-third", "slide-over"]) == [])
    }
  }

  @Test func theSamplesHoldEveryCase() {
    let labels = Set(
      Self.samples.map { Mirror(reflecting: $0).children.first?.label ?? "\($0)" })
    #expect(
      labels == ["window", "floatingTabs", "iOS26Profile", "iOS27", "beyondSources", "windowing"])
  }

  @Test func theWindowInBothLanguages() {
    let note = ProfileNote.window(root: "Home", wraps: false)
    #expect(
      note.english
        == "The window's rootViewController is Home; its view fills the window (W-1). Up to iOS 12 the root view is a direct subview of the window (W-2). Only the views of controllers on screen are in the window: a navigation controller's top child (N-2), a tab controller's selected child (TB-2). Parents hear appearance callbacks before their children here; sources differ on that order (Q-14)."
    )
    #expect(
      note.chinese
        == "window 的 rootViewController 是 Home；它的视图铺满 window（W-1）。在 iOS 12 及以前，根视图直接是 window 的子视图（W-2）。 只有屏幕上的控制器的视图才在 window 里：导航控制器的栈顶子控制器（N-2），标签栏控制器选中的子控制器（TB-2）。这里父控制器先于子控制器收到外观回调；各资料对这个顺序说法不一（Q-14）。"
    )
  }

  @Test func anIPadOn27HasItsThreeProfileNotes() {
    let environment = Environment(
      device: Device(
        name: "pad", displayName: "pad", family: .pad, portraitSize: Size(width: 820, height: 1180),
        isRegularWidthInLandscape: true, statusBarHeight: 24, bottomInset: 20,
        hasHomeButton: false),
      orientation: .portrait, multitasking: .slideOver, ios: 27)
    let profile = VersionProfile(environment: environment)
    #expect(profile.notes == [.iOS26Profile, .windowing(.slideOver), .iOS27])
    #expect(profile.note == profile.notes.map(\.english).joined())
    #expect(profile.note.hasSuffix("placements other than automatic are labelled unknown (V-2)."))
  }

  @Test func everyViewClassHasItsLegendInBothLanguages() {
    for legend in ViewClassLegend.allCases {
      let chinese = legend.chinese.unicodeScalars.filter(NoteFamilyChecks.isCJK).count
      #expect(chinese >= 4, "\(legend): \(legend.chinese)")
      #expect(NoteFamilyChecks.englishRun(legend.chinese) == nil, "\(legend): \(legend.chinese)")
      #expect(!legend.english.isEmpty)
    }
    #expect(ViewClassCatalogue.entry("UIDimmingView")?.rule == "M-4")
    #expect(
      ViewClassCatalogue.entry("UIDimmingView")?.summary
        == "dims what a sheet or popover covers; a tap dismisses")
    #expect(ViewClassLegend.dimmingView.chinese == "把 sheet 或 popover 盖住的内容调暗；点一下就会 dismiss")
  }
}
