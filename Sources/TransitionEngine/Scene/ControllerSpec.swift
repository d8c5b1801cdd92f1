/// A controller as a scene describes it: a name, a kind and options (Scenes/README.md).
public struct ControllerSpec: Hashable, Sendable {
  /// The container kind, with the children it declares.
  public indirect enum Kind: Hashable, Sendable {
    case plain
    case navigation(stack: [ControllerSpec])
    case tab(tabs: [ControllerSpec], selected: TabSelector)
    case split(primary: ControllerSpec, secondary: ControllerSpec?)
    /// A column-style split (`style: doubleColumn | tripleColumn`, SV-8).
    case columnSplit(ColumnSplitSpec)
    case container(children: [ControllerSpec])
  }

  public var name: String
  public var kind: Kind
  public var options: ControllerOptions
  /// True when the scene wrote a bare name: it means an existing controller of that name if
  /// there is one, or else a new plain `UIViewController`.
  public var isBareName: Bool
  public var location: SourceLocation?

  public init(
    name: String, kind: Kind = .plain, options: ControllerOptions = ControllerOptions(),
    isBareName: Bool = false, location: SourceLocation? = nil
  ) {
    self.name = name
    self.kind = kind
    self.options = options
    self.isBareName = isBareName
    self.location = location
  }

  /// The child specs in containment order.
  public var childSpecs: [ControllerSpec] {
    switch kind {
    case .plain: return []
    case .navigation(let stack): return stack
    case .tab(let tabs, _): return tabs
    case .split(let primary, let secondary): return [primary] + (secondary.map { [$0] } ?? [])
    case .columnSplit(let split): return split.childSpecs(split: name)
    case .container(let children): return children
    }
  }
}
