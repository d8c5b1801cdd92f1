import TransitionEngine
import Yams

extension ControllerReader {
  /// The keys of a navigation controller's bars: `navigationBarHidden` (N-20), `toolbarHidden`
  /// (N-22) and `prefersLargeTitles` (N-21).
  static let navigationBarKeys = ["navigationBarHidden", "toolbarHidden", "prefersLargeTitles"]
  /// The bar keys any controller may carry: `largeTitleDisplayMode` (N-21), `toolbarItems`
  /// (N-22) and `searchController` (M-23).
  static let barOptionKeys = ["largeTitleDisplayMode", "toolbarItems", "searchController"]

  /// Reads a navigation controller's bar keys into `options`.
  func readNavigationBars(_ map: MappingReader, into options: inout ControllerOptions)
    throws(SceneError)
  {
    options.navigationBarHidden = try map.optionalBool("navigationBarHidden") ?? false
    options.toolbarHidden = try map.optionalBool("toolbarHidden") ?? true
    options.prefersLargeTitles = try map.optionalBool("prefersLargeTitles") ?? false
  }

  /// Reads the bar keys any controller may carry into `options`; `host` is the controller's
  /// name, from which the search controller's default name comes.
  func readBarOptions(_ map: MappingReader, host: String, into options: inout ControllerOptions)
    throws(SceneError)
  {
    if let node = map.optional("largeTitleDisplayMode") {
      options.largeTitleDisplayMode = try reader.choice(
        node, as: LargeTitleDisplayMode.self, noun: "large title display mode",
        for: "'largeTitleDisplayMode'")
    }
    if let node = map.optional("toolbarItems") {
      for entry in try reader.sequence(node, for: "'toolbarItems'") {
        try context.countControllerOrView(at: entry)
        options.toolbarItems.append(try reader.string(entry, for: "entries of 'toolbarItems'"))
      }
    }
    if let node = map.optional("searchController") {
      options.search = try readSearch(node, host: host)
    }
  }

  /// `searchController: { vc: Results, name: ListSearch }` (M-23): both optional; the search
  /// controller's name defaults to the host's + `Search`. Both names are defined here, so a
  /// clash with another controller is an error at its place.
  private func readSearch(_ node: Node, host: String) throws(SceneError) -> SearchSpec {
    if NodeReader.isNull(node) {
      try context.define(host + "Search", kind: .plain, at: node)
      return SearchSpec(name: host + "Search", results: nil)
    }
    var map = try MappingReader(
      node, for: "'searchController'", what: "searchController", reader: reader)
    map.what = "searchController"
    try map.checkKeys(allowed: ["vc", "name"], owners: [:])
    let name = try map.optional("name").map { (node) throws(SceneError) in
      try reader.name(node, for: "'name'")
    }
    let results = try map.optional("vc").map { (node) throws(SceneError) in
      try reader.name(node, for: "'vc'")
    }
    let searchName = name ?? host + "Search"
    try context.define(searchName, kind: .plain, at: map.optional("name") ?? node)
    if let results, let node = map.optional("vc") {
      try context.define(results, kind: .plain, at: node)
    }
    return SearchSpec(name: searchName, results: results)
  }
}
