/// What a note says, as data (its kind and the values it names): the narration layer writes
/// its words from it, and its role and rule IDs come from here, never from the words.
enum NoteKind: Sendable, Hashable {
  /// A note of the container transitions (push, pop, tab switch, present, dismiss).
  case transition(TransitionNote)
  /// The completion block of a line of the app's code runs once its transition has completed,
  /// in a later run-loop turn (D-5, P-13).
  case completionBlockRuns(line: Int, code: String)
  /// A controller sets `tabBarHidden` on a system before iOS 18, where the property does not
  /// exist: its bar stays (TB-12).
  case tabBarHiddenBeforeIOS18(controller: String, ios: Int)
  /// A container whose children the app's code changed by hand drops a view at its layout,
  /// with no appearance callbacks (N-2, TB-2) [I].
  case droppedAtLayout(container: String, owner: String, leaving: [String])
  /// An animator that calls `completeTransition(false)` undoes the transition.
  case undoneByFalse(noun: String)
  /// A swipe back during a push: UIKit finishes the push, then pops (N-7).
  case pushFinishedBeforeSwipe(pushed: String)
  /// A navigation controller out of the window changes its stack without views or
  /// appearance callbacks (N-2).
  case offscreenStack(nav: String, verb: String)
  /// A container takes as its child a controller whose view the app's code placed by hand;
  /// what it does with that view is not documented (TB-2, N-2, SV-1) [I].
  case handPlacedChild(child: String, parent: String, kind: String, host: String?)
  /// A line makes a view of the app's own, in no superview yet; a class the files do not
  /// declare is drawn as a plain view.
  case madeView(className: String, frame: String, knownClass: Bool)
  /// A view the lines put into the key window lies above everything and stays.
  case inKeyWindow
  /// A view the lines put into a UIKit wrapper above the container moves and leaves with
  /// that wrapper (X-14, T-2).
  case inUIKitWrapper(wrapper: String)
  /// After completion, a view the lines put straight into the window is still there.
  case leftInWindow(view: String, line: String, code: String)
  /// After a dismissal, views the app's code made are still in the window.
  case madeViewsLeftAfterDismissal(views: [String])
  /// A background set on a view the code did not make is not part of the model.
  case backgroundNotModelled(subject: String)
  /// UIKit's exception for a child controller's view put under another controller's view
  /// (K-3).
  case childViewUnderAnotherParent(child: String, expected: String, actual: String)
  /// A dismissal's presenter whose view goes back into an unselected tab: no to-view
  /// (M-1, TB-2) [I].
  case presenterBackInUnselectedTab(presenter: String)
  /// A note of the presentation mechanics (`Presentation/`).
  case presentation(PresentationNote)
  /// A note of the developer's presentation controller subclass (`Presentation/`).
  case presentationCode(PresentationCodeNote)
  /// A note of the container model (`Model/`): splits and tab bar controllers.
  case container(ContainerNote)
  /// A note of the sheet mechanics (`Transitions/`): detents, swipes, a cancelled dismissal.
  case sheet(SheetNote)
  /// A note of a tap outside a popover (`Transitions/`).
  case popover(PopoverNote)
  /// A note of the way back from a zoom (`Transitions/`).
  case zoom(ZoomNote)
  /// A note of a page view controller's turn (`Transitions/`).
  case page(PageNote)
  /// A note of a navigation controller's bars (`Transitions/`).
  case bar(BarNote)
  /// A note of `setViewController(_:for:)` on a column-style split (`Transitions/`).
  case column(ColumnNote)
  /// A note of the first picture: the window, the device and the iOS profile.
  case profile(ProfileNote)
  /// A phase of a presentation or a dismissal, told by its story in both languages.
  case told(ToldNote)
}

extension NoteKind {
  /// What the note tells.
  var role: NoteRole {
    switch self {
    case .transition(let note): return note.role
    case .presentation(let note): return note.role
    case .presentationCode(let note): return note.role
    case .profile(let note): return note.role
    case .told(let note): return note.role
    case .container(let note): return note.role
    case .sheet(let note): return note.role
    case .popover(let note): return note.role
    case .zoom(let note): return note.role
    case .page(let note): return note.role
    case .bar(let note): return note.role
    case .column(let note): return note.role
    case .completionBlockRuns, .undoneByFalse, .pushFinishedBeforeSwipe, .offscreenStack:
      return .happened
    case .tabBarHiddenBeforeIOS18, .handPlacedChild: return .mistake
    case .droppedAtLayout, .leftInWindow, .madeViewsLeftAfterDismissal: return .consequence
    case .madeView, .inKeyWindow, .inUIKitWrapper, .childViewUnderAnotherParent: return .happened
    case .backgroundNotModelled: return .notModelled
    case .presenterBackInUnselectedTab: return .unknown
    }
  }

