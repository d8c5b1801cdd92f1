/// What the scan read in one Swift file: the types it declares and the UIKit calls that make
/// transitions, each with its line.
public struct SwiftFacts: Hashable, Sendable {
  /// A class, struct or extension and what UIKit reads from it.
  public struct TypeFact: Hashable, Sendable {
    public var name: String
    public var inherited: [String]
    public var file: String
    public var line: Int
    public var isExtension = false
    /// The methods it declares, by base name, with their lines.
    public var methods: [String: Int] = [:]
    /// `@IBAction func unwindTo…(_: UIStoryboardSegue)`: the selectors it answers.
    public var unwindSelectors: [String] = []
    /// Stored properties whose initializer or type names a controller or an object.
    public var stored: [String: ControllerRef] = [:]
    /// Stored properties' initializer text (`FadeTransition()`), for delegate expressions.
    public var storedText: [String: String] = [:]
    /// `modalPresentationStyle = .x` / `modalTransitionStyle = .x` on itself.
    public var ownStyle: String?
    public var ownTransition: String?
    /// `transitioningDelegate = self` (or another expression) on itself, with its line.
    public var ownDelegate: String?
    /// `navigationController?.delegate = …`: the expression and its line.
    public var navigationDelegate: String?
    /// `definesPresentationContext = true`, `hidesBottomBarWhenPushed = true` on itself.
    public var definesPresentationContext = false
    public var hidesBottomBarWhenPushed = false
    /// `viewControllers = […]` in a tab bar controller subclass: its tabs, with the line.
    public var tabChildren: [ControllerRef]?
    public var tabChildrenLine: Int?
    /// What its `prepare(for:sender:)` sets on segues' destinations.
    public var seguePreparations: [SeguePreparation] = []
  }

  /// What `prepare(for:sender:)` sets on a segue's destination before UIKit performs it: for
  /// the segue of that identifier (nil: any), on a destination of that class (nil: any).
  public struct SeguePreparation: Hashable, Sendable {
    public var identifier: String?
    public var destinationClass: String?
    public var style: String?
    public var transition: String?
    public var delegate: String?
    public var line: Int
  }

  public var file: String
  public var types: [TypeFact] = []
  public var sites: [SwiftSite] = []
  /// The capitalised names the file mentions: the types its code may make.
  public var mentions: Set<String> = []
  /// The types of the files' initializer calls (`SectionController()`), each with the types
  /// whose code makes it, in file order: the controller that hosts an object it makes.
  public var makers: [String: [String]] = [:]
  /// SwiftUI flows and calls to code outside the folder the scan names but cannot model.
  public var skipped: [ScanSkip] = []
  /// Functions that present, push or show their own parameter (`presentSheet(_ vc:)`).
  public var wrappers: [Wrapper] = []
  /// Calls of a function in a function's body (bare, on `self` or on another object): the
  /// calls of the wrappers and of the coordinators' methods are among them.
  public var calls: [Call] = []
  /// What the functions that declare a return type return (`static func make() -> Self`).
  public var returns: [FunctionReturn] = []
  /// The protocols the file declares.
  public var protocols: Set<String> = []

  /// One `return` of a function (or its single expression), resolved as far as the file
  /// tells: the factories a call may be followed into.
  public struct FunctionReturn: Hashable, Sendable {
    public var function: String
    /// The type it is declared in (nil: a free function).
    public var owner: String?
    public var ref: ControllerRef
    /// The declared return type (`Self`, `DetailViewController`, `UIViewController`).
    public var returnType: String
    public var line: Int
    /// The enum case of the `switch` it is written under (`case .detail: return …`), if any,
    /// and the enum the switch tests (the parameter's type, or the enum itself for `self`).
    public var route: String?
    public var routeEnum: String?
    /// The place of the case's associated value returned as it is (`case .alert(let
    /// alert): result = alert`): the caller's value is the controller.
    public var routeValue: Int?
  }

  /// `case detail(name: String)` in `enum Route`: `Route.detail` with its labels (`name:`).
  public var enumCases: [String: String] = [:]

