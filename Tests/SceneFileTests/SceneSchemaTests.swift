import Foundation
import SwiftScene
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

  /// Steps are discriminated by their action key: one mapping lists every step key (so an
  /// unknown one is named), one action key is required, and each action's own mapping applies
  /// when its key is there. Every scene key and action key carries the help's description.
  @Test func stepsAreDiscriminatedByTheirActionKeyAndKeysAreDescribed() throws {
    let data = Data(SceneSchema.text.utf8)
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let step = try #require(definitions["step"] as? [String: Any])
    #expect(step["additionalProperties"] as? Bool == false)
    let properties = try #require(step["properties"] as? [String: [String: Any]])
    #expect(properties.keys.contains("presnt") == false)
    for action in StepReader.actionKeys {
      #expect(properties[action]?["description"] as? String == KeyDescriptions.step[action])
      #expect(KeyDescriptions.step[action] != nil, "\(action)")
    }
    let oneOf = try #require(step["oneOf"] as? [[String: [String]]])
    #expect(oneOf.map { $0["required"] ?? [] } == StepReader.actionKeys.map { [$0] })
    let allOf = try #require(step["allOf"] as? [[String: Any]])
    #expect(allOf.count == StepReader.actionKeys.count)
    let scene = try #require(schema["properties"] as? [String: [String: Any]])
    for key in SceneReader.keys {
      #expect(scene[key]?["description"] as? String == KeyDescriptions.scene[key], "\(key)")
      #expect(KeyDescriptions.scene[key] != nil, "\(key)")
    }
  }

  @Test func thereAreBrokenScenes() {
    #expect(Self.brokenScenes.count >= 10)
  }

  @Test(arguments: brokenScenes)
  func theLoaderRefusesEveryBrokenScene(name: String) {
    let path = Self.cases.appendingPathComponent(name).path
    #expect(throws: SceneError.self) { try SwiftSceneLoader.load(path: path) }
  }

  static var acceptedScenes: [String] {
    let folder = cases.appendingPathComponent("accepted").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  /// The scenes `.ci/schema-check` validates against the schema (numbers where the loader
  /// reads text) load.
  @Test func theLoaderAcceptsEveryAcceptedScene() throws {
    #expect(!Self.acceptedScenes.isEmpty)
    for name in Self.acceptedScenes {
      let path = Self.cases.appendingPathComponent("accepted").appendingPathComponent(name).path
      let spec = try SwiftSceneLoader.load(path: path)
      #expect(spec.title == "2024")
    }
  }

  /// Where the loader reads text (`NodeReader.string` and `name`), the schema takes what the
  /// loader takes: a YAML number or boolean as well as a string.
  static let textPlaces = [
    "properties/title", "properties/about",
    "$defs/vcController/properties/class", "$defs/vcController/properties/viewClass",
    "$defs/vcController/properties/views/items", "$defs/vcController/properties/zoomSource",
    "$defs/navigationController/properties/navigation", "$defs/pushStep/properties/note",
    "$defs/detentStep/properties/detent", "$defs/dismissStep/properties/dismiss",
    "$defs/custom/properties/chrome/items", "$defs/sheet/properties/selected",
    "$defs/sheet/properties/largestUndimmed", "$defs/customDetent/properties/custom",
  ]

  @Test(arguments: textPlaces)
  func textTheLoaderReadsTakesNumbersInTheSchema(place: String) throws {
    let data = Data(SceneSchema.text.utf8)
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var node: [String: Any]? = schema
    for part in place.split(separator: "/") {
      node = node?[String(part)] as? [String: Any]
    }
    let property = try #require(node, "the schema has no \(place)")
    let types = Self.resolved(property, in: schema)["type"] as? [String] ?? []
    #expect(Set(types) == ["string", "number", "boolean"], "\(place): \(types)")
  }

  /// A `$ref` followed to its definition.
  static func resolved(_ node: [String: Any], in schema: [String: Any]) -> [String: Any] {
    guard let reference = node["$ref"] as? String else { return node }
    let name = String(reference.dropFirst("#/$defs/".count))
    return (schema["$defs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
  }
}
