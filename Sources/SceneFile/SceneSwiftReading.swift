import TransitionEngine

/// One scene's Swift while the scene is read, as `SceneSwift.startScene` gives it: the reader
/// hands it the `swift:` files and asks it about declarations and syntax, so that a mistake is
/// still a located load error; what UIKit asks the app runs later, in the planner, through the
/// `AppProgram` it makes. Nothing it answers runs the app's code: what a controller's
/// overrides present and add is asked when the planner creates the controller
/// (`AppCode.made`, `CodeMadeControllers`).
public protocol SceneSwiftReading: AnyObject {
  /// Parses the `swift:` file `name` (as the scene wrote its last component), whose text was
  /// read from `path`, into the scene's program; its first error, located in the file.
  func addFile(name: String, path: String, text: String) throws(SwiftFileError)
  /// Adds the declarations of an inline `animator: |` block (located in the scene file).
  func addInlineBlock(_ block: AppExpression) throws(SwiftFileError)
  /// That `expression` is one expression, and a bare `self` has a class of the files to be.
  func checkExpression(_ expression: AppExpression, selfType: String?) throws(SwiftFileError)
  /// The first syntax error of `expression`, or nil.
  func syntaxError(in expression: AppExpression) -> SwiftFileError?
  /// The presentation controller class the delegate `expression` builds vends, when the
  /// declarations alone say so.
  func declaredPresentationController(expression: AppExpression) -> String?
  /// That the files declare `className` with a `perform()` (a custom segue).
  func checkSegue(className: String) throws(SwiftFileError)
  /// True when the files declare a type `name`.
  func declaresType(_ name: String) -> Bool
  /// True when `className` is a controller of the files overriding a callback UIKit sends.
  func hasControllerOverrides(ofClass className: String) -> Bool
  /// True when `className` is a type of the files and a file writes one of the style names.
  func maySetOwnStyles(ofClass className: String) -> Bool
  /// What a navigation or tab bar controller of the files of class `className` makes its
  /// own delegate in its `viewDidLoad` (N-24, TB-14), as a Swift expression in its scope:
  /// `self`, or a stored property's object (`self.transitions`); nil when it sets none. Read
  /// from the declarations.
  func ownDelegate(ofClass className: String) -> String?
  /// The containers (`.navigation`, `.tab`) a controller of class `className` makes itself
  /// (or an object it holds) the delegate of in its `viewDidLoad`
  /// (`navigationController?.delegate = self`, N-24, TB-14), read from the declarations.
  func setsParentDelegate(ofClass className: String) -> [ControllerKind]
  /// The expression such a controller makes the container of `kind`'s delegate: `self`, or
  /// a stored property's object; nil when it sets none.
  func parentDelegate(ofClass className: String, _ kind: ControllerKind) -> String?
  /// The scene's program, for the planner to ask when UIKit calls the app.
  func program() -> AppProgram
  /// True when a `code:` line's `call` reaches the app's own Swift on a controller of class
  /// `className` (nil for a plain `UIViewController`): a method of the class (or a class it
  /// inherits in the files), a stored property with `willSet` / `didSet`, an override of
  /// UIKit's method, or a method of an extension of `UIViewController`. Declarations only.
  func declaresMember(_ call: AppMemberCall, ofClass className: String?) -> Bool
  /// N-24, TB-14: the line of `className`'s callbacks that gives a container's delegate an
  /// object made in place (`delegate = Fader()`, `kind` nil for a container's own
  /// `viewDidLoad`; `navigationController?.delegate = Fader()` for `kind`), which the weak
  /// `delegate` drops at once; nil when there is none.
  func droppedDelegate(ofClass className: String, parent kind: ControllerKind?)
    -> DroppedDelegate?
}
