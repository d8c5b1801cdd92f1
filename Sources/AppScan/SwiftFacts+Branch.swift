extension SwiftFacts {
  /// A parameter of the function a site or call is written in: its inner name, its argument
  /// label (nil for `_`) and its place.
  public struct Parameter: Hashable, Sendable {
    public var name: String
    public var label: String?
    public var index: Int
  }

  /// The case of a `switch` on one of the function's parameters that a site or call is
  /// written under (`switch transition { case .show: … }`): at a call, only the branch of
  /// the argument's case runs.
  public struct Branch: Hashable, Sendable {
    public var parameter: Parameter
    /// The case names the branch is written under (`show`, `modal`).
    public var cases: [String]
    /// `default:`: every case but `cases` (the switch's other cases) takes it.
    public var isDefault = false
    /// The switch as first read (`` `way:` of go ``), when the branch was handed on.
    public var origin: String?

    /// True when an argument of the case `name` (`modal` for `.modal(animated: true)`) takes it.
    func takes(_ name: String) -> Bool {
      isDefault ? !cases.contains(name) : cases.contains(name)
    }
  }

  /// A site whose controller is made by a function of the files handed one of the
  /// enclosing function's parameters (`get(scene: scene)`): at a call, the argument's route
  /// case picks what that function returns.
  public struct RouteArgument: Hashable, Sendable {
    public var parameter: Parameter
    public var function: String
  }
}
