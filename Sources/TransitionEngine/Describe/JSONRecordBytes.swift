/// The bytes of the view and controller records the JSON writer wrote in the last phase.
struct JSONRecordBytes {
  var views: RecordBytes<ViewRecord>
  var controllers: RecordBytes<ControllerRecord>

  init(enabled: Bool) {
    views = RecordBytes(enabled: enabled)
    controllers = RecordBytes(enabled: enabled)
  }

  /// Ends a phase: what it did not use may go.
  mutating func endPhase() {
    views.endPhase()
    controllers.endPhase()
  }
}
