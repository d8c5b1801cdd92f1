import DumpReader
import Foundation

/// The real dumps in Tests/Dumps, and outlines of what the reader made of them.
enum DumpFixtures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Dumps")

  /// The text of the fixture whose name starts with `prefix` (`d08`).
  static func text(_ prefix: String) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard let name = names.sorted().first(where: { $0.hasPrefix(prefix + "-") }) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// Reads the fixture.
  static func dump(_ prefix: String) throws -> Dump {
    try DumpReader.read(try text(prefix), path: prefix + ".txt")
  }

  /// One line a view: indentation by depth, class, address, frame.
  static func viewOutline(_ dump: Dump) -> [String] {
    dump.views.map { view in
      let frame =
        view.frame.map { " (\(n($0.x)) \(n($0.y)); \(n($0.width)) \(n($0.height)))" } ?? ""
      return String(repeating: "  ", count: view.depth) + view.object.className + " "
        + (view.object.address ?? "-") + frame
    }
  }

  /// One line a controller: depth, `|` or `+`, class, address, state, view, window, presentation.
  static func controllerOutline(_ dump: Dump) -> [String] {
    dump.controllers.map { controller in
      var text = String(repeating: "  ", count: controller.depth)
      text += controller.isPresented ? "+ " : "| "
      text += controller.object.className + " " + (controller.object.address ?? "-")
      text += " " + (controller.state?.rawValue ?? "?")
      if let view = controller.view {
        text += " view=" + view.className + "@" + (view.address ?? "-")
      } else {
        text += controller.viewLoaded ? " view=?" : " view=not-loaded"
      }
      if !controller.inWindow { text += " out" }
      if let with = controller.presentedWith { text += " with=" + with.className }
      if controller.presentedWithNull { text += " with=(null)" }
      return text
    }
  }

  private static func n(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
