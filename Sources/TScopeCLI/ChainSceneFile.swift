/// The chain scenes of `ChainScene` as scene files (`tscope bench --chain ACTION --steps N
/// --scene-file FILE`), so that whole commands (`tscope print FILE`, `tscope check FILE`) can
/// be timed on them. A test loads each file and compares it with `ChainScene.make`.
enum ChainSceneFile {
  /// The chains a file can be written for.
  static let actions: [ChainAction] = [.push, .pop, .present, .dismiss, .sheet]

  /// The scene file of the chain, or nil for a chain `actions` does not list.
  static func yaml(_ action: ChainAction, steps: Int) -> String? {
    let steps = max(steps, 1)
    let names = (1...steps).map { "C\($0)" }
    var lines = ["title: chain of \(steps) \(action.rawValue) steps", "device: iphone-15"]
    switch action {
    case .push, .pop:
      lines += ["root:", "  navigation: Nav", "  stack:", "    - vc: C0"]
      if action == .pop { lines += names.map { "    - vc: \($0)" } }
      lines.append("steps:")
      lines += names.map { action == .push ? "  - push: \($0)" : "  - pop: Nav" }
    case .present, .dismiss, .sheet:
      lines += ["root: { vc: C0 }", "steps:"]
      let style = action == .sheet ? "pageSheet" : "fullScreen"
      let count = action == .dismiss ? max(steps / 2, 1) : steps
      for (from, name) in zip(["C0"] + names, names).prefix(count) {
        lines += ["  - present: \(name)", "    from: \(from)", "    style: \(style)"]
      }
      if action == .dismiss {
        lines += names.prefix(count).reversed().map { "  - dismiss: \($0)" }
      }
    default:
      return nil
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
