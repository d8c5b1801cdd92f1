import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// The error `SceneLoader.parse` throws for `text` (read as `s.yaml`), or nil if it parses.
func parseError(_ text: String) -> SceneError? {
  do {
    _ = try SwiftSceneLoader.parse(text, path: "s.yaml")
    return nil
  } catch {
    return error
  }
}

/// The full `path:line:column: error: message` line for `text`, or "parsed" if it parses.
func errorLine(_ text: String) -> String {
  parseError(text)?.description ?? "parsed"
}

/// A plain view controller spec with options set by `configure`.
func vc(
  _ name: String, bare: Bool = false, _ configure: (inout ControllerOptions) -> Void = { _ in }
) -> ControllerSpec {
  var options = ControllerOptions()
  configure(&options)
  return ControllerSpec(name: name, kind: .plain, options: options, isBareName: bare)
}

extension ControllerSpec {
  /// This spec and its children with `location` cleared, for comparing structure.
  var withoutLocations: ControllerSpec {
    var copy = self
    copy.location = nil
    switch kind {
    case .plain:
      break
    case .navigation(let stack):
      copy.kind = .navigation(stack: stack.map(\.withoutLocations))
    case .tab(let tabs, let selected):
      copy.kind = .tab(tabs: tabs.map(\.withoutLocations), selected: selected)
    case .split(let primary, let secondary):
      copy.kind = .split(
        primary: primary.withoutLocations, secondary: secondary?.withoutLocations)
    case .container(let children):
      copy.kind = .container(children: children.map(\.withoutLocations))
    case .columnSplit(var split):
      split.columns = split.columns.mapValues(\.withoutLocations)
      copy.kind = .columnSplit(split)
    }
    return copy
  }
}

extension StepSpec {
  /// This step with its own and its controllers' locations cleared.
  var withoutLocations: StepSpec {
    var copy = self
    copy.location = nil
    switch action {
    case .push(let controller, let on):
      copy.action = .push(controller.withoutLocations, on: on)
    case .present(var present):
      present.controller = present.controller.withoutLocations
      copy.action = .present(present)
    case .show(let controller, let from):
      copy.action = .show(controller.withoutLocations, from: from)
    case .showDetail(let controller, let from):
      copy.action = .showDetail(controller.withoutLocations, from: from)
    case .addChild(let controller, let to):
      copy.action = .addChild(controller.withoutLocations, to: to)
    case .segue(let controller, let from, let kind):
      copy.action = .segue(controller.withoutLocations, from: from, kind: kind)
    case .setViewControllers(let stack, let on):
      copy.action = .setViewControllers(stack.map(\.withoutLocations), on: on)
    case .setColumn(let controller, let column, let split):
      copy.action = .setColumn(controller.withoutLocations, column: column, split: split)
    case .setPage(var turn):
      turn.page = turn.page.withoutLocations
      copy.action = .setPage(turn)
    default:
      break
    }
    return copy
  }
}
