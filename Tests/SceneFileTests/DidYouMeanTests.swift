import Testing

@testable import SceneFile

/// "Did you mean": a swap of two neighbouring letters is one edit, and the newest presets are
/// among the candidates.
@Suite struct DidYouMeanTests {
  @Test func swappedLettersAreOneEdit() {
    #expect(Suggestions.distance("psuh", "push") == 1)
    #expect(Suggestions.distance("form", "from") == 1)
    #expect(Suggestions.distance("kitten", "sitting") == 3)
    #expect(
      errorLine("title: T\nroot: A\nsteps:\n  - psuh: B\n")
        == "s.yaml:4:5: error: unknown key 'psuh' in step; did you mean 'push'?")
    #expect(
      errorLine("title: T\nroot: A\nsteps:\n  - present: B\n    form: A\n")
        == "s.yaml:5:5: error: unknown key 'form' in 'present' step; did you mean 'from'?")
  }

  @Test func theCurrentPresetsLoadAndAreSuggested() {
    #expect(errorLine("title: T\nroot: A\ndevice: iphone-16\n") == "parsed")
    #expect(errorLine("title: T\nroot: A\ndevice: ipad-pro-13-m4\n") == "parsed")
    #expect(
      errorLine("title: T\nroot: A\ndevice: iphone-17-po\n")
        == "s.yaml:3:9: error: unknown device 'iphone-17-po'; did you mean 'iphone-17-pro'?")
    #expect(
      errorLine("title: T\nroot: A\ndevice: ipda-air-13\n")
        == "s.yaml:3:9: error: unknown device 'ipda-air-13'; did you mean 'ipad-air-13'?")
  }
}
