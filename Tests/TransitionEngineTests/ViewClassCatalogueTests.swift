import TestSupport
import Testing

@testable import TransitionEngine

/// The catalogue is the one home of UIKit's class names: every private class the engine
/// builds is in it, and the presentation styles read back from the engine's own class names.
@Suite struct ViewClassCatalogueTests {
  @Test func everyPrivateClassTheEngineBuildsIsCatalogued() {
    let scene = Fixtures.tabScene([
      Fixtures.step(.push(Fixtures.plain("Detail"), on: nil)),
      Fixtures.step(
        .present(
          PresentSpec(controller: Fixtures.plain("Sheet"), from: "Detail", style: .pageSheet))),
    ])
    var seen = Set<String>()
    for phase in TimelineBuilder.build(scene).steps.flatMap(\.phases) {
      var stack = [phase.window]
      while let node = stack.popLast() {
        seen.insert(node.className)
        stack += node.subviews
      }
    }
    let uikit = seen.filter { $0 != "UIView" }
    #expect(
      uikit.sorted() == [
        "UIDimmingView", "UIDropShadowView", "UILayoutContainerView", "UINavigationBar",
        "UINavigationTransitionView", "UITabBar", "UITransitionView", "UIViewControllerWrapperView",
        "UIWindow", "_UIParallaxDimmingView", "_UIRoundedRectShadowView",
      ])
    for name in uikit {
      #expect(ViewClassCatalogue.entry(name) != nil, "\(name) is not catalogued")
    }
  }

  @Test func presentationControllerClassesReadBackAsStyles() {
    #expect(
      ControllerClassCatalogue.style(
        ofPresentationController: "_UIFullscreenPresentationController") == .fullScreen)
    #expect(
      ControllerClassCatalogue.style(ofPresentationController: "_UIPageSheetPresentationController")
        == .pageSheet)
    #expect(
      ControllerClassCatalogue.style(ofPresentationController: "UIPopoverPresentationController")
        == .popover)
    #expect(
      ControllerClassCatalogue.style(
        ofPresentationController: "_UIOverFullscreenPresentationController") == .overFullScreen)
    #expect(
      ControllerClassCatalogue.style(ofPresentationController: "MyApp.CardPresentationController")
        == nil)
    #expect(
      ControllerClassCatalogue.kind(ofControllerClass: "UINavigationController") == .navigation)
    #expect(
      ControllerClassCatalogue.kind(ofControllerClass: "UIImagePickerController") == .navigation)
    #expect(ControllerClassCatalogue.kind(ofControllerClass: "MyApp.Feed") == nil)
  }

  @Test func theViewersLooksComeFromTheCatalogue() {
    #expect(
      ViewClassCatalogue.structuralClasses == [
        "UITransitionView", "UIDropShadowView", "UIViewControllerWrapperView",
        "UINavigationTransitionView", "UILayoutContainerView", "_UIParallaxDimmingView",
      ])
    #expect(
      ViewClassCatalogue.chromeClasses == [
        "UINavigationBar", "UITabBar", "UIToolbar", "_UIPopoverView",
      ])
    #expect(
      ViewClassCatalogue.entry("_TtGC7SwiftUI14_UIHostingViewV5MyApp4Home_")?.kind == .hosting)
  }
}
