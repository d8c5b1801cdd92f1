import Foundation
import TestSupport
import Testing

/// Containment and presentation links, view containment and appearance states are written by
/// the world operations only (World+Links.swift, ViewForest.swift, World+Appearance.swift);
/// anything else reads them. The compiler keeps most of this (the links' setters are private
/// to World+Links.swift, the forest's tables to ViewForest.swift); this scan keeps the rest
/// and fails the day a write appears anywhere else.
@Suite struct LinkWriteTests {
  /// A kind of write, and the files allowed to make it.
  struct Rule {
    let name: String
    let pattern: String
    let allowedIn: Set<String>
  }

  static let rules = [
    Rule(
      name: "controller links", pattern: #"\blinks\b"#,
      allowedIn: ["Model/World+Links.swift", "Model/Controller.swift"]),
    Rule(
      name: "parent or children write",
      pattern:
        #"\.(parent|children|presented|presenting|presentationControllerClass)\s*(=[^=]|\+=|\.(append|insert|remove|swapAt))"#,
      // The snapshot's own records have fields of the same names.
      allowedIn: [
        "Model/World+Links.swift", "Timeline/SlotNode.swift", "Timeline/ControllerRecord.swift",
        "YourCode/AnsweredController.swift",
      ]),
    Rule(
      name: "presentation order write",
      pattern: #"presentationOrder\s*(=[^=]|\+=|\.(append|insert|remove))"#,
      allowedIn: ["Model/World+Links.swift"]),
    Rule(
      name: "presentation begun or forgotten",
      pattern: #"presentations\[[^\]]*\]\s*=\s*(nil|Presentation\()"#,
      allowedIn: ["Model/World+Links.swift"]),
    Rule(
      name: "superview write", pattern: #"superviews\[[^\]]*\]\s*=[^=]"#,
      allowedIn: ["Hierarchy/ViewForest.swift"]),
    Rule(
      name: "subview list write", pattern: #"subviewIDs:"#,
      allowedIn: [
        "Hierarchy/ViewForest.swift", "Hierarchy/ViewRecord.swift", "Hierarchy/ViewNode.swift",
      ]),
    Rule(
      name: "appearance state write", pattern: #"\.appearance(Animated)?\s*=[^=]"#,
      allowedIn: ["Model/World+Appearance.swift"]),
  ]

  /// `path:line: what` for every line that breaks a rule.
  static func violations(in files: [(path: String, text: String)]) throws -> [String] {
    var found: [String] = []
    for rule in rules {
      let regex = try NSRegularExpression(pattern: rule.pattern)
      for file in files where !rule.allowedIn.contains(file.path) {
        for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let code = EngineSources.code(line)
          let range = NSRange(code.startIndex..., in: code)
          if regex.firstMatch(in: code, range: range) != nil {
            found.append("\(file.path):\(number + 1): \(rule.name): \(code)")
          }
        }
      }
    }
    return found
  }

  @Test func onlyTheWorldOperationsWriteLinks() throws {
    let files = try EngineSources.files()
    let paths = Set(files.map(\.path))
    for rule in Self.rules {
      #expect(rule.allowedIn.isSubset(of: paths), "\(rule.name): \(rule.allowedIn)")
    }
    let violations = try Self.violations(in: files)
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  /// The scan sees the writes it is there to catch, and lets reads and comments through.
  @Test func theScanCatchesAWrite() throws {
    let file = (
      path: "Transitions/Planner+Example.swift",
      text: """
      world[nav]?.children.append(pushed)
      controllers[child]?.links.parent = parent
      world.presentationOrder.append(name)
      world.presentations[name] = nil
      controllers[name]?.appearance = .appeared
      let top = world[nav]?.children.last  // world[nav]?.children.append(x)
      if world.presentations[name] == nil { return }
      """
    )
    let found = try Self.violations(in: [file]).map { $0.split(separator: ":")[1] }
    #expect(found == ["2", "1", "2", "3", "4", "5"])
  }
}
