import Testing

/// Cases the fuzzer found that are not fixed yet (`Tests/Regressions/Open`). Each still breaks
/// an invariant, recorded as a known issue; when a fix lands the issue stops occurring, this
/// test fails, and the scene moves up to `Tests/Regressions` with the other regressions.
@Suite struct OpenFuzzFindingsTests {
  static let files = FuzzPaths.yamlFiles(
    in: FuzzPaths.regressions.appendingPathComponent("Open"))

  @Test(arguments: files.map(\.name))
  func stillBreaksAnInvariant(name: String) {
    guard let text = Self.files.first(where: { $0.name == name })?.text else {
      Issue.record("no open fuzz finding \(name)")
      return
    }
    let problems = FuzzCase(name: name, text: text).problems()
    withKnownIssue("open fuzz finding \(name), see the Fuzzing section of docs/TESTING.md") {
      #expect(problems.isEmpty, "\(name): \(problems)")
    }
  }
}
