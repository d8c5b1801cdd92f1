import SceneFile
import TransitionEngine

/// `tscope help TOPIC`: the scene format from the command line. Key lists come from the
/// loader's own tables, so the help says exactly what the loader accepts.
enum HelpTopics {
  static let names = ["scene", "controllers", "steps", "styles"]

  static func text(_ topic: String) -> String? {
    switch topic {
    case "scene", "scenes", "format": return scene
    case "controllers", "controller": return controllers
    case "steps", "step", "actions": return steps
    case "styles", "style": return styles
    default: return nil
    }
  }

  /// The list shown under the root help.
  static var summary: String {
    "Help topics: " + names.map { "tscope help \($0)" }.joined(separator: ", ")
  }

  static var scene: String {
    """
    A scene is a YAML file: a window (device, iOS version, root controller) and the steps to
    play, each one UIKit call or one change of the environment.

    Top-level keys: \(SceneKeys.scene.joined(separator: ", "))
    \(SceneKeys.scene.map(sceneKeyLine).joined(separator: "\n"))

    Errors are reported as path:line:column: error: message. `tscope check FILE…` validates,
    `tscope schema` prints a JSON Schema for editors. Scenes/README.md has an example of
    every action.

    """
  }

  /// `  orientation   the device's orientation at the start: portrait | …` (the words are
  /// the schema's too).
  static func sceneKeyLine(_ key: String) -> String {
    var text = KeyDescriptions.scene[key] ?? ""
    if key == "orientation" {
      text += ": " + Orientation.allCases.map(\.rawValue).joined(separator: " | ")
    }
    if key == "multitasking" {
      text += ": " + Multitasking.allCases.map(\.rawValue).joined(separator: " | ")
    }
    return "  " + key + String(repeating: " ", count: max(14 - key.count, 1)) + text
  }

  static var controllers: String {
    var lines = [
      "A controller is a bare name (a plain UIViewController) or a mapping with exactly one",
      "kind key:", "",
    ]
    for (kind, keys) in SceneKeys.controllerKinds {
      let own = keys.isEmpty ? "" : "  with " + keys.joined(separator: ", ")
      lines.append("  \(kind): Name" + own)
    }
    lines += ["", "Keys any controller mapping may carry:"]
    lines += SceneKeys.controllerOptions.map { keyLine($0, KeyDescriptions.controller[$0]) }
    lines += [
      "", "Names are unique in a scene; a step may name an existing controller or define one.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static var steps: String {
    var lines = ["Each step is a mapping with one action key and that action's own keys:", ""]
    for (action, keys) in SceneKeys.actions {
      let own = keys.isEmpty ? "" : "  (" + keys.joined(separator: ", ") + ")"
      lines.append("  \(action)" + own)
      if let description = KeyDescriptions.step[action] { lines.append("      " + description) }
    }
    lines += ["", "Any step may carry: " + SceneKeys.stepCommon.joined(separator: ", ")]
    lines.append("present's custom: { " + SceneKeys.custom.joined(separator: ", ") + " }")
    lines += [
      "", "A step UIKit refuses is not an error in the file: tscope shows the warning UIKit",
      "logs or the exception it raises.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static var styles: String {
    var lines = ["Presentation styles (present's style:, default automatic):"]
    lines += PresentationStyle.allCases.map {
      keyLine($0.rawValue, KeyDescriptions.values["style"]?[$0.rawValue], width: 20)
    }
    lines += ["", "Transition styles (transition: or modalTransitionStyle:):"]
    lines += ModalTransitionStyle.allCases.map {
      keyLine($0.rawValue, KeyDescriptions.values["transitionStyle"]?[$0.rawValue], width: 20)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  key   its description` (the schema's words for the key or value).
  private static func keyLine(_ key: String, _ text: String?, width: Int = 44) -> String {
    "  " + key + String(repeating: " ", count: max(width - key.count, 1)) + (text ?? "")
  }

  /// Text wrapped at 88 columns, indented by two spaces.
  private static func wrapped(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + word.count + 1 > 86 {
        lines.append("  " + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append("  " + line) }
    return lines
  }
}
