import Testing
import TransitionEngine

/// What explanations claim about appearance callbacks holds in the events, over every shipped
/// and regression scene in every setting the scenes use: a controller said to hear none hears
/// none in its step, "Only A gets appearance callbacks" leaves nobody else hearing one, and
/// callbacks a sentence names in order (`A will disappear, then B will appear`,
/// `Did-callbacks: …`, `A first, then B`) come in that order in the phase's (or step's) events.
@Suite struct ExplanationClaimTests {
  typealias Mention = ExplanationClaims.Mention

  /// The appearance callbacks of `events` as mentions, in order.
  static func calls(_ events: [LifecycleEvent]) -> [Mention] {
    events.compactMap { event in
      guard case .controller(let id, let callback) = event else { return nil }
      let call = String(callback.description.prefix { $0 != "(" })
      return ExplanationClaims.calls.contains(call) ? Mention(name: id.name, call: call) : nil
    }
  }

  /// True when `wanted` appear in `calls` in this order (others may come between).
  static func inOrder(_ wanted: [Mention], in calls: [Mention]) -> Bool {
    var rest = calls[...]
    for mention in wanted {
      guard let index = rest.firstIndex(of: mention) else { return false }
      rest = rest[(index + 1)...]
    }
    return true
  }

  /// Pairs of event methods a sentence names with "then" between them (`willTransition(to:with:),
  /// then viewWillTransition(to:with:)`): the first must come before the second.
  static func thenPairs(in sentence: String) -> [(String, String)] {
    var found: [(Range<String.Index>, String)] = []
    for name in ExplanationEventTests.names {
      var rest = sentence[...]
      while let range = rest.range(of: name) {
        let after = rest[range.upperBound...].first
        let before =
          range.lowerBound > sentence.startIndex
          ? sentence[sentence.index(before: range.lowerBound)] : " "
        if !(after?.isLetter ?? false), !before.isLetter { found.append((range, name)) }
        rest = rest[range.upperBound...]
      }
    }
    found.sort { $0.0.lowerBound < $1.0.lowerBound }
    return zip(found, found.dropFirst()).compactMap { first, second in
      guard first.0.upperBound <= second.0.lowerBound, first.1 != second.1 else { return nil }
      let between = sentence[first.0.upperBound..<second.0.lowerBound]
      return between.contains(" then ") && !between.contains(".") ? (first.1, second.1) : nil
    }
  }

  /// True when the first event of each method comes in the pairs' order, in the phase or
  /// else in the step.
  static func inOrder(pairs: [(String, String)], _ phase: Phase, _ step: Step) -> Bool {
    inOrder(pairs: pairs, phase, step.phases)
  }

  /// The same, with the phases of one run of a sub-transition standing for the step.
  static func inOrder(pairs: [(String, String)], _ phase: Phase, _ phases: [Phase]) -> Bool {
    let ordered = { (events: [LifecycleEvent]) -> Bool in
      let named = events.map(\.description).compactMap(ExplanationEventTests.method)
      return pairs.allSatisfy { first, then in
        guard let a = named.firstIndex(of: first), let b = named.firstIndex(of: then) else {
          return false
        }
        return a < b
      }
    }
    return pairs.isEmpty || ordered(phase.events) || ordered(phases.flatMap(\.events))
  }

  /// Every problem in the explanations of `timeline`, one line each.
  static func problems(in timeline: Timeline) -> [String] {
    var names = Set<String>()
    for phase in timeline.steps.flatMap(\.phases) {
      names.formUnion(phase.controllers.flattened().map(\.name))
      names.formUnion(phase.events.compactMap(\.controller?.name))
    }
    var problems: [String] = []
    for step in timeline.steps {
      let stepCalls = calls(step.phases.flatMap(\.events))
      let stepControllerEvents = step.phases.flatMap(\.events).filter {
        if case .controller = $0 { return true }
        return false
      }
      for phase in step.phases {
        let phaseCalls = calls(phase.events)
        // A sub-transition of a step with several (a code block's dismissal, then the present
        // of its completion block) speaks of its own run: its phases are the ones to check.
        let run =
          phase.within.isEmpty
          ? step.phases
          : step.phases.filter {
            $0.within == phase.within
              && $0.name.split(separator: ":").first
                == phase.name.split(separator: ":").first
          }
        let runCalls = calls(run.flatMap(\.events))
        let place = "step \(step.index) \(phase.name)"
        for sentence in ExplanationEventTests.sentences(phase.explanation) {
          let claims = ExplanationClaims(sentence, names: names)
          let say = { (text: String) in problems.append("\(place): \(text): \(sentence)") }
          for mention in claims.mentions where !stepCalls.contains(mention) {
            say("names \(mention), which the step does not have")
          }
          if claims.ordered, claims.mentions.count > 1,
            !inOrder(claims.mentions, in: phaseCalls), !inOrder(claims.mentions, in: stepCalls)
          {
            say("names \(claims.mentions) in an order the events do not have")
          }
          for (first, then) in claims.firstThen {
            let order = phaseCalls.isEmpty ? stepCalls : phaseCalls
            let a = order.firstIndex { $0.name == first }
            let b = order.firstIndex { $0.name == then }
            if a == nil || b == nil || (a ?? 0) > (b ?? 0) {
              say("says \(first) first, then \(then), but the events do not")
            }
          }
          for name in claims.silent where runCalls.contains(where: { $0.name == name }) {
            say("says \(name) hears no appearance callback, but it does")
          }
          if let only = claims.only {
            for call in stepCalls where !only.contains(call.name) {
              say("says only \(only) hear appearance callbacks, but \(call) comes")
            }
          }
          if claims.noneInPhase, !phaseCalls.filter({ $0.call != "viewIsAppearing" }).isEmpty {
            say("says no appearance callbacks come, but the phase has \(phaseCalls)")
          }
          let pairs = thenPairs(in: sentence)
          if !inOrder(pairs: pairs, phase, step), !inOrder(pairs: pairs, phase, run) {
            say("names \(pairs) in an order the events do not have")
          }
          if claims.noDidInPhase, phaseCalls.contains(where: { $0.call.hasPrefix("viewDid") }) {
            say("says no did-callbacks come, but the phase has \(phaseCalls)")
          }
          if claims.noneInStep, !stepControllerEvents.isEmpty {
            say("says no callbacks come, but the step has \(stepControllerEvents)")
          }
        }
      }
    }
    return problems
  }

