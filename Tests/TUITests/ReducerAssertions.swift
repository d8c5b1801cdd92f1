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
