import Testing

@testable import TransitionEngine

/// `ViewForest.forEachID(under:_:owner:)`, which reads only the records of views with subviews
/// or an owner, visits the same views and finds the same owners in the same order as the walk
/// over every record (`subtree(of:)`), on forests built, moved and taken apart at random.
@Suite struct ViewForestOwnerWalkTests {
  @Test func visitsWhatTheRecordWalkVisits() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      var forest = ViewForest()
      var views = [forest.make("UIWindow", frame: .zero)]
      for index in 0..<60 {
        let classes = (0..<Int.random(in: 0...30, using: &random)).map { "UILabel\($0 % 3)" }
        let owner: String? = index % 3 == 0 ? nil : "C\(index)"
        let view =
          index % 4 == 0
          ? forest.make("UIView", frame: .zero, owner: owner)
          : forest.make("UIView", owner: owner, subviewClasses: classes)
        views.append(view)
        views += forest.subviews(of: view)
      }
      for _ in 0..<300 {
        let (view, parent) = (
          views.randomElement(using: &random), views.randomElement(using: &random)
        )
        guard let view, let parent else { continue }
        if Bool.random(using: &random) {
          forest.insert(view, into: parent)
        } else {
          forest.removeFromSuperview(view)
        }
      }
      for view in views + [ViewID(-4), ViewID(1_000_000)] {
        let records = forest.subtree(of: view)
        var visited: [ViewID] = []
        var owners: [String] = []
        forest.forEachID(under: view, { visited.append($0) }, owner: { owners.append($0) })
        #expect(visited.sorted() == records.map(\.id).sorted())
        #expect(owners == records.compactMap(\.owner))
        #expect(forest.owners(under: view) == owners)
      }
    }
  }

  @Test func findsOwnersInTheirOrderBelowLeaves() {
    var forest = ViewForest()
    let window = forest.make("UIWindow", frame: .zero)
    let first = forest.make("UIView", owner: "First", subviewClasses: ["UILabel", "UILabel"])
    let second = forest.make("UIView", frame: .zero, owner: "Second")
    let third = forest.make("UIView", owner: "Third", subviewClasses: [])
    let plain = forest.make("UIView", owner: nil, subviewClasses: ["UIImageView"])
    forest.insert(first, into: window)
    forest.insert(plain, into: window)
    forest.insert(second, into: plain)
    forest.insert(third, into: window)
    forest.insert(third, into: first, at: 1)
    #expect(forest.owners(under: window) == ["First", "Third", "Second"])
    var visited: [ViewID] = []
    forest.forEachID(under: window, { visited.append($0) }, owner: { _ in })
    #expect(visited.count == 8)
    #expect(Set(visited).count == 8)
  }
}
