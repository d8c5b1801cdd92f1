import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `tabBarHidden` on a tab controller and as a step (TB-12), with located errors for misuse.
@Suite struct TabBarHiddenKeyTests {
  @Test func theKeyAndTheStepAreRead() throws {
    let scene = try SwiftSceneLoader.parse(
      """
      title: t
      ios: 18
      root: { tab: Tabs, tabBarHidden: true, tabs: [A, B] }
      steps:
        - tabBarHidden: false
          tab: Tabs
          animated: false
      """, path: "t.yaml")
    #expect(scene.root.options.tabBarHidden)
    #expect(scene.steps.map(\.action) == [.tabBarHidden(false, tab: "Tabs")])
    #expect(scene.steps.first?.animated == false)
  }

  @Test func onAnotherKindItIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { navigation: N, tabBarHidden: true, stack: [A] }\n")
        == "s.yaml:2:24: error: key 'tabBarHidden' is not allowed in navigation controller "
        + "(it belongs to tab controllers)")
  }

  @Test func aNonBooleanIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { tab: T, tabs: [A] }\nsteps:\n  - tabBarHidden: yes please\n")
        == "s.yaml:4:19: error: expected a boolean (true or false) for 'tabBarHidden', found a "
        + "string")
  }

  @Test func theStepNamesATabController() {
    #expect(
      errorLine(
        "title: t\nroot: { navigation: N, stack: [A] }\nsteps:\n  - tabBarHidden: true\n    tab: N\n"
      )
        == "s.yaml:5:10: error: 'tab' must name a tab controller, but 'N' is a navigation "
        + "controller (defined at line 2)")
  }
}
