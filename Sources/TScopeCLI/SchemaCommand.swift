import ArgumentParser
import SceneFile

/// `tscope schema`: the JSON Schema of the scene format, for editors and validators.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print a JSON Schema (draft 2020-12) of the scene format.",
    discussion: """
      Save it and point the YAML language server at it with a modeline on a scene's first line:
        tscope schema > scene.schema.json
        # yaml-language-server: $schema=scene.schema.json
      """)

  @OptionGroup var lang: LanguageOption

  func run() throws {
    print(SceneSchema.text, terminator: "")
  }
}
