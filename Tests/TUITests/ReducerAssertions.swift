import Testing
import TransitionEngine

@testable import TUI

/// Sends one event and checks that the state changed exactly as `change` describes and that
/// the reducer asked for exactly `effects`.
func expectChange(
  _ app: inout TransitionScopeApp, _ event: InputEvent, effects: [Effect] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation, _ change: (inout AppState) -> Void
) {
  var expected = app.state
  change(&expected)
  let actual = app.handle(event)
  #expect(actual == effects, sourceLocation: sourceLocation)
  if app.state != expected {
    Issue.record(
      Comment(rawValue: differences(app.state, expected)), sourceLocation: sourceLocation)
  }
}

/// The fields of two states that differ, as `field: actual ≠ expected` lines.
func differences(_ actual: AppState, _ expected: AppState) -> String {
  var lines = ["state differs from the expected change:"]
  func check<T: Equatable>(_ name: String, _ path: KeyPath<AppState, T>) {
    if actual[keyPath: path] != expected[keyPath: path] {
      lines.append("  \(name): \(actual[keyPath: path]) ≠ expected \(expected[keyPath: path])")
    }
  }
  check("catalog", \.catalog.count)
  check("ascii", \.ascii)
  check("size", \.size)
  check("position", \.session?.position)
  check("scene path", \.session?.entry.path)
  check("steps", \.session?.spec.steps.count)
  check("focus", \.focus)
  check("zoomed", \.zoomed)
  check("comparing", \.comparing)
  check("overlay", \.overlay)
  check("search", \.search)
  check("selected", \.selected)
  check("showsDetails", \.showsDetails)
  check("folded", \.folded)
  check("scroll", \.scroll)
  check("status", \.status)
  return lines.joined(separator: "\n")
}

/// The same for a key.
func expectChange(
  _ app: inout TransitionScopeApp, _ key: Key, effects: [Effect] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation, _ change: (inout AppState) -> Void
) {
  expectChange(&app, .key(key), effects: effects, sourceLocation: sourceLocation, change)
}

extension AppState {
  /// The view IDs of the views pane's rows, top to bottom.
  var rowIDs: [ViewID] {
    guard let session else { return [] }
    return PhaseView(session, state: self).rows.map(\.node.id)
  }

  var position: Position? { session?.position }
}

extension TransitionScopeApp {
  /// Moves to a position the way the reducer does.
  mutating func go(to position: Position) {
    var state = self.state
    Reducer.move(&state, to: position)
    self = TransitionScopeApp(state: state)
  }
}