  /// A function of the files that starts a transition on its parameter.
  public struct Wrapper: Hashable, Sendable {
    public var function: String
    /// Which of its parameters is the controller.
    public var parameter: Int
    /// The transition inside it, with what it sets on the parameter first.
    public var site: SwiftSite
    /// True when the parameter is the presenter and the object itself is shown
    /// (`func present(from presenter: UIViewController) { presenter.present(self, …) }`).
    public var presentsItself = false
    /// True when the call is in the `else` of a test that the navigation stack is empty:
    /// the router's first call takes the other branch.
    public var afterFirstCall = false
  }

  /// A call of a function of the code with the controllers its arguments name.
  public struct Call: Hashable, Sendable {
    public var function: String
    public var owner: String?
    public var arguments: [ControllerRef]
    /// What the call is made on, as written without `self.` (empty: bare or on `self`), and
    /// the controller it names, when it names one.
    public var base: String = ""
    public var baseRef: ControllerRef?
    /// The function the call is written in.
    public var caller: String?
    /// The types of that function's parameters (a delegate method's
    /// `_ controller: PickerViewController` names the controller that called it).
    public var callerParameterTypes: [String] = []
    /// That function's parameters' inner names.
    public var callerParameters: [String] = []
    /// That function's parameters' argument labels (nil for `_`).
    public var callerLabels: [String?] = []
    /// The call's argument labels, in order (nil: unlabelled).
    public var labels: [String?] = []
    /// For each argument that makes an enum case (`.alert(alert: sheet)`), what its
    /// associated values name, in order (empty for another argument).
    public var routeValues: [[ControllerRef]] = []
    /// The cases of the `switch`es on the caller's parameters the call is written under.
    public var branches: [Branch] = []
    public var file: String
    public var line: Int
    public var text: String
  }
}

/// One call (or assignment) that starts a transition or sets the window's root.
public struct SwiftSite: Hashable, Sendable {
  /// What the call does.
  public enum Action: Hashable, Sendable {
    case push, present, show, showDetail, addChild, dismiss, pop
    case performSegue(String)
    case selectTab(Int)
    /// `tabs.selectedViewController = x`: the tab holding the target is selected.
    case selectController
    /// `setViewControllers([a, b], animated:)` (or `viewControllers = [a, b]`) on a
    /// navigation controller: the target is the new top, `stack` the controllers below it.
    case setStack
    /// `window.rootViewController = …`.
    case root
    /// `tabs.viewControllers?.append(x)` on a tab bar controller: one more tab.
    case appendTab
  }

  public var action: Action
  /// The type the call is written in.
  public var owner: String?
  /// The controller the call is made on when it is not the owner
  /// (`self.homeController.present(…)`, `window?.rootViewController?.present(…)`).
  public var receiver: ControllerRef?
  public var target: ControllerRef?
  /// `modalPresentationStyle` / `modalTransitionStyle` set on the target before the call.
  public var style: String?
  public var transition: String?
  /// `target.transitioningDelegate = …` before the call: the expression as written.
  public var transitioningDelegate: String?
  public var file: String
  public var line: Int
  /// The call's first line, as written.
  public var text: String
  /// The wrapper the call goes through (`presentSheet`, `Sheets.swift:12`), if any.
  public var via: String?
  /// The function the call is written in (nil: an initializer or outside a function).
  public var function: String?
  /// A `setStack`'s controllers below the new top, in order.
  public var stack: [ControllerRef] = []
  /// The router whose wrapper played this site in its branch for a non-empty stack.
  public var stackBranch: String?
  /// How many coordinator methods' callers were followed to reach this site's source.
  public var hops = 0
  /// The cases of the `switch`es on the function's parameters the site is written under.
  public var branches: [SwiftFacts.Branch] = []
  /// The parameter whose route case makes the site's controller, if any.
  public var routeArgument: SwiftFacts.RouteArgument?
  /// What was assumed when the site was played at a call (a case the scan cannot read).
  public var assumed: [String] = []
}
