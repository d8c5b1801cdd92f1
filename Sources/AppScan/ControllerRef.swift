/// A controller as the app's code names it, resolved as far as the scan can: a class it
/// makes, a storyboard identifier, a navigation controller around another, or an expression
/// the scan cannot follow.
public indirect enum ControllerRef: Hashable, Sendable {
  /// `DetailViewController()`, or a variable of that type.
  case type(String)
  /// `instantiateViewController(withIdentifier: "Detail")`, with its `as!` / `as?` type.
  case storyboardID(String, cast: String?)
  /// `instantiateInitialViewController()` of the storyboard of that name (nil: any).
  case initial(storyboard: String?)
  /// `UINavigationController(rootViewController: …)` or a subclass of the files.
  case navigation(root: ControllerRef, className: String)
  /// A tab bar controller and its `viewControllers`.
  case tab(children: [ControllerRef], className: String)
  /// `UIAlertController(…, preferredStyle: .alert)`: the style's name.
  case alert(style: String)
  /// A call of a function of the files that returns a controller (`DetailViewController.make()`,
  /// `factory.makeDetail(item)`, `makeTabs()`): followed to what the function returns. `type`
  /// is the type the call names when it is a static call on one (`X.make()`).
  case made(function: String, type: String?, text: String)
  /// `UISplitViewController(style: .doubleColumn)` and the columns `setViewController(_:for:)`
  /// gives it, by column name.
  case columnSplit(style: String, columns: [String: ControllerRef])
  /// A call handed one case of the app's route enum (`composer.makeItem(for: .detail(id))`,
  /// `router.show(.settings)`): the controller the files return for that case in a `switch`
  /// (`case .detail: return DetailViewController()`), else what `call` resolves to.
  case routed(route: String, call: ControllerRef)
  /// An expression the scan cannot follow (a parameter, a call into code not in the folder).
  case unknown(String)

  /// The expression text to show for an unknown controller, or the class name otherwise.
  public var label: String {
    switch self {
    case .type(let name): return name
    case .storyboardID(let id, let cast): return cast ?? id
    case .initial(let storyboard): return (storyboard ?? "the") + " storyboard's initial controller"
    case .navigation(let root, _): return root.label
    case .tab(_, let name): return name
    case .alert: return "UIAlertController"
    case .made(_, _, let text): return text
    case .columnSplit: return "UISplitViewController"
    case .routed(_, let call): return call.label
    case .unknown(let text): return text
    }
  }
}
