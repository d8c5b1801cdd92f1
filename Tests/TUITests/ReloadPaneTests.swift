import Testing
import TransitionEngine

@testable import TUI

/// A scene read again after its file changed (`r` or `--watch`: `reloaded`; `o` on the open
/// file: `opened`) shows the new tree in every pane, at the same step and phase: the frame is
/// the one a fresh start on the new scene draws there.
@Suite struct ReloadPaneTests {
  /// Scenes/pop.yaml as scene A; B renames the pushed controller and changes every view.
  static func scene(pushed: String, views: [String], inboxView: String) -> SceneSpec {
    var inbox = ControllerOptions()
    inbox.viewClass = inboxView
    var message = ControllerOptions()
    message.views = views
    return SceneSpec(
      title: "Pop back",
      root: ControllerSpec(
        name: "InboxNav",
        kind: .navigation(stack: [ControllerSpec(name: "Inbox", options: inbox)])),
      steps: [
        StepSpec(action: .push(ControllerSpec(name: pushed, options: message), on: nil)),
        StepSpec(action: .pop(nav: "InboxNav", interactiveCancelled: false)),
      ])
  }

  static let a = scene(
    pushed: "Message", views: ["UILabel", "UITextView"], inboxView: "UITableView")
  static let b = scene(
    pushed: "Letter", views: ["UIImageView", "UISwitch"], inboxView: "UICollectionView")

  /// Step 2, phase 3 (the pop's "to-view added"; the timeline's step 0 is the scene as it
  /// starts), where the two scenes differ in every pane.
  static let keys: [Key] = [.character("]"), .character("]"), .right, .right]

  static func app(_ spec: SceneSpec, live: LiveOptions = LiveOptions()) -> TransitionScopeApp {
    var app = TransitionScopeApp(
      catalog: [CatalogEntry(Fixtures.entry(spec))], opened: Fixtures.entry(spec), ascii: false,
      live: live)
    _ = app.handle(.resize(width: 140, height: 45))
    for key in keys { press(&app, key) }
    return app
  }

  @Test(arguments: ["reloaded", "opened"])
  func theNewTreeShowsInEveryPane(_ outcome: String) {
    var app = Self.app(Self.a, live: LiveOptions(watch: true))
    #expect(app.state.session?.position == Position(step: 2, phase: 2))
    let old = app.render(width: 140, height: 45).rows
    #expect(old.contains { $0.contains("UIView <Message>") })
    let entry = Fixtures.entry(Self.b)
    _ = app.handle(outcome == "reloaded" ? .reloaded(entry) : .opened(entry))
    #expect(app.state.session?.position == Position(step: 2, phase: 2))
    let rows = app.render(width: 140, height: 45).rows
    #expect(rows == Self.app(Self.b).render(width: 140, height: 45).rows)
    #expect(!rows.joined().contains("Message"))
    #expect(!rows.joined().contains("UITextView"))
    #expect(rows.contains { $0.contains("UIView <Letter>") })
    #expect(rows.contains { $0.contains("UICollectionView <Inbox>") })
  }

  @Test func aShorterSceneClampsToItsLastPhase() {
    var app = Self.app(Self.a, live: LiveOptions(watch: true))
    var shorter = Self.b
    shorter.steps.removeLast()
    _ = app.handle(.reloaded(Fixtures.entry(shorter)))
    let session = app.state.session!
    #expect(session.position == Position.end(of: session.timeline))
    var fresh = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(shorter), ascii: false)
    _ = fresh.handle(.resize(width: 140, height: 45))
    press(&fresh, .character("G"))
    #expect(app.render(width: 140, height: 45).rows == fresh.render(width: 140, height: 45).rows)
  }

  @Test func thePickerListsTheSceneAsItWasRead() {
    var app = Self.app(Self.a)
    var renamed = Self.b
    renamed.title = "Scene B"
    _ = app.handle(.opened(Fixtures.entry(renamed)))
    #expect(app.state.catalog.map(\.title) == ["Scene B"])
    press(&app, .character("o"))
    #expect(app.state.overlay == .picker(PickerState(selection: 0)))
  }

  @Test func theSelectionAndTheFoldsFollowTheirViewsWhenIDsShift() throws {
    let opened = Self.app(Self.a, live: LiveOptions(watch: true))
    let old = try #require(opened.state.session?.phase.window)
    let textView = try #require(old.first { $0.className == "UITextView" })
    let inboxHost = try #require(
      old.first { $0.className == "UIView" && $0.subviews.first?.className == "UITableView" })
    var state = opened.state
    state.selected = textView.id
    state.folded = [inboxHost.id]
    var app = TransitionScopeApp(state: state)
    // Two views more in Inbox: every view built after them gets another ID.
    var shifted = Self.a
    if case .navigation(var stack) = shifted.root.kind {
      stack[0].options.views = ["UIButton", "UIButton"]
      shifted.root.kind = .navigation(stack: stack)
    }
    _ = app.handle(.reloaded(Fixtures.entry(shifted)))
    let new = try #require(app.state.session?.phase.window)
    let selected = try #require(app.state.selected)
    #expect(selected != textView.id, "the IDs did shift")
    #expect(new.first { $0.id == selected }?.className == "UITextView")
    #expect(new.first { $0.id == textView.id }?.className != "UITextView")
    let fold = try #require(app.state.folded.first)
    #expect(app.state.folded.count == 1)
    #expect(new.first { $0.id == fold }?.subviews.first?.className == "UITableView")
    // A view that is gone takes its selection with it; the host view is still there.
    _ = app.handle(.reloaded(Fixtures.entry(Self.b)))
    #expect(app.state.selected == nil)
    let host = try #require(app.state.folded.first)
    let now = try #require(app.state.session?.phase.window)
    #expect(now.first { $0.id == host }?.subviews.first?.className == "UICollectionView")
  }
}
