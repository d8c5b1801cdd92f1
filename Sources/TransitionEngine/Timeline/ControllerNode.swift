/// One controller in a phase's immutable controller tree (`_printHierarchy` material): a record
/// of the phase's table of controllers, which phases share except where a controller changed,
/// so that a snapshot costs what changed however deep the tree is.
public struct ControllerNode: Sendable {
  let record: ControllerRecord
  let table: SharedSlots<ControllerRecord>
  /// Controllers above this one in the walk; below `depthLimit` the tree ends (containment is
  /// never cyclic, and a walk deeper than there are controllers stops there).
  let depth: Int
  let depthLimit: Int
  /// The record's slot in `table`; -1 for a placeholder that has none.
  let slot: Int

  init(
    record: ControllerRecord, table: SharedSlots<ControllerRecord>, slot: Int, depth: Int,
    depthLimit: Int
  ) {
    self.record = record
    self.table = table
    self.slot = slot
    self.depth = depth
    self.depthLimit = depthLimit
  }

  /// A tree of its own, built from nodes (for tests and placeholders).
  public init(
    id: ControllerID, className: String, kind: ControllerKind, state: AppearanceState,
    inWindow: Bool, viewClassName: String?, children: [ControllerNode],
    presented: ControllerNode?, presentationControllerClass: String?
  ) {
    var table = SharedSlots<ControllerRecord>()
    var next = 0
    func copy(_ node: ControllerNode) -> Int {
      let children = node.children.map(copy)
      let presented = node.presented.map(copy)
      let record = node.record
      let slot = next
      next += 1
      table.set(
        slot,
        ControllerRecord(
          id: record.id, className: record.className, kind: record.kind, state: record.state,
          inWindow: record.inWindow, viewClassName: record.viewClassName,
          children: SharedList(children),
          presented: presented, presentationControllerClass: record.presentationControllerClass))
      return slot
    }
    let record = ControllerRecord(
      id: id, className: className, kind: kind, state: state, inWindow: inWindow,
      viewClassName: viewClassName, children: SharedList(children.map(copy)),
      presented: presented.map(copy), presentationControllerClass: presentationControllerClass)
    table.set(next, record)
    self.init(record: record, table: table, slot: next, depth: 0, depthLimit: .max)
  }

  public var id: ControllerID { record.id }
  public var className: String { record.className }
  public var kind: ControllerKind { record.kind }
  public var state: AppearanceState { record.state }
  public var inWindow: Bool { record.inWindow }
  /// Class of the root view, or nil when the view is not loaded.
  public var viewClassName: String? { record.viewClassName }
  public var presentationControllerClass: String? { record.presentationControllerClass }

  /// The children, in order.
  public var children: [ControllerNode] {
    guard depth <= depthLimit else { return [] }
    return record.children.compactMap(node(at:))
  }

  /// The controller this one presents.
  public var presented: ControllerNode? {
    guard depth <= depthLimit, let slot = record.presented else { return nil }
    return node(at: slot)
  }

  /// Identity of the stored record: equal for the same controller in two phases exactly when
  /// the phases share its record (what `tscope bench` counts).
  public var recordIdentity: ObjectIdentifier { ObjectIdentifier(record) }

  private func node(at slot: Int) -> ControllerNode? {
    table[slot].map {
      ControllerNode(
        record: $0, table: table, slot: slot, depth: depth + 1, depthLimit: depthLimit)
    }
  }

  /// The controller's name as the scene spells it.
  public var name: String { id.name }

  /// This controller and every controller below it (children, then presented), depth-first.
  public func flattened() -> [ControllerNode] {
    var result: [ControllerNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      result.append(node)
      if let presented = node.presented { stack.append(presented) }
      stack += node.children.reversed()
    }
    return result
  }
}
