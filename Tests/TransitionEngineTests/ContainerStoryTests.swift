import TestSupport
import Testing

@testable import TransitionEngine

/// The push, pop and tab-switch stories write their callback sentences from the events they
/// are given, not from what the transition expects to happen.
@Suite struct ContainerStoryTests {
  private func event(_ name: String, _ callback: Callback) -> LifecycleEvent {
    .controller(ControllerID(name), callback)
  }

  @Test func tabSwitchSaysTheOrderOfTheEventsItIsGiven() {
    let story = TabStory(tab: "Tabs", from: "Feed", target: "Search")
    let lead =
      "UIKit swaps the content of the tab's UIViewControllerWrapperView (TB-1) the way "
      + "transition(from:to:) does: the new view goes in beside the old one (K-4). "
    #expect(
      story.toViewAdded([
        event("Search", .viewWillAppear(animated: false)),
        event("Feed", .viewWillDisappear(animated: false)),
      ]) == lead + "Note the order: Search will appear, then Feed will disappear (TB-3).")
    #expect(
      story.toViewAdded([
        event("Feed", .viewWillDisappear(animated: false)),
        event("Search", .viewWillAppear(animated: false)),
      ]) == lead + "Note the order: Feed will disappear, then Search will appear (TB-3).")
    #expect(
      story.toViewAdded([])
        == lead + "Tabs is not in the window, so no appearance callbacks fire.")
  }

  @Test func pushCompletionNamesTheDidCallbacksThatCame() {
    let story = PushStory(nav: "Nav", from: "Inbox", pushed: "Message", hidesTabBar: true)
    let head =
      "The animation ends and completeTransition(true) runs. UIKit removes the from-view "
      + "Inbox from the window: only the top view controller's view stays (N-2). "
    #expect(
      story.completed(
        animated: true,
        [
          event("Inbox", .viewDidDisappear(animated: true)),
          event("Message", .viewDidAppear(animated: true)),
        ])
        == head + "Did-callbacks: Inbox's viewDidDisappear, then Message's viewDidAppear "
        + "(13.3). The tab bar left the window with it (N-8).")
    #expect(
      story.completed(animated: true, [])
        == head + "No did-callbacks come in this phase. The tab bar left the window with it "
        + "(N-8).")
  }

  @Test func abandonedSwipeListsTheUndoingCallbacks() {
    let story = PopStory(
      nav: "Nav", from: "Detail", target: "List", popped: ["Detail"], tabBarReturns: false)
    let head =
      "The finger lifts before the threshold: completeTransition(false). The stack does not "
      + "change; List's view leaves the window again (N-6). Callbacks: "
    #expect(story.cancelled([]) == head + "no appearance callbacks come.")
    #expect(
      story.afterCancel(fromState: .disappeared, changes: [])
        == "Back exactly where the step started: Detail on top, in the window, disappeared.")
    #expect(
      story.afterCancel(fromState: .appeared, changes: ["Detail's view is left at alpha 0"])
        == "Back where the step started: Detail on top, in the window, appeared. The window "
        + "is not exactly as before: Detail's view is left at alpha 0.")
    #expect(
      story.after(byAnimator: false)
        == "didMove(toParent: nil) ends the pop: Detail is no longer in the stack (13.4). "
        + "With no other reference UIKit would now release it.")
  }
}