  @Test(arguments: ExplanationEventTests.scenePaths)
  func explanationClaimsMatchTheEvents(_ path: String) throws {
    for (setting, timeline) in try ExplanationEventTests.variants(path) {
      let problems = Self.problems(in: timeline)
      let report = problems.joined(separator: "\n")
      #expect(problems.isEmpty, "\(path) [\(setting)]:\n\(report)")
    }
  }

  @Test func theReaderFindsEachKindOfClaim() {
    let names: Set<String> = ["Feed", "Player", "Tabs", "Nav"]
    let will = ExplanationClaims(
      "Tabs and Feed will disappear, then Player will appear (13.1)", names: names)
    #expect(
      will.mentions.map(\.description) == [
        "Tabs.viewWillDisappear", "Feed.viewWillDisappear", "Player.viewWillAppear",
      ])
    #expect(will.ordered)
    let did = ExplanationClaims(
      "Did-callbacks: Player's viewDidAppear, then viewDidDisappear for Tabs and Feed (13.1)",
      names: names)
    #expect(
      did.mentions.map(\.description) == [
        "Player.viewDidAppear", "Tabs.viewDidDisappear", "Feed.viewDidDisappear",
      ])
    let silent = ExplanationClaims(
      "Feed hears no appearance callback and stays appeared: its view stays (M-9)", names: names)
    #expect(silent.silent == ["Feed"])
    #expect(
      ExplanationClaims("Nav gets no appearance callbacks (M-9)", names: names).silent == ["Nav"])
    let only = ExplanationClaims(
      "Only Player gets appearance callbacks: Feed stays appeared", names: names)
    #expect(only.only == ["Player"])
    let first = ExplanationClaims("Did-callbacks: Feed first, then Player (TB-3)", names: names)
    #expect(first.firstThen.map { "\($0.first)<\($0.then)" } == ["Feed<Player"])
    #expect(ExplanationClaims("so no appearance callbacks fire", names: names).noneInPhase)
  }

  /// The checks catch the wrong sentences this project once printed.
  @Test func wrongSentencesAreCaught() throws {
    let timeline = try ExplanationEventTests.load("present-fullscreen")
    let dismissal = try #require(timeline.steps.last)
    let completed = try #require(dismissal.phases.first { $0.kind == .completed })
    let wrong = [
      // Six scenes once said the presenter gets did-callbacks first on dismissal.
      "Did-callbacks: Player's viewDidDisappear, then Tabs's viewDidAppear (13.2)",
      "Tabs hears no appearance callback: its view never left the window (M-9)",
      "Only Player gets appearance callbacks: Tabs stays appeared because its view stays (M-9)",
      "Did-callbacks: Player first, then Tabs (13.2)",
      "No did-callbacks come in this phase",
    ]
    for sentence in wrong {
      let phase = Phase(
        kind: completed.kind, window: completed.window, controllers: completed.controllers,
        events: completed.events, environment: completed.environment, explanation: sentence)
      let step = Step(
        index: dismissal.index, action: dismissal.action, note: nil, warnings: [], error: nil,
        phases: [phase], environment: dismissal.environment)
      let changed = Timeline(
        title: timeline.title, about: nil, environment: timeline.environment, steps: [step])
      #expect(!Self.problems(in: changed).isEmpty, "not caught: \(sentence)")
    }
  }

  /// A sentence that puts the size callbacks in another order than the events is caught.
  @Test func aWrongSizeCallbackOrderIsCaught() throws {
    let timeline = try ExplanationEventTests.load("rotate-plus-phone")
    let step = try #require(timeline.steps.first { $0.action.description.hasPrefix("rotate") })
    let after = try #require(step.phases.last)
    let right =
      "Controllers on screen hear willTransition(to:with:), then viewWillTransition(to:with:)"
    let wrong =
      "Controllers on screen hear viewWillTransition(to:with:), then willTransition(to:with:)"
    #expect(Self.thenPairs(in: wrong).count == 1)
    #expect(Self.inOrder(pairs: Self.thenPairs(in: right), after, step))
    #expect(!Self.inOrder(pairs: Self.thenPairs(in: wrong), after, step))
  }
}
