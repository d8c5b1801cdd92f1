/// A step that changes where the app runs: rotation, device or iPad multitasking (§7.1).
public enum EnvironmentChange: Hashable, Sendable, CustomStringConvertible {
  case rotate(Orientation)
  /// A device preset by name (as written in the scene, even when unknown).
  case device(String)
  case multitasking(Multitasking)

  /// `rotate to landscape`, `device ipad-pro-13`, `multitasking half`.
  public var description: String {
    switch self {
    case .rotate(let orientation): return "rotate to \(orientation.rawValue)"
    case .device(let name): return "device \(name)"
    case .multitasking(let mode): return "multitasking \(mode.rawValue)"
    }
  }
}
