import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The JSON and text writers copy each window subtree the last phase wrote and this one
/// shares whole. Their output must be byte for byte what walking every view gives, for every
/// scene, every kept regression scene and chains whose trees grow, move and shrink.
@Suite struct SubtreeBytesWriterTests {
  @Test(arguments: RecordBytesWriterTests.sceneFiles)
  func copiedSubtreesAreTheWalkedBytes(file: String) throws {
    let path = RecordBytesWriterTests.root.appendingPathComponent(file).path
    // A kept regression scene that must be rejected has nothing to print.
    guard let spec = try? SwiftSceneLoader.load(path: path) else { return }
    expectSameBytes(TimelineBuilder.build(spec), file)
  }

  /// Chains of each kind of step, long enough that subtrees are copied many times over.
  @Test(arguments: [
    "sheet", "present", "dismiss", "push", "pop", "addChild", "removeChild", "branch", "select",
    "rotate",
  ])
  func chainsPrintTheSameBytes(kind: String) throws {
    let spec = try SwiftSceneLoader.parse(Self.chain(kind, steps: 24), path: "\(kind).yaml")
    expectSameBytes(TimelineBuilder.build(spec), "a chain of \(kind) steps")
  }

  /// A scene of `steps` steps of one kind, each building on the last (or undoing them).
  static func chain(_ kind: String, steps: Int) -> String {
    let names = (1...steps).map { "C\($0)" }
    let pairs = zip(["C0"] + names, names)
    let half = steps / 2
    var text = "title: chain\ndevice: iphone-15\n"
    var lines: [String] = []
    switch kind {
    case "push", "pop":
      let stack = kind == "pop" ? (["C0"] + names).joined(separator: ", ") : "C0"
      text += "root: { navigation: Nav, stack: [\(stack)] }\n"
      lines = names.map { kind == "pop" ? "pop: Nav" : "push: \($0)" }
    case "branch":
      // A change deep under one of three children: the containers above it keep their own
      // bytes, between their children and around them, and the two other branches are copied.
      text += "root: { container: C0, children: [{ container: A, children: [] }, "
      text += "{ container: B, children: [] }, { container: D, children: [] }] }\n"
      lines = zip(["B"] + names, names).map {
        "addChild: { container: \($1), children: [] }\n    to: \($0)"
      }
    case "select":
      text += "root: { tab: Tabs, tabs: [\((["C0"] + names).joined(separator: ", "))] }\n"
      lines = names.reversed().map { "select: \($0)" }
    case "rotate":
      text += "root: { navigation: Nav, stack: [\((["C0"] + names).joined(separator: ", "))] }\n"
      lines = names.indices.map { "rotate: \($0 % 2 == 0 ? "landscape" : "portrait")" }
    case "addChild", "removeChild":
      text += "root: { container: C0, children: [] }\n"
      lines = pairs.map { "addChild: { container: \($1), children: [] }\n    to: \($0)" }
      if kind == "removeChild" {
        lines = lines.prefix(half) + names.prefix(half).reversed().map { "removeChild: \($0)" }
      }
    default:
      let style = kind == "sheet" ? "pageSheet" : "fullScreen"
      text += "root: C0\n"
      lines = pairs.map { "present: \($1)\n    from: \($0)\n    style: \(style)" }
      if kind == "dismiss" {
        lines = lines.prefix(half) + names.prefix(half).reversed().map { "dismiss: \($0)" }
      }
    }
    return text + "steps:\n" + lines.map { "  - \($0)\n" }.joined()
  }

  private func expectSameBytes(_ timeline: Timeline, _ name: String) {
    let pairs = [
      (
        "json", JSONDescription.render(timeline),
        JSONDescription.render(timeline, reusingSubtreeBytes: false)
      ),
      (
        "text", TimelineText.render(timeline),
        TimelineText.render(timeline, reusingSubtreeBytes: false)
      ),
    ]
    for (format, copied, walked) in pairs {
      RecordBytesWriterTests.expectSame(copied, walked, name, format)
    }
  }
}
