/// The `not modelled` lines a presentation controller's methods leave, each source line named
/// once: a line that runs again (a helper two overrides call, a layout run for each size) adds
/// only a reason not given yet, after the line's first.
struct NotModelledNotes {
  private var places: [String] = []
  private var reasons: [String: [String]] = [:]

  /// `place` is `File.swift:21 text of the line`; `why` is one sentence.
  mutating func add(_ place: String, _ why: String) {
    guard let given = reasons[place] else {
      places.append(place)
      reasons[place] = [why]
      return
    }
    if !given.contains(why) { reasons[place] = given + [why] }
  }

  /// One entry a line, as the engine prints them: `File.swift:21 text. Why. Why.`
  var lines: [String] {
    places.map { place in place + ". " + (reasons[place] ?? []).joined(separator: " ") }
  }
}
