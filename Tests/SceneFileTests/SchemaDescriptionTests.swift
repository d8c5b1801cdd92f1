import Foundation
import Testing

@testable import SceneFile

/// Every key of `tscope schema` has a description and every word list a description per
/// value, taken from `KeyDescriptions` (the tables `tscope help` prints).
@Suite struct SchemaDescriptionTests {
  /// Where a property has no description, or an enum no description for a value.
  static func gaps(_ node: Any, path: String = "") -> [String] {
    var found: [String] = []
    if let object = node as? [String: Any] {
      if let properties = object["properties"] as? [String: Any] {
        for (key, value) in properties {
          let text = (value as? [String: Any])?["description"] as? String ?? ""
          if text.isEmpty { found.append(path + "/properties/" + key) }
        }
      }
      if let values = object["enum"] as? [Any] {
        let words = object["enumDescriptions"] as? [String] ?? []
        if words.count != values.count || words.contains("") { found.append(path + "/enum") }
      }
      for (key, value) in object { found += gaps(value, path: path + "/" + key) }
    } else if let array = node as? [Any] {
      for (index, value) in array.enumerated() { found += gaps(value, path: "\(path)/\(index)") }
    }
    return found
  }

  static var schema: [String: Any] {
    get throws {
      let data = Data(SceneSchema.text.utf8)
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
  }

  @Test func everyPropertyAndEveryEnumValueIsDescribed() throws {
    #expect(Self.gaps(try Self.schema).sorted() == [])
  }

  /// The finder finds: a property without a description and an enum value without one.
  @Test func aMissingDescriptionIsFound() {
    let node: [String: Any] = [
      "properties": ["a": ["description": "x"], "b": ["type": "string"]],
      "$defs": ["e": ["enum": ["p", "q"], "enumDescriptions": ["p is", ""]]],
    ]
    #expect(Self.gaps(node).sorted() == ["/$defs/e/enum", "/properties/b"])
  }

  @Test func theWordsAreTheTables() throws {
    let definitions = try #require(try Self.schema["$defs"] as? [String: [String: Any]])
    let style = try #require(definitions["style"])
    let values = try #require(style["enum"] as? [String])
    #expect(
      style["enumDescriptions"] as? [String]
        == values.map { KeyDescriptions.values["style"]?[$0] ?? "" })
    let sheet = try #require(definitions["sheet"]?["properties"] as? [String: [String: Any]])
    #expect(sheet["grabber"]?["description"] as? String == KeyDescriptions.sheet["grabber"])
    let tab = try #require(
      definitions["tabController"]?["properties"] as? [String: [String: Any]])
    #expect(tab["selected"]?["description"] as? String == KeyDescriptions.controller["selected"])
    let push = try #require(definitions["pushStep"]?["properties"] as? [String: [String: Any]])
    #expect(push["on"]?["description"] as? String == KeyDescriptions.option["on"])
  }
}
