/// What a storyboard or xib says about its controllers and segues, with the line of each.
public struct Storyboard: Hashable, Sendable {
  /// One controller element (`viewController`, `navigationController`, `tabBarController`, …).
  public struct Controller: Hashable, Sendable {
    /// The element's id in the file.
    public var id: String
    /// The element's name: `viewController`, `navigationController`, `tableViewController`, …
    public var element: String
    public var customClass: String?
    public var storyboardIdentifier: String?
    public var userLabel: String?
    /// `modalPresentationStyle` and `modalTransitionStyle` as the file spells them.
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    public var definesPresentationContext = false
    public var hidesBottomBarWhenPushed = false
    /// A split view of the column style (`style`, or `allowDoubleColumnStyle="YES"`).
    public var splitColumns = false
    /// The column style the file names (`doubleColumn`, `tripleColumn`), when it names one.
    public var splitStyle: String?
    /// A storyboard reference (`viewControllerPlaceholder`): the storyboard it names and the
    /// identifier of the controller there (nil: that storyboard's initial controller).
    public var referencedStoryboard: String?
    public var referencedIdentifier: String?
    public var line: Int
    public var segues: [Segue] = []
    /// The unwind actions (`unwindAction` of the Exit placeholder's segues) handled here.
    public var placeholder = false
  }

  /// One `segue` element, inside its source controller.
  public struct Segue: Hashable, Sendable {
    public var id: String?
    /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `custom`, `unwind`,
    /// `embed`, `relationship`, or the legacy `push`, `modal`, `replace`.
    public var kind: String
    public var destination: String
    public var identifier: String?
    public var customClass: String?
    /// `rootViewController`, `viewControllers`, `masterViewController`, … for a relationship.
    public var relationship: String?
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    public var unwindAction: String?
    public var line: Int
  }

  /// The file's path, relative to the scanned folder.
  public var file: String
  /// The `initialViewController` of the document.
  public var initialController: String?
  public var controllers: [Controller]

  /// The file's name without its folder and extension (`Main` for `Base.lproj/Main.storyboard`).
  public var name: String {
    let last = file.split(separator: "/").last.map(String.init) ?? file
    return last.split(separator: ".").first.map(String.init) ?? last
  }

  /// The controller with that element id.
  public func controller(id: String) -> Controller? {
    controllers.first { $0.id == id }
  }
}
