import TransitionEngine

/// Where everything goes on the screen: a pure function of the terminal size and the state.
///
/// The views pane gets the columns its widest row needs (`treeWidth`, at least `treeFloor`)
/// and the screen pane the rest, up to half the width; never less than its picture needs.
/// As the terminal shrinks, panes give way in this order: below 110 columns the controllers
/// pane moves from the top row into the bottom row; below 56 columns the screen picture and
/// the controllers pane go; below 21 rows the bottom row (controllers, events, why) goes;
/// when a pane of the bottom row has focus, the bottom row takes more of the height;
/// below `minimumWidth`×`minimumHeight` only the "terminal too small" message remains.
public struct PaneLayout: Equatable, Sendable {
  public static let minimumWidth = 40
  public static let minimumHeight = 12
  static let wideWidth = 110
  static let screenWidth = 56
  static let bottomRowBody = 18
  /// Percent of the body height the bottom row takes, and when one of its panes has focus.
  static let bottomShare = 36
  static let bottomShareFocused = 55

  public var tooSmall = false
  public var header = Region.empty
  public var hintBar = Region.empty
  /// The whole area under the header, above the hint bar.
  public var body = Region.empty
  public var panes: [PaneID: Region] = [:]
  /// Before | this phase | after when comparing; they stand in for the views pane.
  public var compare: [Region] = []

  public init() {}

  /// The panes on screen, in focus order (compare columns count as the views pane).
  public var visiblePanes: [PaneID] {
    PaneID.allCases.filter { panes[$0] != nil || ($0 == .views && !compare.isEmpty) }
  }

  /// The pane under a cell, if any.
  public func pane(atX x: Int, y: Int) -> PaneID? {
    if compare.contains(where: { $0.contains(x: x, y: y) }) { return .views }
    return panes.first { $0.value.contains(x: x, y: y) }?.key
  }

  public static func compute(width: Int, height: Int, state: AppState) -> PaneLayout {
    var layout = arrange(width: width, height: height, state: state)
    if !state.zoomed && !state.hidden.isEmpty { layout.hide(state.hidden) }
    return layout
  }

  static func arrange(width: Int, height: Int, state: AppState) -> PaneLayout {
    var layout = PaneLayout()
    guard width >= minimumWidth, height >= minimumHeight else {
      layout.tooSmall = true
      return layout
    }
    layout.header = Region(x: 0, y: 0, width: width, height: 2)
    layout.hintBar = Region(x: 0, y: height - 1, width: width, height: 1)
    let body = Region(x: 0, y: 2, width: width, height: height - 3)
    layout.body = body
    guard let session = state.session else { return layout }
    if state.zoomed {
      if state.focus == .views && state.comparing {
        layout.compare = thirds(body)
      } else {
        layout.panes[state.focus] = body
      }
      return layout
    }
    if state.presentLayout && !state.comparing && width >= screenWidth {
      present(&layout, body: body, window: session.phase.window.frame)
      return layout
    }
    let hasBottom = body.height >= bottomRowBody
    let wide = width >= wideWidth
    let roomForScreen = width >= screenWidth
    // The focused text pane of the bottom row gets more of the height, so a rule in the Why
    // pane or a callback list can be read whole at 80×24.
    let bottomFocused =
      state.focus == .why || state.focus == .events
      || (state.focus == .controllers && !wide && roomForScreen)
    let share = bottomFocused ? bottomShareFocused : bottomShare
    let bottomHeight = hasBottom ? max(7, (body.height * share + 50) / 100) : 0
    let top = Region(x: 0, y: body.y, width: width, height: body.height - bottomHeight)
    let bottom = Region(x: 0, y: top.maxY, width: width, height: bottomHeight)

    if state.comparing {
      layout.compare = thirds(top)
    } else {
      let controllers = wide ? min(max(width * 24 / 100, 24), 44) : 0
      let screen =
        roomForScreen
        ? screenPaneWidth(
          rows: top.height - 2, window: session.phase.window.frame, limit: width * 2 / 5,
          spare: width - controllers - max(treeWidth(state, session), treeFloor),
          cap: width / 2) : 0
      let columns = top.columns([controllers, width - controllers - screen, screen])
      if controllers > 0 { layout.panes[.controllers] = columns[0] }
      layout.panes[.views] = columns[1]
      if screen > 0 { layout.panes[.screen] = columns[2] }
    }
    if hasBottom {
      if !wide && roomForScreen {
        // The Why pane's wrapped text needs the width most; callbacks are cut at the end.
        let first = width * 30 / 100
        let second = width * 28 / 100
        let columns = bottom.columns([first, second, width - first - second])
        layout.panes[.controllers] = columns[0]
        layout.panes[.events] = columns[1]
        layout.panes[.why] = columns[2]
      } else {
        let columns = bottom.columns([width / 2, width - width / 2])
        layout.panes[.events] = columns[0]
        layout.panes[.why] = columns[1]
      }
    }
    return layout
  }

  /// Three columns, the remainder going to the middle one.
  static func thirds(_ region: Region) -> [Region] {
    let side = region.width / 3
    return region.columns([side, region.width - 2 * side, side])
  }

  /// Width of the screen pane: the device picture at the pane's height (a cell is about twice
  /// as tall as wide), plus border and margin, between 16 columns and `limit`.
  static func screenPaneWidth(rows: Int, window: Rect, limit: Int) -> Int {
    guard window.width > 0, window.height > 0 else { return min(16, limit) }
    let picture = CellMath.cells(Double(max(rows, 1)) * 2 * window.width / window.height)
    return min(max(picture + 4, 16), max(limit, 16))
  }

  /// The screen pane beside the views pane: what its picture needs (`screenPaneWidth`), or
  /// the `spare` columns the views pane does not need when they are more, up to `cap`.
  static func screenPaneWidth(rows: Int, window: Rect, limit: Int, spare: Int, cap: Int) -> Int {
    let picture = screenPaneWidth(rows: rows, window: window, limit: limit)
    return max(picture, min(spare, cap))
  }
}
