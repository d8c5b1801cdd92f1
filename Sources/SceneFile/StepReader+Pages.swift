import TransitionEngine
import Yams

extension StepReader {
  /// `- setPage: Page2` with `on: Pager` (required), `direction: forward | reverse` (default
  /// forward) and `interactive: completed | cancelled` for the user's swipe (K-10).
  func pageTurn(_ value: Node, map: MappingReader) throws(SceneError) -> PageTurn {
    let pager = try context.reference(map.required("on"), for: "on", kind: .page)
    let page = try controller(value, for: "setPage")
    var direction = PageDirection.forward
    if let node = map.optional("direction") {
      direction = try reader.choice(
        node, as: PageDirection.self, noun: "page direction", for: "'direction'")
    }
    return PageTurn(
      page: page, pager: pager, direction: direction, swipe: try interactionEnd(map))
  }
}
