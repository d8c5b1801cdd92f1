import Foundation
import Testing

@testable import SceneFile

/// `tscope schema`: complete for every key the loader accepts, valid JSON, and the broken
/// scenes that `.ci/schema-check` runs through a JSON Schema validator are refused by the
/// loader too.
@Suite struct SceneSchemaTests {
  static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("SchemaCases")

  static var brokenScenes: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  @Test func everyKeyTheLoaderAcceptsHasAType() {
    #expect(SceneSchema.untypedKeys == [])
  }

  @Test func schemaIsJSONWithEveryActionAndKind() throws {
    let data = Data(SceneSchema.text.utf8)
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["additionalProperties"] as? Bool == false)
    let definitions = try #require(schema["$defs"] as? [String: Any])
    for action in StepReader.actionKeys {
      let step = try #require(definitions["\(action)Step"] as? [String: Any], "\(action)")
      let properties = try #require(step["properties"] as? [String: Any])
      #expect(
        Set(properties.keys)
          == Set([action] + (StepReader.actionOptions[action] ?? []) + StepReader.commonKeys))
      #expect(step["additionalProperties"] as? Bool == false)
    }
    for kind in ControllerReader.kindKeys {
      #expect(definitions["\(kind)Controller"] is [String: Any], "\(kind)")
    }
  }

  @Test func thereAreBrokenScenes() {
    #expect(Self.brokenScenes.count >= 10)
  }

  @Test(arguments: brokenScenes)
  func theLoaderRefusesEveryBrokenScene(name: String) {
    let path = Self.cases.appendingPathComponent(name).path
    #expect(throws: SceneError.self) { try SceneLoader.load(path: path) }
  }
}
