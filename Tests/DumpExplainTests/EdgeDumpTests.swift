import DumpExplain
import DumpReader
import SceneFile
import SwiftScene
import Testing

/// Dumps at the edges explained: a push caught mid-way with a view the app put straight in the
/// window (e06), the NSLog prefix on the first line (e01), and containment too deep for a scene.
@Suite struct EdgeDumpTests {
  @Test func aPushCaughtMidWayAndAViewBesideTheRoot() throws {
    let result = try ExplainFixtures.explain("e06")
    #expect(
      result.views.map { "\($0.id) \($0.role.rawValue) [\($0.rule ?? "none")]" } == [
        "0x7fb0c8d06a20 window [W-1]",
        "0x7fb0c8e0b9a0 controller-view [N-1]",
        "0x7fb0c8e0d3b0 navigation-container [N-1]",
        "0x7fb0c8c17d50 controller-wrapper [N-2]",
        "0x7fb0c8c1a6b0 push-in-flight [N-3]",
        "0x7fb0c9834600 controller-view [N-3]",
        "0x7fb0c8c1c2f0 push-in-flight [N-3]",
        "0x7fb0c8c1d070 push-in-flight [N-3]",
        "0x7fb0c8c1de30 push-in-flight [N-3]",
        "0x7fb0c8c1e1a0 controller-view [N-3]",
        "0x7fb0c8c1f0d0 content [none]",
        "0x7fb0c8e0c650 navigation-bar [N-1]",
        "0x7fb0c8f21a40 content [W-4]",
        "0x7fb0c8f22b10 content [none]",
      ])
    #expect(
      result.findings.map { "\($0.kind.rawValue) \($0.rule ?? "none") \($0.addresses)" } == [
        "in-flight N-3 [\"0x7fb0c8c1a6b0\"]",
        "in-flight N-3 [\"0x7fb0c8c1c2f0\"]",
        "in-flight N-3 [\"0x7fb0c8c1d070\"]",
        "note W-4 [\"0x7fb0c8f21a40\"]",
      ])
    #expect(
      try #require(result.findings.last).text
        == "UIView 0x7fb0c8f21a40 was added straight to the window beside the root: no controller owns it; it covers the root and every container below it, later presentations go above it (T-2), and UIKit never moves or removes it."
    )
    #expect(result.view("0x7fb0c8c1d070")?.why.contains("the incoming view") == true)
    #expect(result.view("0x7fb0c8c1a6b0")?.why.contains("the outgoing view") == true)
    #expect(!result.says("No transition is in flight"))
  }

  @Test func theNSLogPrefixOnTheFirstLineKeepsTheWindow() throws {
    let result = try ExplainFixtures.explain("e01")
    #expect(
      result.views.map(\.role.rawValue) == [
        "window", "root-container", "root-shadow", "controller-view", "content",
      ])
    #expect(result.says("UIWindow 0x104e1a2c0 is the window, (0 0; 390 844) (W-1)."))
    #expect(!result.says("starts at"))
    #expect(result.inputs[0].skipped.isEmpty)
  }

  @Test func containmentDeeperThanASceneNestsIsCutWithANote() throws {
    let lines = (0..<40).map { level in
      String(repeating: "   | ", count: level)
        + "<UIViewController 0x7f\(String(level, radix: 16))0>, state: appeared, view: <UIView 0x7e\(String(level, radix: 16))0>"
    }
    let result = Explainer.explain([
      try DumpReader.read(lines.joined(separator: "\n"), path: "deep.txt")
    ])
    let text = DumpSceneWriter.write(result).text
    let spec = try SwiftSceneLoader.parse(text, path: "deep.yaml")
    var depth = 0
    var current = spec.root
    while case .container(let children) = current.kind, let first = children.first {
      depth += 1
      current = first
    }
    #expect(depth == 27)
    #expect(current.name == "UIViewController28")
    #expect(
      text.contains(
        "# assumed: UIViewController28 is 28 levels deep, the most a scene nests (controllers 32 deep, YAML 64 levels); the 12 controllers contained below it (from line 29) are left out.\n"
      ))
  }

  @Test func controllersKnownOnlyByTheirViewsAreNumberedAndTheOldWindowIsNamed() throws {
    let d12 = DumpSceneWriter.write(try ExplainFixtures.explain("d12")).text
    #expect(d12.contains("  - present: {navigation: PresentedNav, stack: [Controller1]}\n"))
    #expect(
      d12.contains(
        "  # assumed: Controller1 is the controller whose view is UICollectionViewControllerWrapperView 0x17e37890 (line 6); the dump does not name its class.\n"
      ))
    #expect(
      d12.contains(
        "# assumed: no preset is 320x568 (the window's frame); 'window' keeps that size, with the bars and safe areas of the nearest preset, iphone-se.\n"
      ))
    #expect(d12.contains("\ndevice: iphone-se\nwindow: [320, 568]\n"))
    #expect(!d12.contains("UICollectionViewControllerWrapperView\n"))
    #expect(
      d12.contains(
        " The dump's window is 320x568; no device preset has that size, so the scene keeps it with 'window: [320, 568]' and takes the bars and safe areas of the nearest preset, iphone-se (inferred).\"\n"
      ))
    let e05 = DumpSceneWriter.write(try ExplainFixtures.explain("e05")).text
    #expect(
      e05.contains(
        "root:\n  navigation: RootNav\n  stack:\n    - vc: Controller1\nsteps: []\n"))
  }

  @Test func childrenAllDisappearedAndOutOfTheWindowStayChildren() throws {
    let result = try ExplainFixtures.explain("e07")
    #expect(
      result.controllers.map { "\($0.depth) \($0.className) \($0.inWindow)" } == [
        "0 UITabBarController false", "1 UINavigationController false",
        "2 Shelf.ListViewController false", "2 Shelf.DetailViewController false",
        "1 Shelf.SettingsViewController false", "1 Shelf.PlayerViewController true",
      ])
    #expect(
      result.says(
        "UITabBarController 0x10d40a000 is a tab bar controller with the tabs UINavigationController, Shelf.SettingsViewController; none is appeared, so the states do not tell which is selected; every tab is still its child (TB-2)."
      ))
    #expect(
      result.says(
        "Every child of UITabBarController 0x10d40a000 is out of the window, yet each is still its child: _printHierarchy lists containment whatever the states (N-2, TB-2), and UITabBarController 0x10d40a000's own view is out of the window too."
      ))
    #expect(result.findings.isEmpty)
    let scene = DumpSceneWriter.write(result).text
    #expect(
      scene.contains(
        "# assumed: no tab of UITabBarController is appeared in the dump (TB-2), so the first is selected.\nroot:\n  tab: UITabBarController\n  selected: 0\n  tabs:\n    - navigation: UINavigationController\n      stack:\n        - vc: ListViewController\n"
      ))
    #expect(scene.contains("        - vc: DetailViewController\n"))
    #expect(scene.contains("    - vc: SettingsViewController\n"))
    let spec = try SwiftSceneLoader.parse(scene, path: "e07.yaml")
    guard case .tab(let tabs, _) = spec.root.kind else {
      Issue.record("the root is not a tab bar controller")
      return
    }
    #expect(tabs.map(\.name) == ["UINavigationController", "SettingsViewController"])
  }
}
