import ArgumentParser
import Testing

@testable import TScopeCLI

/// `tscope rules`: the list, one rule, unknown IDs.
@Suite("Rules command")
struct RulesCommandTests {
  private func parse(_ arguments: [String]) throws -> RulesCommand {
    try #require(try TScopeCommand.parseAsRoot(["rules"] + arguments) as? RulesCommand)
  }

  @Test("known IDs print, with or without the section sign")
  func knownIDs() throws {
    try parse([]).run()
    try parse(["M-9"]).run()
    try parse(["13.1"]).run()
    try parse(["§7.1"]).run()
    try parse(["--markdown"]).run()
  }

  @Test("an unknown ID exits with status 1")
  func unknownID() throws {
    #expect(throws: ExitCode.failure) { try parse(["N-99"]).run() }
    #expect(throws: ExitCode.failure) { try parse(["nonsense"]).run() }
  }
}
