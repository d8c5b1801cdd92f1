/// Where the dump's panes go: the views pane on top (beside the controllers at 110 columns
/// and more), the Why pane below; with `c`, the dump's tree and the rebuilt scene's tree
/// side by side on top. Below 21 rows only the top row shows.
struct DumpLayout: Equatable {
  var panes: [PaneID: Region] = [:]
  /// The dump | the scene's phase, when comparing; they stand in for the views pane.
  var compare: [Region] = []

  /// The panes on screen, in focus order.
  var visiblePanes: [PaneID] {
    [.controllers, .views, .why].filter { panes[$0] != nil || ($0 == .views && !compare.isEmpty) }
  }

  static func compute(_ body: Region, page: DumpPage, focus: PaneID) -> DumpLayout {
    var layout = DumpLayout()
    let hasBottom = body.height >= PaneLayout.bottomRowBody
    let wide = body.width >= PaneLayout.wideWidth
    let share = focus == .why ? PaneLayout.bottomShareFocused : 40
    let bottomHeight = hasBottom ? max(7, (body.height * share + 50) / 100) : 0
    let top = Region(x: body.x, y: body.y, width: body.width, height: body.height - bottomHeight)
    let bottom = Region(x: body.x, y: top.maxY, width: body.width, height: bottomHeight)
    let controllers = wide ? min(max(body.width * 28 / 100, 24), 48) : 0
    if page.comparing {
      layout.compare = top.columns([top.width / 2, top.width - top.width / 2])
    } else {
      let columns = top.columns([controllers, top.width - controllers])
      if controllers > 0 { layout.panes[.controllers] = columns[0] }
      layout.panes[.views] = columns[1]
    }
    guard hasBottom else { return layout }
    if wide && !page.comparing {
      layout.panes[.why] = bottom
    } else {
      let first = bottom.width * 38 / 100
      let columns = bottom.columns([first, bottom.width - first])
      layout.panes[.controllers] = columns[0]
      layout.panes[.why] = columns[1]
    }
    return layout
  }
}
