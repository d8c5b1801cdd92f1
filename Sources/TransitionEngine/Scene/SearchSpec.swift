/// A controller's `navigationItem.searchController` (M-23): the `UISearchController` the
/// scene names and the controller that shows its results.
public struct SearchSpec: Hashable, Sendable {
  /// The scene's name for the `UISearchController` (`name:`; default the host's name +
  /// `Search`).
  public var name: String
  /// The `searchResultsController` (`vc:`); nil when the search shows its results in place.
  public var results: String?

  public init(name: String, results: String?) {
    self.name = name
    self.results = results
  }
}