  /// The rule IDs the note cites, in the order its words cite them.
  var rules: [String] {
    switch self {
    case .transition(let note): return note.rules
    case .presentation(let note): return note.rules
    case .presentationCode(let note): return note.rules
    case .profile(let note): return note.rules
    case .told(let note): return note.rules
    case .container(let note): return note.rules
    case .sheet(let note): return note.rules
    case .popover(let note): return note.rules
    case .zoom(let note): return note.rules
    case .page(let note): return note.rules
    case .bar(let note): return note.rules
    case .column(let note): return note.rules
    case .completionBlockRuns: return ["D-5", "P-13"]
    case .tabBarHiddenBeforeIOS18: return ["TB-12"]
    case .droppedAtLayout: return ["N-2", "TB-2"]
    case .undoneByFalse: return ["X-8"]
    case .pushFinishedBeforeSwipe: return ["N-7"]
    case .offscreenStack: return ["N-2"]
    case .handPlacedChild: return ["TB-2", "N-2", "SV-1"]
    case .madeView, .inKeyWindow, .leftInWindow, .madeViewsLeftAfterDismissal,
      .backgroundNotModelled:
      return ["X-14"]
    case .inUIKitWrapper: return ["X-14", "T-2"]
    case .childViewUnderAnotherParent: return ["K-3"]
    case .presenterBackInUnselectedTab: return ["M-1", "TB-2"]
    }
  }

  /// The controllers the note names.
  var controllers: [String] {
    switch self {
    case .transition(let note): return note.controllers
    case .presentation(let note): return note.controllers
    case .presentationCode(let note): return note.controllers
    case .profile(let note): return note.controllers
    case .told(let note): return note.controllers
    case .container(let note): return note.controllers
    case .sheet(let note): return note.controllers
    case .popover(let note): return note.controllers
    case .zoom(let note): return note.controllers
    case .page(let note): return note.controllers
    case .bar(let note): return note.controllers
    case .column(let note): return note.controllers
    case .completionBlockRuns, .undoneByFalse: return []
    case .tabBarHiddenBeforeIOS18(let controller, _): return [controller]
    case .pushFinishedBeforeSwipe(let pushed): return [pushed]
    case .offscreenStack(let nav, _): return [nav]
    case .handPlacedChild(let child, let parent, _, let host):
      return [child, parent] + (host.map { [$0] } ?? [])
    case .droppedAtLayout(let container, let owner, let leaving):
      return [container, owner] + leaving
    case .madeView, .inKeyWindow, .inUIKitWrapper, .leftInWindow, .madeViewsLeftAfterDismissal,
      .backgroundNotModelled:
      return []
    case .childViewUnderAnotherParent(let child, let expected, let actual):
      return [child, expected, actual]
    case .presenterBackInUnselectedTab(let presenter): return [presenter]
    }
  }

  /// The lines of the app's files the note names (`Home.swift:14`).
  var lines: [String] {
    switch self {
    case .transition(let note): return note.lines
    case .presentation(let note): return note.lines
    case .presentationCode(let note): return note.lines
    case .profile(let note): return note.lines
    case .told(let note): return note.lines
    case .container(let note): return note.lines
    case .sheet(let note): return note.lines
    case .popover(let note): return note.lines
    case .zoom(let note): return note.lines
    case .page(let note): return note.lines
    case .bar(let note): return note.lines
    case .column(let note): return note.lines
    case .completionBlockRuns, .tabBarHiddenBeforeIOS18, .droppedAtLayout, .undoneByFalse,
      .pushFinishedBeforeSwipe, .offscreenStack, .handPlacedChild, .madeView, .inKeyWindow,
      .inUIKitWrapper, .madeViewsLeftAfterDismissal, .backgroundNotModelled,
      .childViewUnderAnotherParent, .presenterBackInUnselectedTab:
      return []
    case .leftInWindow(_, let line, _): return [line]
    }
  }
}
