/// How a cell should look, by meaning rather than by colour: the backend maps each role to
/// colours of the active theme (dark, light, mono or `NO_COLOR`).
public struct Style: Hashable, Sendable {
  /// What the text is, so a theme can colour it.
  public enum Role: UInt8, Hashable, Sendable, CaseIterable {
    case normal
    case dim
    case accent
    case header
    case border
    case focusedBorder
    case selected
    case added
    case removed
    case moved
    case reframed
    case containerView
    case warning
    case error
    case dimming
    /// Window area where no view draws anything: black on a device.
    case black
    /// The four colours that tell controllers apart, the same in every pane.
    case controller1
    case controller2
    case controller3
    case controller4
  }

  /// The colours `controller(_:)` cycles through.
  public static let controllerRoles: [Role] = [
    .controller1, .controller2, .controller3, .controller4,
  ]

  public var role: Role
  public var bold: Bool
  public var reverse: Bool
  public var underline: Bool

  public init(
    _ role: Role = .normal, bold: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.role = role
    self.bold = bold
    self.reverse = reverse
    self.underline = underline
  }

  public static let normal = Style()
}
