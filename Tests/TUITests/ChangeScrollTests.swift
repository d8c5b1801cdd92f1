import Testing

@testable import TUI

/// Where the views list goes on landing on a phase (`ChangeScroll`): the first changed row on
/// screen, the selection kept when it fits beside it.
@Suite struct ChangeScrollTests {
  @Test func aChangeOnScreenKeepsTheListWhereItIs() {
    #expect(
      ChangeScroll.place(first: 5, selected: 2, top: 1, height: 10, count: 40)
        == ChangeScroll(top: 1, selectsChange: false))
  }

  @Test func aChangeBelowComesInWithTwoRowsAboveIt() {
    #expect(
      ChangeScroll.place(first: 30, selected: 29, top: 0, height: 10, count: 40)
        == ChangeScroll(top: 28, selectsChange: false))
  }

  @Test func theSelectionStaysOnScreenWhenItFitsBesideTheChange() {
    // Context would start at 18; the selection at 12 pulls the list up to show both.
    #expect(
      ChangeScroll.place(first: 20, selected: 12, top: 0, height: 10, count: 40)
        == ChangeScroll(top: 12, selectsChange: false))
    #expect(
      ChangeScroll.place(first: 3, selected: 11, top: 20, height: 10, count: 40)
        == ChangeScroll(top: 2, selectsChange: false))
  }

  @Test func aSelectionTooFarFromTheChangeMovesOntoIt() {
    #expect(
      ChangeScroll.place(first: 30, selected: 0, top: 0, height: 10, count: 40)
        == ChangeScroll(top: 28, selectsChange: true))
  }

  @Test func theListNeverScrollsPastItsEnd() {
    #expect(
      ChangeScroll.place(first: 39, selected: 39, top: 0, height: 10, count: 40)
        == ChangeScroll(top: 30, selectsChange: false))
    #expect(
      ChangeScroll.place(first: 2, selected: 0, top: 5, height: 10, count: 6)
        == ChangeScroll(top: 0, selectsChange: false))
  }

  @Test func aOneRowPaneShowsTheChangeItself() {
    #expect(
      ChangeScroll.place(first: 7, selected: 7, top: 0, height: 1, count: 20)
        == ChangeScroll(top: 7, selectsChange: false))
    #expect(
      ChangeScroll.place(first: 7, selected: 3, top: 0, height: 1, count: 20)
        == ChangeScroll(top: 7, selectsChange: true))
  }
}
