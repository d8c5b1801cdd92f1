/// The bytes of the view and controller records the JSON writer wrote in the last phase, and
/// of its whole window and controller trees.
struct JSONRecordBytes {
  var views: RecordBytes<ViewRecord>
  var controllers: RecordBytes<ControllerRecord>
  /// The last phase's whole window tree, copied a subtree at a time.
  var subtrees: SubtreeBytes<ViewNode>
  /// The last phase's whole controller tree, copied a subtree at a time.
  var controllerSubtrees: SubtreeBytes<ControllerNode>

  init(enabled: Bool, subtrees: Bool? = nil) {
    views = RecordBytes(enabled: enabled)
    controllers = RecordBytes(enabled: enabled)
    self.subtrees = SubtreeBytes(enabled: subtrees ?? enabled)
    controllerSubtrees = SubtreeBytes(enabled: subtrees ?? enabled)
  }

  /// Ends a phase: what it did not use may go.
  mutating func endPhase() {
    views.endPhase()
    controllers.endPhase()
  }
}
