/// The app's Swift as a scene names it, ready to run: the planner starts one `AppCode` for
/// each planning of the scene (its objects live as long as that planning) and calls it when
/// UIKit calls the app. The engine sees only this value; the code that runs the Swift (the
/// SwiftScene target) makes it. Two programs are equal when they were made of the same files.
public struct AppProgram: Hashable, Sendable {
  /// What the program was made of (each file's name and text): its identity.
  public let identity: [String]
  private let start: @Sendable () -> any AppCode

  public init(identity: [String], start: @escaping @Sendable () -> any AppCode) {
    self.identity = identity
    self.start = start
  }

  /// A fresh run of the program: no object built yet.
  public func run() -> any AppCode { start() }

  public static func == (left: AppProgram, right: AppProgram) -> Bool {
    left.identity == right.identity
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
