import TransitionEngine
import Yams

extension SceneReader {
  /// The window sizes the scene can reach (PC-7): its device and every device a `device`
  /// step names, in both orientations and, on an iPad, every multitasking share. A
  /// presentation controller from the `swift:` files is run for each, as UIKit runs its
  /// layout callbacks whenever the container changes size.
  static func reachableSizes(of scene: SceneSpec, steps: Node?) -> [Size] {
    var devices = [scene.device]
    if case .sequence(let sequence)? = steps {
      for step in sequence {
        guard case .mapping(let mapping) = step,
          case .scalar(let scalar)? = mapping["device"]
        else { continue }
        if !devices.contains(scalar.string) { devices.append(scalar.string) }
      }
    }
    var sizes: [Size] = []
    for name in devices {
      guard let device = Device.named(name) else { continue }
      let shares = device.family == .pad ? Multitasking.allCases : [scene.multitasking]
      for orientation in Orientation.allCases {
        for share in shares {
          let size = Environment(
            device: device, orientation: orientation, multitasking: share, ios: scene.ios
          ).windowSize
          if !sizes.contains(size) { sizes.append(size) }
        }
      }
    }
    return sizes
  }
}
