/// The object a delegate expression builds, kept under `key` (a container's or a presented
/// controller's name) so that later steps ask the same object: `fresh` when the step sets the
/// delegate anew, false when it asks the one kept (N-24, TB-14, X-1).
public struct AppKeptObject: Hashable, Sendable {
  public var key: String
  public var fresh: Bool

  public init(key: String, fresh: Bool) {
    self.key = key
    self.fresh = fresh
  }
}
