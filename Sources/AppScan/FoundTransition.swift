import TransitionEngine

/// One transition the scan found, in code or in a storyboard, before it becomes a scene.
struct FoundTransition {
  /// What the table calls it.
  enum Kind: Hashable {
    case push, present, show, showDetail, unwind, childAdd, tabSwitch(Int)
    /// `setViewControllers(_:animated:)` on a navigation controller: the whole stack replaced.
    case setStack
    /// A storyboard segue of kind `custom`, with its class.
    case customSegue(String)

    var label: String {
      switch self {
      case .push: return "push"
      case .present: return "present"
      case .show: return "show"
      case .showDetail: return "showDetail"
      case .unwind: return "unwind"
      case .childAdd: return "child add"
      case .tabSwitch: return "tab switch"
      case .customSegue: return "custom segue"
      case .setStack: return "setViewControllers"
      }
    }
  }

  var kind: Kind
  /// The controller the transition starts in.
  var source: AppController
  var destination: AppController
  /// A `setStack`'s controllers below the new top (the destination), in order.
  var stack: [AppController] = []
  /// The router whose branch for a non-empty stack played it (`SwiftSite.stackBranch`).
  var stackBranch: String?
  var style: PresentationStyle?
  var transitionStyle: ModalTransitionStyle?
  /// `transitioningDelegate:` / `navigationDelegate:` as the scene writes them.
  var transitioningDelegate: String?
  var navigationDelegate: String?
  /// An unwind segue's `UIStoryboardSegue` subclass of the files, whose `perform()` runs.
  var unwindClass: String?
  /// The segue's identifier, for the table (`segue "showDetail"`).
  var segueIdentifier: String?
  var file: String
  var line: Int
  var text: String
  /// Comments for the scene: where else the transition is named (`performSegue` sites).
  var notes: [String] = []
  /// What was assumed about it (an unknown class, a delegate not followed).
  var assumed: [String] = []
  /// The app's objects involved: delegates, animators, presentation controllers, segues.
  var custom: [String] = []
  /// The Swift file types the scene needs beyond its controllers' (delegates, segues).
  var swiftTypes: [String] = []
  /// A `dismiss` / `pop` the destination's own code makes, played after the transition.
  var undo: (action: String, file: String, line: Int)?
}

/// A controller of the app as a scene names it: an identity to follow transitions by, its
/// class, what contains it, and where it was declared.
indirect enum AppControllerKind: Hashable {
  case plain
  case navigation(AppController)
  case tab([AppController])
  /// A classic split view's primary and secondary columns.
  case split(primary: AppController, secondary: AppController?)
  /// A column-style split (`style: doubleColumn | tripleColumn`) and its columns.
  case columnSplit(style: SplitStyle, columns: [SplitColumn: AppController])
  case container
}

/// A controller of the app, resolved from code or a storyboard.
struct AppController: Hashable {
  /// The identity transitions join on: the class name, or `storyboard#id`.
  var key: String
  /// The scene name's stem (`Detail` for `DetailViewController`).
  var stem: String
  /// The class to write as `class:` (a class of the files, or UIKit's own).
  var className: String?
  var kind: AppControllerKind = .plain
  var definesPresentationContext = false
  var hidesBottomBarWhenPushed = false
  var modalTransitionStyle: ModalTransitionStyle?
  /// Where it was declared (`Main.storyboard:12`, `Home.swift:4`).
  var origin: String?

  /// Every key in this controller and the ones it contains.
  var keys: [String] {
    switch kind {
    case .plain, .container: return [key]
    case .navigation(let root): return [key] + root.keys
    case .tab(let children): return [key] + children.flatMap(\.keys)
    case .split(let primary, let secondary):
      return [key] + primary.keys + (secondary?.keys ?? [])
    case .columnSplit(_, let columns):
      return [key] + SplitColumn.allCases.flatMap { columns[$0]?.keys ?? [] }
    }
  }
}
