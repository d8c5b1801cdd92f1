import Testing
import TransitionEngine
import Wording

@testable import TUI

/// `expectChange`'s diff names every field of `AppState`: a wrong value in any of them shows.
struct StateDifferencesTests {
  /// The fields this test changes, by the names reflection gives them.
  static let fields = [
    "catalog",
    "catalogFailures",
    "ascii",
    "language",
    "size",
    "session",
    "showsDump",
    "focus",
    "zoomed",
    "comparing",
    "overlay",
    "search",
    "selected",
    "showsDetails",
    "folded",
    "scroll",
    "status",
    "confirmingRestart",
    "ruleCursor",
    "presenter",
    "presentLayout",
    "clean",
    "watching",
    "reloadError",
    "predicting",
    "question",
    "hidden",
  ]

  /// Changes one field.
  static func change(_ field: String, in state: inout AppState) {
    switch field {
    case "catalog":
      state.catalog.append(CatalogEntry(Fixtures.entry(Fixtures.tabs, path: "Scenes/other.yaml")))
    case "catalogFailures": state.catalogFailures = [CatalogFailure(path: "a.yaml", message: "bad")]
    case "ascii": state.ascii.toggle()
    case "language": state.language = state.language == .en ? .zhHans : .en
    case "size": state.size = TerminalSize(width: 81, height: 24)
    case "session": state.session?.position = Position(step: 0, phase: 1)
    case "showsDump": state.showsDump.toggle()
    case "focus": state.focus = state.focus == .views ? .events : .views
    case "zoomed": state.zoomed.toggle()
    case "comparing": state.comparing.toggle()
    case "overlay": state.overlay = state.overlay == nil ? .picker(PickerState()) : nil
    case "search": state.search = state.search == nil ? SearchState() : nil
    case "selected": state.selected = state.selected == nil ? ViewID(999_999) : nil
    case "showsDetails": state.showsDetails.toggle()
    case "folded": state.folded.insert(ViewID(999_999))
    case "scroll": state.scroll[.events] = 7
    case "status": state.status = state.status == nil ? StatusLine("changed") : nil
    case "confirmingRestart": state.confirmingRestart.toggle()
    case "ruleCursor": state.ruleCursor = (state.ruleCursor ?? 0) + 1
    case "presenter": state.presenter = state.presenter == nil ? Presenter() : nil
    case "presentLayout": state.presentLayout.toggle()
    case "clean": state.clean.toggle()
    case "watching": state.watching.toggle()
    case "reloadError": state.reloadError = "s.yaml:1:1: error: changed"
    case "predicting": state.predicting.toggle()
    case "question": state.question = state.question == nil ? Position(step: 1, phase: 0) : nil
    case "hidden": state.hidden.insert(.why)
    default: break
    }
  }

  /// Fields whose values need a dump or an animation to build; reflection covers them the
  /// same way as the others.
  static let unchanged: Set<String> = ["dump", "motion"]

  @Test func everyFieldHasAChangeHere() {
    let labels = Set(Mirror(reflecting: Fixtures.app(Fixtures.push).state).children.map(\.label))
    let known = Set(Self.fields).union(Self.unchanged)
    #expect(labels == Set(known.map(Optional.some)))
  }

  @Test(arguments: StateDifferencesTests.fields)
  func aChangedFieldIsNamed(field: String) throws {
    let state = Fixtures.app(Fixtures.push).state
    var changed = state
    Self.change(field, in: &changed)
    try #require(changed != state)
    let report = differences(changed, state)
    let named = report.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
    #expect(named == ["  \(field):"], "\(report)")
    #expect(report.contains("- actual") || report.contains("+ expected"))
  }
}
