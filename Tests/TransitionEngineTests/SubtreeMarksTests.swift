import Testing

@testable import TransitionEngine

/// The marks of a phase: flags in an array kept from phase to phase, cleared through the list
/// of the positions set, and each dirty position's dirty children.
@Suite struct SubtreeMarksTests {
  /// A tree in positions: 0 holds 1 and 4; 1 holds 2 and 3.
  static let parents: [Int32] = [-1, 0, 1, 1, 0]

  @Test func aChangedNodeMarksItselfAndEveryNodeAboveIt() {
    var marks = SubtreeMarks()
    marks.markChanged(3, parents: Self.parents)
    #expect((0..<5).map(marks.isDirty) == [true, true, false, true, false])
    #expect((0..<5).map(marks.isChanged) == [false, false, false, true, false])
    #expect(marks.dirtyChildren(of: 0) == [1])
    #expect(marks.dirtyChildren(of: 1) == [3])
    #expect(marks.dirtyChildren(of: 3) == [])
    // A sibling stops at the parent already marked, and joins its dirty children in order.
    marks.markChanged(2, parents: Self.parents)
    #expect(marks.dirtyChildren(of: 1) == [2, 3])
    #expect(marks.dirtyChildren(of: 0) == [1])
    #expect(marks.marked.sorted() == [0, 1, 2, 3])
  }

  @Test func aResetClearsWhatWasMarkedAndKeepsNothingElse() {
    var marks = SubtreeMarks()
    marks.markChanged(3, parents: Self.parents)
    marks.markDirty(4, parents: Self.parents)
    marks.reset()
    #expect(marks.marked.isEmpty)
    #expect((0..<5).map(marks.isDirty) == [false, false, false, false, false])
    #expect((0..<5).map(marks.isChanged) == [false, false, false, false, false])
    #expect(marks.dirtyChildren(of: 0) == [])
    // Reused for another phase's tree: only the new marks count.
    marks.markChanged(4, parents: Self.parents)
    #expect((0..<5).map(marks.isDirty) == [true, false, false, false, true])
    #expect((0..<5).map(marks.isChanged) == [false, false, false, false, true])
    #expect(marks.dirtyChildren(of: 0) == [4])
    #expect(marks.marked == [4, 0])
  }

  @Test func positionsOutsideTheTreeAreNeverMarked() {
    var marks = SubtreeMarks()
    marks.markChanged(-1, parents: Self.parents)
    marks.markChanged(5, parents: Self.parents)
    marks.markDirty(99, parents: Self.parents)
    #expect(marks.marked.isEmpty)
    #expect(!marks.isDirty(-1) && !marks.isDirty(5) && !marks.isDirty(1 << 40))
  }

  @Test func allMarksEveryPositionUntilTheNextReset() {
    var marks = SubtreeMarks()
    marks.reset(all: true)
    #expect(marks.isDirty(7) && marks.isChanged(0) && marks.all)
    marks.reset()
    #expect(!marks.isDirty(7) && !marks.isChanged(0) && !marks.all)
  }
}
