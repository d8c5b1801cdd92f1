// Generated from Scenes/*.yaml and Scenes/order.txt by Tests/CLITests/BuiltInScenesTests.swift:
// do not edit. Regenerate: TSCOPE_WRITE_BUILTIN_SCENES=1 swift test --filter BuiltInScenesTests
// swift-format-ignore-file

extension BuiltInScenes {
  /// Scenes/order.txt: the picker's teaching order.
  static let orderText = #"""
# The picker lists the scenes in this order: simple to advanced, a course one can follow.
# One file name a line; scenes not named here come after these, by file name.

# Navigation stacks
push.yaml
pop.yaml
pop-to-root.yaml
pop-to-view-controller.yaml
navigation-bar-hidden.yaml
navigation-toolbar.yaml
large-titles.yaml
search-controller.yaml
set-view-controllers.yaml
set-view-controllers-in-code.yaml
interactive-pop-cancelled.yaml
interrupted-push.yaml
zoom-push.yaml
zoom-drag-back.yaml
content-pop-ios26.yaml

# Tabs and children
tab-switch.yaml
more-tab-iphone.yaml
hides-bottom-bar.yaml
tab-bar-hidden.yaml
tab-groups-ios18.yaml
tab-bar-ipad-ios18.yaml
tab-bar-minimize-ios26.yaml
child-add-remove.yaml
page-view.yaml

# Modal presentation
present-fullscreen.yaml
present-overfullscreen.yaml
transition-styles.yaml
page-sheet-iphone.yaml
form-sheet-iphone.yaml
automatic-ios18.yaml
page-sheet-ios12.yaml
legacy-ios12-window.yaml
sheet-detents.yaml
sheet-navigation-bar.yaml
stacked-sheets.yaml
sheet-stack-pushback.yaml
interactive-sheet-dismiss.yaml
modal-in-presentation.yaml
zoom-dismiss.yaml
sheet-inset-ios26.yaml
sheet-edge-attached.yaml
ios27-placement.yaml
popover-iphone.yaml
popover-bar-button.yaml
popover-tap-outside.yaml
alert-iphone.yaml
action-sheet-iphone.yaml
action-sheet-ios26.yaml
action-sheet-ipad.yaml
action-sheet-ipad-no-anchor.yaml
share-sheet-ipad.yaml
refusals.yaml
present-from-view-did-appear.yaml
present-from-view-did-load.yaml

# Side by side (tscope compare A B): the same root, one difference
compare-fullscreen.yaml
compare-overfullscreen.yaml
compare-push.yaml
compare-present.yaml
compare-page-sheet.yaml

# Presentation contexts and routing
current-context-tab.yaml
current-context-split.yaml
show-without-container.yaml
show-split.yaml
unwind.yaml

# Size, rotation and iPad
rotate-plus-phone.yaml
rotate-sheet-max-phone.yaml
sheet-landscape.yaml
form-sheet-ipad.yaml
popover-ipad.yaml
every-style-ipad.yaml
split-portrait-ipad.yaml
split-launch-iphone.yaml
split-collapse-delegate.yaml
split-multitasking.yaml
split-double-column.yaml
split-triple-column-ipad.yaml
split-triple-collapsed-iphone.yaml
split-compact-column-iphone.yaml
split-inspector-ios26.yaml
split-set-column.yaml
adapt-popover-multitasking.yaml

# Your own code
custom-centred.yaml
custom-chrome.yaml
animator-push.yaml
animator-missing-to-view.yaml
animator-over-black-screen.yaml
animator-never-completes.yaml
animator-pop.yaml
animator-tab.yaml
interactive-tab-switch.yaml
animator-interactive.yaml
animator-stuck-push.yaml
animator-fade-left-invisible.yaml
animator-clear-container.yaml
code-container-swap.yaml
code-custom-segue.yaml
one-run-loop-turn.yaml

# Your real Swift
real-swift-fade.yaml
real-swift-property-animator-push.yaml
real-swift-interactor-every-time.yaml
real-swift-delegate-set-in-viewdidload.yaml
real-swift-pan-dismiss.yaml
real-swift-cancelled-swipe.yaml
real-swift-custom-interaction.yaml
real-swift-interactive-tab.yaml
real-swift-black-screen.yaml
real-swift-snapshot-mistakes.yaml
real-swift-bubble-reveal.yaml
real-swift-window-dimming.yaml
real-swift-badge-on-wrapper.yaml
real-swift-custom-segue.yaml
real-swift-appearance-count.yaml
real-swift-replace-stack-segue.yaml
real-swift-segue-look.yaml
real-swift-card-presentation.yaml
real-swift-card-rotation.yaml
real-swift-see-through-overlay.yaml
real-swift-hidden-chrome.yaml
real-swift-bottom-sheet-rotation.yaml
real-swift-onboarding.yaml
real-swift-embedded-children.yaml
real-swift-inheritance.yaml
real-swift-app-members.yaml
real-swift-container-members.yaml
window-size.yaml

"""#

  /// Scenes/*.yaml, by file name.
  static let files: [(name: String, text: String)] = [
    (
      "action-sheet-ios26.yaml",
      #"""
title: Action sheets with the iOS 26 design
about: >
  With the iOS 26 design an action sheet is presented by the popover-based regular
  controller on an iPhone too, and does not adapt to the compact one. One without an anchor
  has nothing to grow out of: TransitionScope follows the decompiled fallback and centres it
  with the alert presentation controller, where sources differ (Q-29).
ios: 26
root:
  navigation: PhotosNav
  stack: [Photos]
steps:
  - present: { vc: Share, preferredContentSize: [250, 220] }
    from: Photos
    style: actionSheet
    anchor: { sourceItem: rightBarButtonItem }
  - dismiss: Share
  - present: Delete
    from: Photos
    style: actionSheet
    note: No anchor at all, as many iPhone apps write it.
  - dismiss: Delete

"""#
    ),
    (
      "action-sheet-ipad-no-anchor.yaml",
      #"""
title: An iPad action sheet without an anchor
about: >
  UIKit accepts the present call, builds the container and sets the links, then the
  popover-based action-sheet controller raises NSGenericException from
  presentationTransitionWillBegin: a real app crashes. TransitionScope shows the exception
  and carries on.
device: ipad-pro-11
ios: 17
root:
  navigation: DocsNav
  stack: [Document]
steps:
  - present: Export
    from: Document
    style: actionSheet
    note: No sourceView, sourceRect or barButtonItem.
  - present: Export
    from: Document
    style: actionSheet
    anchor: { barButtonItem: rightBarButtonItem }

"""#
    ),
    (
      "action-sheet-ipad.yaml",
      #"""
title: An action sheet on an iPad, at its anchor
about: >
  On an iPad an action sheet's modalPresentationStyle is popover and its presentation
  controller is _UIAlertControllerActionSheetRegularPresentationController. It points at
  sourceRect in sourceView. In a compact-width window it hands over to the compact
  controller.
device: ipad-pro-11
ios: 17
root:
  navigation: DocsNav
  stack: [Document]
steps:
  - present: { vc: Export, preferredContentSize: [300, 200] }
    from: Document
    style: actionSheet
    anchor: { sourceView: Document, sourceRect: [700, 20, 44, 44] }
  - multitasking: one-third
    note: A compact-width window.
  - multitasking: full
  - dismiss: Export

"""#
    ),
    (
      "action-sheet-iphone.yaml",
      #"""
title: An action sheet on an iPhone before iOS 26
about: >
  Before the iOS 26 design an iPhone action sheet uses the compact action-sheet presentation
  controller: style custom, a dimming view, the presenter stays. action-sheet-ios26.yaml
  shows what the iOS 26 design changes.
ios: 18
root:
  navigation: PhotosNav
  stack: [Photos]
steps:
  - present: Share
    from: Photos
    style: actionSheet
  - dismiss: Share

"""#
    ),
    (
      "adapt-popover-multitasking.yaml",
      #"""
title: A popover through iPad multitasking
about: >
  Adaptation is evaluated again whenever the traits change while something is presented.
  A popover on a full-screen iPad is a real popover; when the app is narrowed to a third of
  the screen its width becomes compact and the popover turns into a form-sheet card; back
  at full width it is a popover again.
device: ipad-pro-11
orientation: landscape
root:
  navigation: PhotosNav
  stack: [Album]
steps:
  - present: { vc: Info, preferredContentSize: [320, 320] }
    from: Album
    style: popover
    source: Album
  - multitasking: one-third
  - multitasking: full
  - dismiss: Info

"""#
    ),
    (
      "alert-iphone.yaml",
      #"""
title: An alert on an iPhone
about: >
  A UIAlertController of style alert picks its own presentation: modalPresentationStyle
  custom and _UIAlertControllerAlertPresentationController. Its container holds a dimming
  view at index 0 and the alert's screen-sized _UIAlertControllerPhoneTVMacView; the
  presenter's view stays and hears nothing.
root:
  navigation: InboxNav
  stack: [Inbox]
steps:
  - present: Confirm
    from: Inbox
    style: alert
    note: "present(UIAlertController(title: …, message: …, preferredStyle: .alert), animated: true)"
  - dismiss: Confirm
    note: Tapping one of its actions dismisses the alert.

"""#
    ),
    (
      "animator-clear-container.yaml",
      #"""
title: "Animator lines: a backdrop of the animator's own, and a container emptied in one line"
about: >
  The animator empties the containerView with containerView.subviews.forEach {
  $0.removeFromSuperview() }, then adds a black backdrop it makes itself (let backdrop =
  UIView(…)) and the presented view. The backdrop is a node of the tree marked with its line
  (X-14). At the dismissal the same line empties the container again: the backdrop, the
  presented view and the presenter's view all leave it, and the lines put the presenter's view
  back before completing.
device: iphone-15
root: { vc: Library, views: [UICollectionView] }
steps:
  - present: { vc: Reader, views: [UITextView] }
    from: Library
    style: fullScreen
    animator: |
      containerView.subviews.forEach { $0.removeFromSuperview() }
      let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      backdrop.backgroundColor = .black
      containerView.addSubview(backdrop)
      toView.alpha = 0
      containerView.addSubview(toView)
      toView.alpha = 1
      transitionContext.completeTransition(true)
    note: The from-view leaves at the first line; UIKit would take it out at completion anyway.
  - dismiss: Reader
    animator: |
      containerView.subviews.forEach { $0.removeFromSuperview() }
      containerView.addSubview(toView)
      transitionContext.completeTransition(true)
    note: Emptying the container also takes the presenter's view, which UIKit just put there.

"""#
    ),
    (
      "animator-fade-left-invisible.yaml",
      #"""
title: "Your animator: a fade that never fades back in"
about: >
  An animator may set alpha and transform on the views it animates: toView.alpha = 0 before a
  fade, a scale or a slide with CGAffineTransform. Each line shows its values in the tree, the
  JSON and the picture. UIKit restores neither value at completion, so an animator that sets
  the to-view's alpha to 0 and never back leaves a presented view in the window that nobody
  can see (X-9).
root:
  navigation: Nav
  stack: [Inbox]
steps:
  - present: Player
    from: Inbox
    style: overFullScreen
    note: Right - the to-view starts transparent and lower down, then comes to rest.
    animator: |
      toView.alpha = 0
      toView.transform = CGAffineTransform(translationX: 0, y: 200)
      containerView.addSubview(toView)
      toView.alpha = 1                      // inside UIView.animate
      toView.transform = .identity
      transitionContext.completeTransition(true)
  - dismiss: Player
    note: The from-view fades out and shrinks; it leaves with the container.
    animator: |
      fromView.alpha = 0                    // inside UIView.animate
      fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
      fromView.transform = .identity        // the completion block tidies up
      fromView.alpha = 1
      transitionContext.completeTransition(true)
  - present: Player
    from: Inbox
    style: overFullScreen
    note: Wrong - the fade-in line was forgotten.
    animator: |
      toView.alpha = 0
      containerView.addSubview(toView)
      // toView.alpha = 1 was forgotten
      transitionContext.completeTransition(true)

"""#
    ),
    (
      "animator-interactive.yaml",
      #"""
title: "Your animator with an interaction controller: finished and cancelled"
about: >
  With an interaction controller (UIPercentDrivenInteractiveTransition) the user's finger
  drives the animator's animation. finish() lets it run to its end and transitionWasCancelled
  is false; cancel() runs it back and transitionWasCancelled is true. Either way the animator
  calls completeTransition(!transitionContext.transitionWasCancelled), and UIKit completes or
  undoes the transition with the callbacks that go with it.
root:
  navigation: Nav
  stack: [Photos]
steps:
  - push: Photo
    interactive: cancelled
    note: A pinch starts the push; the user gives up half-way.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - push: Photo
    interactive: completed
    note: This time the pinch goes far enough.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - pop: Nav
    interactive: cancelled
    note: A pan starts the pop and is released too early.
    animator: |
      containerView.insertSubview(toView, belowSubview: fromView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - present: Info
    from: Nav
    style: fullScreen
    interactive: completed
    note: A swipe up presents Info all the way.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - dismiss: Info
    interactive: cancelled
    note: A swipe down starts the dismissal and is released too early.
    animator: |
      containerView.insertSubview(toView, belowSubview: fromView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - dismiss: Info
    interactive: completed
    note: The second swipe goes far enough.
    animator: |
      containerView.insertSubview(toView, belowSubview: fromView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - pop: Nav
    interactive: completed
    note: The pan back goes far enough.
    animator: |
      containerView.insertSubview(toView, belowSubview: fromView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)

"""#
    ),
    (
      "animator-missing-to-view.yaml",
      #"""
title: "Your animator: a full-screen presentation that forgets the to-view"
about: >
  The animator is responsible for adding the presented view to the container. A full-screen
  presentation removes the presenter's view when it completes, so an animator that forgets
  addSubview(toView) leaves nothing on screen.
root:
  navigation: Nav
  stack: [Inbox]
steps:
  - present: Player
    from: Inbox
    style: fullScreen
    note: Right - the to-view goes in, then completeTransition.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(true)
  - dismiss: Player
    note: The dismissal's animator puts the to-view (the presenter's) below the from-view.
    animator: |
      containerView.insertSubview(toView, belowSubview: fromView)
      transitionContext.completeTransition(true)
  - present: Player
    from: Inbox
    style: fullScreen
    note: Wrong - no addSubview(toView).
    animator: |
      // containerView.addSubview(toView) was forgotten
      transitionContext.completeTransition(true)

"""#
    ),
    (
      "animator-never-completes.yaml",
      #"""
title: "Your animator: completeTransition never called, false, or cancelled"
about: >
  completeTransition must be called once, also after a cancel. Passing false undoes the
  presentation; an interactive cancel reaches the animator as transitionWasCancelled; never
  calling it leaves the transition running for ever, and UIKit refuses what comes next.
root: Home
steps:
  - present: Sheet
    from: Home
    style: fullScreen
    note: Undone - completeTransition(false).
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(false)
  - present: Sheet
    from: Home
    style: fullScreen
    interactive: cancelled
    note: An interactive presentation the user abandons; the animator passes !transitionWasCancelled.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - present: Sheet
    from: Home
    style: fullScreen
    note: Wrong - no completeTransition.
    animator:
      - containerView.addSubview(toView)
  - present: Other
    from: Sheet
    note: Refused while the presentation is in progress.
  - dismiss: Sheet
    note: Refused too.

"""#
    ),
    (
      "animator-over-black-screen.yaml",
      #"""
title: "Your animator: an over-full-screen presentation, right and wrong"
about: >
  An overFullScreen presentation leaves the presenter's view where it is, so
  view(forKey: .from) is nil. The first presentation's animator only adds the to-view, as it
  should. The second one also moves fromVC.view into the container: it looks fine until the
  dismissal removes the container and the presenter's view with it — a black screen.
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: overFullScreen
    note: Right - only the to-view goes into the container.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(true)
  - dismiss: Card
    note: In an over style the to-view of the dismissal is nil; the presenter never left.
    animator: |
      containerView.addSubview(toView)   // does nothing: toView is nil
      fromView.removeFromSuperview()
      transitionContext.completeTransition(true)
  - present: Card
    from: Home
    style: overFullScreen
    note: Wrong - the animator takes the presenter's view into the container.
    animator: |
      containerView.addSubview(fromVC.view)   // fromView is nil here, so it reaches for the VC
      containerView.addSubview(toView)
      transitionContext.completeTransition(true)
  - dismiss: Card
    note: UIKit removes the container, and Home's view goes with it.

"""#
    ),
    (
      "animator-pop.yaml",
      #"""
title: "Your animator: a custom pop, right and wrong"
about: >
  For a pop, the navigation controller's delegate returns the animator from
  navigationController(_:animationControllerFor:from:to:) with the operation .pop. The top
  controller's view, the from-view, is already in the containerView; the animator must add the
  view it goes back to, usually below the from-view. UIKit removes the from-view when the
  animator calls completeTransition(true), so an animator that forgets the to-view leaves the
  content area empty.
root:
  navigation: Nav
  stack: [Inbox, Message]
steps:
  - pop: Nav
    note: Right - the to-view goes in below the from-view.
    animator: |
      containerView.insertSubview(toView, belowSubview: fromView)
      transitionContext.completeTransition(true)
  - push: Message
    animated: false
  - pop: Nav
    note: Wrong - no line adds the to-view, so Inbox counts as appeared but nothing shows.
    animator: |
      // containerView.insertSubview(toView, belowSubview: fromView) was forgotten
      transitionContext.completeTransition(true)

"""#
    ),
    (
      "animator-push.yaml",
      #"""
title: "Your animator: a custom push, right and wrong"
about: >
  A navigation controller's delegate can return an animator from
  navigationController(_:animationControllerFor:from:to:). The from-view is already in the
  containerView; the animator must add the to-view, and UIKit removes the from-view when the
  animator calls completeTransition(true).
root:
  navigation: Nav
  stack: [List]
steps:
  - push: Detail
    note: Right - the to-view goes in above the from-view.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(true)
  - pop: Nav
  - push: Detail
    note: Wrong - no addSubview(toView); the content area stays empty.
    animator: |
      transitionContext.completeTransition(true)

"""#
    ),
    (
      "animator-stuck-push.yaml",
      #"""
title: "Your animator: a push that never completes"
about: >
  An animator must call completeTransition once its animation ends. A push animator that never
  does leaves the navigation controller in its transition for good: the container stays, the
  did-callbacks and didMove never come, and the navigation controller does not start another
  transition. Pushing again is a push during a push, which UIKit reports with its log about
  unbalanced appearance calls.
root:
  navigation: Nav
  stack: [Feed]
steps:
  - push: Post
    note: Wrong - the to-view goes in, but no completeTransition.
    animator: |
      containerView.addSubview(toView)
  - push: Comments
    note: A push during the unfinished push.
  - pop: Nav
    note: A pop is not started either.
  - present: Share
    from: Post
    note: Nor is a presentation.

"""#
    ),
    (
      "animator-tab.yaml",
      #"""
title: "Your animator: a custom tab switch, right, undone and wrong"
about: >
  A tab bar controller's delegate can animate a tab switch with
  tabBarController(_:animationControllerForTransitionFrom:to:). The callbacks keep the order of
  a tab switch (the new tab hears viewWillAppear first); the old tab's view is the from-view in
  the containerView and the animator must add the new tab's view. completeTransition(false)
  leaves the old tab selected; forgetting the to-view leaves the tab empty.
root:
  tab: Tabs
  tabs: [Mail, Calendar, Notes]
steps:
  - select: Calendar
    note: Right - the to-view goes in, then completeTransition(true).
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(true)
  - select: Notes
    note: Undone - the animator reports the switch as not finished.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(false)
  - select: Mail
    note: Wrong - no addSubview(toView).
    animator: |
      transitionContext.completeTransition(true)

"""#
    ),
    (
      "automatic-ios18.yaml",
      #"""
title: What .automatic means on each iOS
about: >
  .automatic is resolved when the presentation starts: full screen up to iOS 12, a page
  sheet on iOS 13 to 17 and a form sheet from iOS 18. On an iPad the difference shows:
  the form sheet is a smaller centred card.
device: ipad-pro-11
ios: 18
root:
  navigation: NotesNav
  stack: [Notes]
steps:
  - present: { vc: Share, preferredContentSize: [540, 620] }
    from: Notes
  - dismiss: Share

"""#
    ),
    (
      "child-add-remove.yaml",
      #"""
title: Add and remove a child in a custom container
about: >
  A custom container does the containment dance itself: addChild, add the child's view,
  then didMove(toParent:); and to remove: willMove(toParent: nil), remove the view, then
  removeFromParent. UIKit fills in the other half of each pair.
root:
  container: Dashboard
  children:
    - { vc: Summary, frame: [0, 59, 393, 300] }
steps:
  - addChild: { vc: Chart, frame: [0, 359, 393, 300], views: [UIImageView] }
    to: Dashboard
    note: "addChild(_:), view.addSubview(child.view), child.didMove(toParent:)"
  - removeChild: Summary
    note: "child.willMove(toParent: nil), child.view.removeFromSuperview(), child.removeFromParent()"

"""#
    ),
    (
      "code-container-swap.yaml",
      #"""
title: "Your code: a custom container swaps its children"
about: >
  A custom container (a plain view controller with children) moves from one child to the
  next the way Apple's container guide describes: addChild, willMove(toParent: nil),
  transition(from:to:), removeFromParent, didMove(toParent:). The later steps show what UIKit
  does with the usual mistakes.
root:
  container: Shell
  children: [Intro]
steps:
  - code: |
      Shell.addChild(Setup)
      Intro.willMove(toParent: nil)
      Shell.transition(from: Intro, to: Setup)
      Intro.removeFromParent()
      Setup.didMove(toParent: Shell)
    note: Right - the full sequence.
  - code: |
      Shell.view.addSubview(Banner.view)   // no addChild first
    note: Wrong - a view added without addChild gets no appearance callbacks.
  - code: |
      Shell.addChild(Summary)
      Shell.view.addSubview(Summary.view)
    note: Wrong - didMove(toParent:) is never called.
  - code: |
      Shell.transition(from: Setup, to: Help)
    note: Wrong - Help is not a child of Shell, so UIKit raises.

"""#
    ),
    (
      "code-custom-segue.yaml",
      #"""
title: "Your code: a custom segue and a custom unwind through a custom container"
about: >
  A hand-made container (Shell) keeps its children like a small navigation stack. Its custom
  segue's perform() adds the destination as a child and swaps the views with
  transition(from:to:); the unwind back finds Start among Shell's children (U-2) and Shell's
  custom unwind segue swaps back and removes the child it leaves.
root:
  container: Shell
  children: [Start]
steps:
  - segue: Detail
    from: Start
    kind: custom
    perform: |
      source.parent.addChild(destination)
      source.parent.transition(from: source, to: destination)
      destination.didMove(toParent: source.parent)
  - unwind: Start
    from: Detail
    perform: |
      source.willMove(toParent: nil)
      source.parent.transition(from: source, to: destination)
      source.removeFromParent()
  - segue: Help
    from: Start
    kind: present
    note: A Present Modally segue is present(_:animated:completion:).
  - unwind: Start
    from: Help
    note: The unwind dismisses what Start's level presents (U-4).

"""#
    ),
    (
      "compare-fullscreen.yaml",
      #"""
title: "Compare: fullScreen"
about: >
  One half of a matched pair: the same root and the same translucent Player as
  compare-overfullscreen.yaml, presented fullScreen. UIKit moves FeedNav's view into the
  container and takes it out of the window once the presentation ends, so nothing shows
  through Player afterwards. Try: tscope compare compare-fullscreen compare-overfullscreen
device: iphone-15
root:
  navigation: FeedNav
  stack: [Feed]
steps:
  - present: { vc: Player, background: translucent }
    from: Feed
    style: fullScreen
  - dismiss: Player

"""#
    ),
    (
      "compare-overfullscreen.yaml",
      #"""
title: "Compare: overFullScreen"
about: >
  One half of a matched pair: the same root and the same translucent Player as
  compare-fullscreen.yaml, presented overFullScreen. The container goes on top of the
  window, FeedNav's view stays where it is and shows through Player, and FeedNav hears no
  appearance callbacks. Try: tscope compare compare-fullscreen compare-overfullscreen
device: iphone-15
root:
  navigation: FeedNav
  stack: [Feed]
steps:
  - present: { vc: Player, background: translucent }
    from: Feed
    style: overFullScreen
  - dismiss: Player

"""#
    ),
    (
      "compare-page-sheet.yaml",
      #"""
title: "Compare: present as a page sheet"
about: >
  One of three ways to show Message on the same root: presented as a page sheet, then
  dismissed. The card comes with a dimming view and a UIDropShadowView, and InboxNav's view
  stays in the window with no viewWillDisappear. Try: tscope compare compare-present
  compare-page-sheet
device: iphone-15
root:
  navigation: InboxNav
  stack:
    - vc: Inbox
      viewClass: UITableView
steps:
  - present: { vc: Message, views: [UILabel, UITextView] }
    from: Inbox
    style: pageSheet
  - dismiss: Message

"""#
    ),
    (
      "compare-present.yaml",
      #"""
title: "Compare: present fullScreen"
about: >
  One of three ways to show Message on the same root: presented fullScreen, then
  dismissed. A new UITransitionView takes InboxNav's whole view, which leaves the window
  when the presentation ends. Try: tscope compare compare-push compare-present
device: iphone-15
root:
  navigation: InboxNav
  stack:
    - vc: Inbox
      viewClass: UITableView
steps:
  - present: { vc: Message, views: [UILabel, UITextView] }
    from: Inbox
    style: fullScreen
  - dismiss: Message

"""#
    ),
    (
      "compare-push.yaml",
      #"""
title: "Compare: push"
about: >
  One of three ways to show Message on the same root: pushed onto InboxNav, then popped.
  The navigation controller moves Message's view into its own wrapper view; no
  presentation, no new UITransitionView. Try: tscope compare compare-push compare-present
  and tscope compare compare-push compare-page-sheet
device: iphone-15
root:
  navigation: InboxNav
  stack:
    - vc: Inbox
      viewClass: UITableView
steps:
  - push: { vc: Message, views: [UILabel, UITextView] }
  - pop: InboxNav

"""#
    ),
    (
      "content-pop-ios26.yaml",
      #"""
title: Popping from anywhere in the content (iOS 26)
about: >
  iOS 26 adds interactiveContentPopGestureRecognizer: a leading-to-trailing pan anywhere in
  the content starts an interactive pop, not only a swipe from the edge. The pop it starts has
  the callbacks of an edge swipe (N-6) and, here, its parallax slide; sources do not describe
  the slide for this gesture, so that part is inferred (N-18). For a controller pushed with a
  zoom the same pan drives the zoom's own dismiss interaction instead (N-14).
ios: 26
root:
  navigation: MailNav
  stack: [{ vc: Inbox, views: [UITableView, UIImageView] }]
steps:
  - push: Message
  - pop: MailNav
    interactive: cancelled
    gesture: content
    note: The user pans the message a little from the middle of the screen, then lets go.
  - pop: MailNav
    interactive: completed
    gesture: content
    note: This time the pan goes far enough and the message pops.
  - push: { vc: Attachment, preferredTransition: zoom, zoomSource: UIImageView }
  - pop: MailNav
    interactive: completed
    gesture: content
    note: A zoomed controller panned from its content zooms back into the image view.

"""#
    ),
    (
      "current-context-split.yaml",
      #"""
title: Over current context in one column of a split view
about: >
  On an iPad, the secondary column's navigation controller defines the presentation
  context, so an overCurrentContext presentation covers only that column; the primary
  column stays visible and usable.
device: ipad-pro-12.9
orientation: landscape
root:
  split: Split
  primary:
    navigation: ListNav
    stack: [List]
  secondary:
    navigation: DetailNav
    stack: [Detail]
steps:
  - present: { vc: Overlay, background: translucent }
    from: Detail
    style: overCurrentContext
  - dismiss: Overlay

"""#
    ),
    (
      "current-context-tab.yaml",
      #"""
title: Current context inside a tab
about: >
  A current-context presentation walks up from the caller to the first controller that
  defines the presentation context; a navigation controller does by default. The
  container goes next to that controller's view inside the tab's wrapper, so the tab bar
  stays visible. currentContext then removes the navigation controller's view;
  overCurrentContext would leave it.
root:
  tab: Tabs
  tabs:
    - navigation: InboxNav
      stack: [Inbox]
    - Contacts
steps:
  - present: Search
    from: Inbox
    style: currentContext
  - select: Contacts
    note: The presentation stays with its tab.
  - select: InboxNav
  - dismiss: Search
  - present: { vc: Banner, background: translucent }
    from: Inbox
    style: overCurrentContext

"""#
    ),
    (
      "custom-centred.yaml",
      #"""
title: A custom presentation with a centred 300×500 frame
about: >
  With .custom, a presentation controller decides: frameOfPresentedViewInContainerView
  places the view (here centred, 300×500), shouldRemovePresentersView decides whether the
  presenter's view leaves (default: no), and shouldPresentInFullscreen whether the
  container goes on the window or in the current context. The second presentation asks to
  remove the presenter's view, and so behaves like fullScreen.
root:
  navigation: RootNav
  stack: [Home]
steps:
  - present: { vc: Card, adaptive: none }
    from: Home
    style: custom
    custom: { frame: [46, 176, 300, 500] }
  - dismiss: Card
  - present: { vc: Takeover }
    from: Home
    style: custom
    custom: { frame: [46, 176, 300, 500], removesPresentersView: true }
  - dismiss: Takeover

"""#
    ),
    (
      "custom-chrome.yaml",
      #"""
title: "Your presentation controller: chrome and a wrapped presented view"
about: >
  A custom presentation controller adds its own views to the container in
  presentationTransitionWillBegin (here a dimming view and a handle) and returns a wrapper
  around the presented view from presentedView; the animator then adds that wrapper.
root: Home
steps:
  - present: Card
    from: Home
    style: custom
    custom:
      frame: [0, 300, 393, 552]
      chrome: [DimmingView, HandleView]
      presentedView: wrapper
    animator: |
      containerView.addSubview(toView)   // toView is the wrapper presentedView returns
      transitionContext.completeTransition(true)
  - dismiss: Card

"""#
    ),
    (
      "every-style-ipad.yaml",
      #"""
title: The full-screen, context and custom styles on an iPad
about: >
  On an iPad nothing adapts, so each style shows its own structure: fullScreen grabs the
  presenter's view and removes it, overFullScreen leaves it, currentContext covers only the
  navigation controller that defines the context, and a custom presentation with a frame
  floats over everything without touching the presenter.
device: ipad-9th-gen
root:
  tab: Tabs
  tabs:
    - navigation: LibraryNav
      stack: [Library]
    - Search
steps:
  - present: Reader
    from: Library
    style: fullScreen
  - dismiss: Reader
  - present: { vc: Overlay, background: translucent }
    from: Library
    style: overFullScreen
  - dismiss: Overlay
  - present: Filter
    from: Library
    style: currentContext
  - dismiss: Filter
  - present: Card
    from: Library
    style: custom
    custom: { frame: [255, 290, 300, 500] }
  - dismiss: Card

"""#
    ),
    (
      "form-sheet-ipad.yaml",
      #"""
title: Form sheet and page sheet on an iPad
about: >
  In regular width a form sheet is a card sized from the presented controller's
  preferredContentSize (540×620 by default), centred over a dimming view; a page sheet is a
  wide card. Both leave the presenter in place.
device: ipad-pro-11
root:
  split: Split
  primary:
    navigation: MailboxNav
    stack: [Mailboxes]
  secondary: Message
steps:
  - present: { vc: Settings, preferredContentSize: [600, 500] }
    from: Message
    style: formSheet
  - dismiss: Settings
  - present: Compose
    from: Message
    style: pageSheet
  - dismiss: Compose

"""#
    ),
    (
      "form-sheet-iphone.yaml",
      #"""
title: A form sheet on an iPhone
about: >
  On an iPhone a form sheet looks like a page sheet: in compact width both are cards (iOS 13
  and later). Its preferredContentSize only matters in regular width, on an iPad.
device: iphone-13
root:
  navigation: SettingsNav
  stack: [Settings]
steps:
  - present: { vc: Feedback, preferredContentSize: [540, 400] }
    from: Settings
    style: formSheet
  - dismiss: Settings
    note: Settings is inside the presenter, so dismiss takes away what it presents.

"""#
    ),
    (
      "hides-bottom-bar.yaml",
      #"""
title: Push a screen that hides the tab bar
about: >
  When a controller with hidesBottomBarWhenPushed is pushed inside a tab, UIKit moves the
  UITabBar into the outgoing side of the slide, so it leaves with the old screen, and then
  takes it out of the window. Popping brings it back.
root:
  tab: Tabs
  tabs:
    - navigation: ShopNav
      stack: [Products]
    - Cart
steps:
  - push: { vc: Checkout, hidesBottomBarWhenPushed: true }
    note: The checkout screen wants the whole height.
  - pop: ShopNav
    note: Going back shows the tab bar again.

"""#
    ),
    (
      "interactive-pop-cancelled.yaml",
      #"""
title: A swipe-back the user gives up on
about: >
  An edge swipe starts an interactive pop. If the finger lifts too early, UIKit calls
  completeTransition(false): the stack does not change, but both controllers have already
  been told they will appear or disappear, so they receive the opposite calls to undo it.
root:
  navigation: SettingsNav
  stack: [Settings, Wi-Fi]
steps:
  - pop: SettingsNav
    interactive: cancelled
    note: The user drags Wi-Fi 40% of the way, then lets go.

"""#
    ),
    (
      "interactive-sheet-dismiss.yaml",
      #"""
title: Swiping a sheet down, and letting it spring back
about: >
  A user can drag a sheet down. If they let go early, UIKit calls completeTransition(false):
  the sheet stays, and it hears viewWillAppear, viewIsAppearing and viewDidAppear right
  after its viewWillDisappear. The presenter hears nothing, since it never left.
root:
  navigation: NotesNav
  stack: [Notes]
steps:
  - present: Editor
    from: Notes
    style: pageSheet
  - dismiss: Editor
    interactive: cancelled
  - dismiss: Editor

"""#
    ),
    (
      "interactive-tab-switch.yaml",
      #"""
title: "Your animator: an interactive tab switch, cancelled and completed"
about: >
  A tab bar controller's delegate can return an interaction controller from
  tabBarController(_:interactionControllerFor:) besides its animator; a pan that sets
  selectedIndex then drives the switch. Cancelled, the old tab stays selected and hears its
  appearance callbacks again; completed, the new tab is selected. Without an animator there
  is no interaction controller to ask for, and UIKit switches at once.
root:
  tab: Tabs
  tabs: [Mail, Calendar, Notes]
steps:
  - select: Calendar
    interactive: cancelled
    note: The pan is released too early.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - select: Calendar
    interactive: completed
    note: This pan goes far enough.
    animator: |
      containerView.addSubview(toView)
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  - select: Notes
    interactive: completed
    note: No animator, so no interaction controller; the switch happens at once.

"""#
    ),
    (
      "interrupted-push.yaml",
      #"""
title: A push interrupted by a swipe back
about: >
  If the user swipes back while a push is still animating, UIKit does not cancel the push.
  It lets it finish, so the pushed controller gets its whole appear cycle, and then runs
  the swipe as an ordinary pop.
root:
  navigation: MailNav
  stack: [Inbox]
steps:
  - push: Message
    interrupted: true
    note: The user swipes from the left edge half-way through the push animation.

"""#
    ),
    (
      "ios27-placement.yaml",
      #"""
title: iOS 27 follows the iOS 26 profile; sheet placement
about: >
  No source describes iOS 27 changes to callbacks or presentation trees, so an iOS 27 scene
  runs the iOS 26 profile and says so (V-2). Its one known addition for sheets is
  preferredPlacement; where a leading sheet sits is not in the sources, so the model keeps
  today's geometry and labels it unknown.
ios: 27
root:
  navigation: MailNav
  stack: [Inbox]
steps:
  - present: Compose
    from: Inbox
    style: pageSheet
    sheet:
      detents: [medium, large]
      placement: leading

"""#
    ),
    (
      "large-titles.yaml",
      #"""
title: Large titles and largeTitleDisplayMode
about: >
  With prefersLargeTitles the navigation bar grows by a large-title area drawn by
  _UINavigationBarLargeTitleView (N-21). Each controller's largeTitleDisplayMode decides
  while it is on top: always, never, or automatic, which does what the controller below it
  does. The 52-pt area is one app's measurement (44 and 96 pt bars); other devices and
  versions are not in the sources (Q-35). Scrolling, which shrinks a large title, is not
  modelled.
root:
  navigation: Nav
  prefersLargeTitles: true
  stack:
    - vc: Mailboxes
      views: [UITableView]
steps:
  - push: { vc: Inbox, views: [UITableView] }
    note: Inbox is automatic, so it follows Mailboxes and its title is large too.
  - push: { vc: Message, largeTitleDisplayMode: never }
    note: never keeps Message's title small; the large-title view stays in the bar, hidden.
  - pop: Nav

"""#
    ),
    (
      "legacy-ios12-window.yaml",
      #"""
title: The window before and after iOS 13
about: >
  Up to iOS 12 the root controller's view sat directly in the window. From iOS 13 UIKit
  wraps it in a UITransitionView and a UIDropShadowView, the same classes it uses for
  presentations. This scene runs on the iOS 12 layout; compare it with push.yaml.
ios: 12
device: iphone-8
root:
  navigation: NotesNav
  stack: [Notes]
steps:
  - push: Note

"""#
    ),
    (
      "modal-in-presentation.yaml",
      #"""
title: A sheet with isModalInPresentation refuses the swipe
about: >
  An editor sets isModalInPresentation while it has unsaved changes. The user's swipe down
  then never becomes a dismissal: the delegate hears only
  presentationControllerDidAttemptToDismiss(_:), nothing else moves (D-8). Dismissing in code
  still works, with the usual callbacks (D-9).
root:
  navigation: NotesNav
  stack: [Notes]
steps:
  - present:
      navigation: EditorNav
      stack: [Editor]
      modalInPresentation: true
    from: Notes
    style: pageSheet
  - dismiss: EditorNav
    interactive: completed
    note: The user swipes the sheet down.
  - dismiss: EditorNav
    note: The app saves and calls dismiss(animated:) itself.

"""#
    ),
    (
      "more-tab-iphone.yaml",
      #"""
title: Six tabs on an iPhone, and the More tab
about: >
  A tab bar controller with six or more tabs shows only the first four in a compact-width
  bar, plus a More item (TB-7). The other tabs live behind UIKit's More navigation
  controller, a UIMoreNavigationController whose root is a UIMoreListController; it is not in
  viewControllers. Selecting the sixth tab pushes its controller onto that navigation
  controller, above the list (TB-8, read from decompiled UIKit [D]), so it gets a navigation
  bar it never asked for. A tab that is itself a navigation controller lends its stack
  instead of being nested. No real dump of the More interface exists: its tree is inferred
  from the tab and navigation rules [I].
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Search
    - Inbox
    - Profile
    - Library
    - Settings
steps:
  - select: Settings
    note: The sixth tab; in the app the user taps More, then Settings in the list.
  - select: Search
    note: Back to a tab in the bar; Settings stays on the More navigation stack.
  - select: Library
    note: The fifth tab; Settings goes back to the tab bar controller and Library takes its place.

"""#
    ),
    (
      "navigation-bar-hidden.yaml",
      #"""
title: Hiding the navigation bar with setNavigationBarHidden
about: >
  isNavigationBarHidden belongs to the navigation controller, not to the controller on top
  (N-20): the bar stays hidden for every controller pushed later until the app shows it
  again. Here Nav starts with its bar hidden (navigationBarHidden on the controller), shows
  it with a step, and hides it again from the app's own code. Only the bar and the content's
  safe area change; no controller hears appearance callbacks [I]. Whether UIKit keeps a hidden
  bar in the view tree is not in the sources (Q-35): the model keeps it, marked hidden.
root:
  navigation: Nav
  navigationBarHidden: true
  stack:
    - vc: Welcome
      views: [UILabel]
steps:
  - navigationBarHidden: false
    note: The app calls setNavigationBarHidden(false, animated true); the bar comes back.
  - push: Details
    note: The bar stays shown for the pushed controller; the setting is the navigation controller's.
  - code: |
      Nav.setNavigationBarHidden(true, animated: true)

"""#
    ),
    (
      "navigation-toolbar.yaml",
      #"""
title: The navigation controller's toolbar
about: >
  A navigation controller has its own UIToolbar, hidden by default (N-22).
  setToolbarHidden(false, animated:) shows it, and it shows the toolbarItems of the
  controller on top, so a push swaps them. hidesBottomBarWhenPushed hides it as it hides a
  tab bar (N-8). Its frame is not in the sources (Q-35): the model draws a bar as tall as the
  navigation bar above the bottom of the safe area.
root:
  navigation: Nav
  stack:
    - vc: Notes
      toolbarItems: [Compose, Filter]
steps:
  - toolbarHidden: false
  - push: { vc: Note, toolbarItems: [Share, Delete] }
  - push: { vc: Preview, hidesBottomBarWhenPushed: true }
    note: The toolbar goes while Preview, with hidesBottomBarWhenPushed, is in the stack.
  - pop: Nav
  - code: |
      Nav.setToolbarHidden(true, animated: true)

"""#
    ),
    (
      "one-run-loop-turn.yaml",
      #"""
title: Dismiss, then present or push, in one button handler
about: >
  A button handler's lines run in one turn of the run loop, before any animation (P-13). A
  dismissal begun on the first line still holds its links, so the present on the next line is
  refused and nothing appears, and a push is dropped (N-19). The last step does it right: the
  present goes in the dismissal's completion block, which runs once the dismissal is over
  (D-5). Which warning iOS 13 and later log for the refused present is not known (Q-37).
root:
  navigation: Nav
  stack: [Home]
steps:
  - present: Card
    from: Home
    style: pageSheet
  - code: |
      Card.dismiss(animated: true)
      Home.present(Next, animated: true)          // refused: Home still presents Card
    note: The wrong way. Only the dismissal happens.
  - present: Card
    from: Home
    style: pageSheet
  - code: |
      Card.dismiss(animated: true)
      Nav.pushViewController(Detail, animated: true)   // dropped: a dismissal is occurring
    note: A push in the same turn is dropped too.
  - present: Card
    from: Home
    style: pageSheet
  - code: |
      Card.dismiss(animated: true) {
        Home.present(Next, animated: true)        // runs after the dismissal completed
      }
    note: The right way, in the completion block.

"""#
    ),
    (
      "page-sheet-ios12.yaml",
      #"""
title: The same page sheet on iOS 12
about: >
  Before iOS 13 an iPhone shows a page sheet full screen: the sheet adapts to fullScreen in
  compact width, so the presenter's view leaves the window and the presenter gets
  disappear callbacks. Compare with page-sheet-iphone.yaml.
ios: 12
device: iphone-8
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Settings
steps:
  - present: Compose
    from: Feed
    style: pageSheet
  - dismiss: Compose

"""#
    ),
    (
      "page-sheet-iphone.yaml",
      #"""
title: A page sheet over a tab bar app
about: >
  Since iOS 13 a page sheet on an iPhone is a card: a dimming view, then a UIDropShadowView
  holding the presented view. The presenter stays in the window and gets no
  viewWillDisappear, which surprises many people moving from iOS 12.
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Settings
steps:
  - present: { vc: Compose, views: [UITextView] }
    from: Feed
    style: pageSheet
  - dismiss: Compose

"""#
    ),
    (
      "page-view.yaml",
      #"""
title: A page view controller's pages
about: >
  A UIPageViewController's visible page is its child. The app's setViewControllers swaps
  the child and its view and tells the delegate nothing; the user's swipe does the same
  between the delegate's willTransitionTo and didFinishAnimating; a swipe the user abandons
  changes nothing. The order of the two pages' callbacks is in no source.
root:
  navigation: Nav
  stack:
    - pageView: Pager
      transitionStyle: scroll
      pages: [Welcome]
steps:
  - setPage: Features
    on: Pager
    note: "The app calls setViewControllers([Features], direction: .forward, animated: true)."
  - setPage: Pricing
    on: Pager
    interactive: completed
    note: The user swipes to the next page.
  - setPage: Features
    on: Pager
    direction: reverse
    interactive: cancelled
    note: The user starts swiping back and lets go too early.

"""#
    ),
    (
      "pop-to-root.yaml",
      #"""
title: Pop all the way back to the root
about: >
  popToRootViewController removes every controller above the root at once. Only the top
  one is animated; the ones in between never come back on screen, but each still hears
  willMove(toParent: nil) and didMove(toParent: nil).
root:
  navigation: FilesNav
  stack: [Files]
steps:
  - push: Documents
    animated: false
  - push: Reports
    animated: false
  - push: Report-2026
    animated: false
  - popToRoot: FilesNav

"""#
    ),
    (
      "pop-to-view-controller.yaml",
      #"""
title: Pop back to a controller in the middle of the stack
about: >
  popToViewController(_:animated:) pops everything above its target in one pop transition,
  as popToRootViewController does (N-23), and returns the popped controllers. Only the two
  ends hear appearance callbacks [I]; the order in which those in between hear willMove and
  didMove(toParent: nil) is in no source (Q-34). A target that is not in the stack raises
  NSInternalInconsistencyException, shown by the last step.
root:
  navigation: ShopNav
  stack: [Shop]
steps:
  - push: Cart
    animated: false
  - push: Address
    animated: false
  - push: Payment
    animated: false
  - popTo: Cart
    on: ShopNav
  - push: Receipt
    animated: false
  - code: |
      ShopNav.popToViewController(Shop, animated: true)
  - popTo: Payment
    note: Payment left the stack, so UIKit raises.

"""#
    ),
    (
      "pop.yaml",
      #"""
title: Pop back to the previous screen
about: >
  Popping reverses a push: the revealed controller's view goes back into the wrapper below
  the leaving one, and once the slide is over the popped controller leaves both the window
  and the stack. Compare the callback order with the push in step 1.
root:
  navigation: InboxNav
  stack: [Inbox]
steps:
  - push: Message
    note: First push a message screen.
  - pop: InboxNav
    note: The back button calls popViewController(animated:).

"""#
    ),
    (
      "popover-bar-button.yaml",
      #"""
title: A popover from a bar button item
about: >
  A popover can point at a bar button item instead of a view: barButtonItem (or, from
  iOS 16, sourceItem). UIKit puts the bar's other items in passthroughViews and a tap on the
  item dismisses the popover.
device: ipad-pro-11
orientation: landscape
root:
  navigation: MailNav
  stack: [Mailbox]
steps:
  - present: { vc: Filters, preferredContentSize: [320, 300] }
    from: Mailbox
    style: popover
    anchor: { barButtonItem: rightBarButtonItem }
  - dismiss: Filters

"""#
    ),
    (
      "popover-ipad.yaml",
      #"""
title: A popover on an iPad
about: >
  In regular width a popover is a _UIPopoverView next to its anchor, over a dimming view
  that covers the window and catches taps outside. Without an anchor UIKit raises.
device: ipad-pro-11
orientation: landscape
root:
  navigation: DocsNav
  stack: [Document]
steps:
  - present: { vc: Formatting, preferredContentSize: [320, 400] }
    from: Document
    style: popover
    note: Presenting a popover without a source view raises an exception.
  - present: Formatting
    from: Document
    style: popover
    source: Document
  - dismiss: Formatting

"""#
    ),
    (
      "popover-iphone.yaml",
      #"""
title: A popover on an iPhone, adapted and not
about: >
  In compact width a popover adapts: since iOS 13 it behaves exactly like a form sheet,
  so on an iPhone it becomes a card. If its presentation controller's delegate returns
  .none, it stays a real popover with a _UIPopoverView anchored at its source.
root:
  navigation: MapNav
  stack: [Map]
steps:
  - present: { vc: Filters, preferredContentSize: [300, 400] }
    from: Map
    style: popover
    source: Map
  - dismiss: Filters
  - present: { vc: Legend, adaptive: none, preferredContentSize: [300, 300] }
    from: Map
    style: popover
    source: Map
  - dismiss: Legend

"""#
    ),
    (
      "popover-tap-outside.yaml",
      #"""
title: Tapping outside a popover
about: >
  A tap on a popover's dimming view asks the delegate presentationControllerShouldDismiss
  first; a yes dismisses the popover with WillDismiss before and DidDismiss after. A tap on
  one of its passthroughViews reaches that view and keeps the popover. A delegate that says
  no leaves only DidAttemptToDismiss.
device: ipad-pro-11
orientation: landscape
root:
  split: Split
  primary: { navigation: ListNav, stack: [List] }
  secondary: { navigation: DocsNav, stack: [Document] }
steps:
  - present: { vc: Formatting, preferredContentSize: [320, 400] }
    from: Document
    style: popover
    anchor: { sourceView: Document, sourceRect: [600, 20, 44, 44] }
    passthrough: [List]
  - dismiss: Formatting
    interactive: completed
    gesture: tapOutside
    at: List
    note: List's view is a passthrough view, so the tap reaches it and the popover stays.
  - dismiss: Formatting
    interactive: completed
    gesture: tapOutside
    note: Anywhere else the dimming view catches the tap.
  - present: { vc: Draft, preferredContentSize: [320, 300], shouldDismiss: false }
    from: Document
    style: popover
    anchor: { sourceView: Document, sourceRect: [600, 20, 44, 44] }
  - dismiss: Draft
    interactive: completed
    gesture: tapOutside
    note: The delegate answers no.

"""#
    ),
    (
      "present-from-view-did-appear.yaml",
      #"""
title: Presenting from viewDidLoad and viewDidAppear
about: >
  A classic first-launch bug: Home presents its welcome screen from viewDidLoad. At launch
  Home's view is not in a window yet, so UIKit logs "whose view is not in the window
  hierarchy" and shows nothing (P-10). Presenting from viewDidAppear works (P-12), but the call
  runs on every viewDidAppear: dismissing a full-screen presentation sends Home viewDidAppear
  again, and the onboarding comes straight back (M-9, 13.2), animated or not.
root:
  navigation: HomeNav
  stack:
    - vc: Home
      onViewDidLoad: { present: Welcome, style: fullScreen }
      onViewDidAppear: { present: Onboarding, style: fullScreen }
steps:
  - dismiss: Onboarding
    note: The user finishes the onboarding; Home's viewDidAppear presents it again.
  - dismiss: Onboarding
    animated: false

"""#
    ),
    (
      "present-from-view-did-load.yaml",
      #"""
title: Presenting while a transition runs
about: >
  A present made from viewDidLoad or viewWillAppear meets the transition that is showing the
  controller. A pushed controller's call waits for the push to end and then presents (P-9,
  P-10); a presented controller's call meets its own presentation and is refused "while a
  presentation is in progress" (P-10). What viewWillAppear meets is inferred and sources
  differ (P-11, Q-31). An app that guards its viewDidAppear call (once) presents only once.
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - vc: Settings
      onViewDidAppear: { present: WhatsNew, style: pageSheet, once: true }
steps:
  - push:
      vc: Detail
      onViewDidLoad: { present: Login, style: pageSheet }
    note: Detail's viewDidLoad asks for Login while the push runs; it comes after the push.
  - dismiss: Login
  - present:
      vc: Card
      onViewDidLoad: { present: Promo }
      onViewWillAppear: { present: Tip }
    from: Detail
    style: pageSheet
    note: Card's own presentation is still running when its callbacks ask for more.
  - dismiss: Card
  - select: Settings
    note: Settings' viewDidAppear presents What's New, guarded by a flag.
  - dismiss: WhatsNew
  - select: FeedNav
  - select: Settings
    note: The flag is set, so nothing is presented this time.

"""#
    ),
    (
      "present-fullscreen.yaml",
      #"""
title: Present full screen, then dismiss
about: >
  A fullScreen presentation is the "normal" structure: UIKit moves the presenter's view into
  the new container, and once the presented view covers everything it takes the presenter's
  view out of the window. Dismissing puts it back exactly where it was. Player's background is translucent: mid-flight
  the Screen pane shows Feed through it, afterwards only black.
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Settings
steps:
  - present: { vc: Player, viewClass: UIImageView, background: translucent }
    from: Feed
    style: fullScreen
    note: Called on Feed, but Feed does not cover the screen.
  - dismiss: Player

"""#
    ),
    (
      "present-overfullscreen.yaml",
      #"""
title: Over full screen keeps the presenter
about: >
  overFullScreen is the "over" structure: the container goes on top of the window and the
  presenter's view stays underneath, so translucent content can show it (Lightbox has a
  translucent background: the Screen pane shows Feed through it). No appearance callbacks
  reach the presenter. Compare with present-fullscreen.yaml.
root:
  navigation: FeedNav
  stack: [Feed]
steps:
  - present: { vc: Lightbox, background: translucent }
    from: Feed
    style: overFullScreen
  - dismiss: Lightbox

"""#
    ),
    (
      "push.yaml",
      #"""
title: Push a detail screen onto a navigation stack
about: >
  A navigation controller shows one child at a time: the top of its stack. Watch the
  pushed controller's view arrive in the UIViewControllerWrapperView, slide in over the
  old one, and the old view leave the window when the push completes.
device: iphone-15
root:
  navigation: InboxNav
  stack:
    - vc: Inbox
      viewClass: UITableView
steps:
  - push: { vc: Message, views: [UILabel, UITextView] }
    note: Tapping a row calls pushViewController(_:animated:).

"""#
    ),
    (
      "real-swift-app-members.yaml",
      #"""
title: "Your real Swift: code steps that call the app's own methods"
about: >
  AppMembers.swift is the app's own code. A code step calls ListViewController's
  showDetails(for:) and closeDetails() as a button handler would: each runs when its line
  runs, with the world as it is then (navigationController is Nav), and the push and pop
  they make play as UIKit plays them, each named at its Swift line.
swift: AppMembers.swift
root:
  navigation: Nav
  stack:
    - vc: List
      class: ListViewController
steps:
  - code: |
      List.showDetails(for: Item)
  - code: |
      List.closeDetails()

"""#
    ),
    (
      "real-swift-appearance-count.yaml",
      #"""
title: "Your real Swift: begin and end appearance transitions, counted"
about: >
  AppearanceCountSegue.swift tells the source itself that it disappears under an
  overFullScreen destination. CoverSegue begins twice (once in a helper) and ends twice:
  UIKit counts the calls, so viewDidDisappear comes at the second end. ForgetfulCoverSegue
  ends only once: the source stays disappearing, and the step names the begin left open.
swift: AppearanceCountSegue.swift
root: { navigation: Nav, stack: [List] }
steps:
  - segue: Detail
    from: List
    class: CoverSegue
    note: Two begins, two ends - List hears viewDidDisappear at the second end.
  - dismiss: Detail
  - segue: Detail
    from: List
    class: ForgetfulCoverSegue
    note: Two begins, one end - the begin left open is named at its line.

"""#
    ),
    (
      "real-swift-badge-on-wrapper.yaml",
      #"""
title: "Your real Swift: a badge added to the presenter's superview, UIKit's sheet wrapper"
about: >
  The scene loads SourceBadge.swift. A sheet (Compose) presents a confirmation over itself;
  the animator adds a label to source.view.superview, which is not the container but a view
  inside the sheet's UIDropShadowView, UIKit's own wrapper. The badge lives in that wrapper from
  then on: it stays when the confirmation goes, and leaves the window with the sheet (X-14,
  T-2).
swift: SourceBadge.swift
root: { vc: Inbox, views: [UITableView] }
steps:
  - present: { vc: Compose, views: [UITextView] }
    from: Inbox
    style: pageSheet
  - present: { vc: Sent, views: [UILabel] }
    from: Compose
    style: overFullScreen
    transitioningDelegate: "SourceBadgeTransition()"
    note: The badge goes into the sheet's card, outside the container.
  - dismiss: Sent
    note: UIKit removes Sent's container; the badge is not in it and stays.
  - dismiss: Compose
    note: The sheet's wrapper leaves the window, and the badge with it.

"""#
    ),
    (
      "real-swift-black-screen.yaml",
      #"""
title: "Your real Swift: the black screen after dismiss"
about: >
  ZoomFromPresenter.swift is an animator pasted as it is. In an overFullScreen presentation
  the presenter's view stays in the window, so the animator should leave it alone; this one
  moves fromVC.view into the container. The dismissal then takes the container away, and the
  presenter's view with it.
swift: ZoomFromPresenter.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: overFullScreen
    animator: "ZoomFromPresenterAnimator()"
    note: Line 17 moves Home's view into the container.
  - dismiss: Card
    note: UIKit removes the container, and Home's view goes with it.

"""#
    ),
    (
      "real-swift-bottom-sheet-rotation.yaml",
      #"""
title: "Your real Swift: a bottom sheet that lays itself out again in viewWillTransition"
about: >
  BottomSheetPresentation.swift presents a sheet over the lower half of the screen on a
  dimming view. Its presentation controller overrides viewWillTransition(to:with:) and, inside
  coordinator.animate(alongsideTransition:), sizes the dimming view to the new size: UIKit
  calls it before the window changes size, and the block animates with the rotation, so the
  dimming view covers the landscape screen. The sheet goes to what
  frameOfPresentedViewInContainerView returns for the new bounds, a third of the height less.
swift: BottomSheetPresentation.swift
root: { vc: Maps, views: [MKMapView] }
steps:
  - present: { vc: Sheet, views: [UITableView] }
    from: Maps
    style: custom
    transitioningDelegate: "BottomSheetTransition()"
  - rotate: landscape
    note: The presentation controller hears viewWillTransition(to:with:) before the presented controller.
  - rotate: portrait
  - dismiss: Sheet

"""#
    ),
    (
      "real-swift-bubble-reveal.yaml",
      #"""
title: "Your real Swift: a bubble reveal with a view the animator makes"
about: >
  The scene loads BubbleReveal.swift. Its animator makes a UIView of its own, the bubble, adds
  it to the containerView under the presented view, grows it and removes it in the completion.
  The bubble is a node of the window's tree like UIKit's views, marked with the line that made
  it (X-14); its corner radius is a layer property and is not modelled.
swift: BubbleReveal.swift
root: { vc: Home, views: [UICollectionView] }
steps:
  - present: { vc: Player, views: [UIImageView, UISlider] }
    from: Home
    style: overFullScreen
    transitioningDelegate: "BubbleTransition()"
    note: The bubble grows from the play button; the animation's completion takes it out again.

"""#
    ),
    (
      "real-swift-cancelled-swipe.yaml",
      #"""
title: "Your real Swift: what a cancelled swipe puts back"
about: >
  CancelledSwipe.swift dismisses the photo two ways, both driven by the pan handler of the
  photo's own controller (PhotoViewController.handleSwipe). Let go too early, the property
  animator is reversed and the photo is back as it was. The UIView.animate version only runs
  back on screen: the photo keeps the scale and alpha its block set, since its completion
  does not set them back.
swift: CancelledSwipe.swift
root: { vc: Gallery, views: [UICollectionView] }
steps:
  - present: { vc: Photo, class: PhotoViewController, views: [UIImageView] }
    from: Gallery
    style: overFullScreen
  - dismiss: Photo
    animator: "SheetDismissAnimator()"
    interactive: cancelled
    note: The property animator is reversed; the photo is back at alpha 1 and no transform.
  - dismiss: Photo
    animator: "PhotoDismissAnimator()"
    interactive: cancelled
    note: The block ran back on screen only; the photo is left at alpha 0, scaled to half.

"""#
    ),
    (
      "real-swift-card-presentation.yaml",
      #"""
title: "Your real Swift: a card presentation controller with dimming"
about: >
  The scene loads CardPresentation.swift: a transitioningDelegate that vends its own
  UIPresentationController subclass for a custom presentation. Its
  presentationTransitionWillBegin puts a dimming view at the back of the container and fades
  it in alongside the transition; frameOfPresentedViewInContainerView gives the card the
  bottom half of the screen; dismissalTransitionDidEnd removes the dimming view. The card
  slides with UIKit's own animation, as no animator is vended.
swift: CardPresentation.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: custom
    transitioningDelegate: "CardTransition()"
    note: The dimming view goes in first, at the back; the card covers the bottom half.
  - dismiss: Card
    note: Tapping the dimming view dismisses; the dimming fades out and goes with the container.

"""#
    ),
    (
      "real-swift-card-rotation.yaml",
      #"""
title: "Your real Swift: a card presentation controller through a rotation"
about: >
  The card of CardPresentation.swift is presented, then the device turns. UIKit lays the
  container out again: the presentation controller's containerViewWillLayoutSubviews runs,
  the card goes to what frameOfPresentedViewInContainerView returns for the new bounds (the
  bottom half of the landscape screen), and the dimming view is set to the new bounds by the
  developer's own line.
swift: CardPresentation.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: custom
    transitioningDelegate: "CardTransition()"
  - rotate: landscape
    note: The card's frame is computed again, by the developer's code, for the new container.
  - rotate: portrait
  - dismiss: Card

"""#
    ),
    (
      "real-swift-container-members.yaml",
      #"""
title: "Your real Swift: a property's observers, an addChild override and an extension"
about: >
  AppMembers.swift is the app's own code. Setting ShellViewController's current runs its
  willSet and didSet with newValue and oldValue, which swap the shown child with the
  containment calls. Shell.addChild(Banner) runs the shell's own override of addChild(_:),
  whose super.addChild is UIKit's (K-1). embed(_:), an extension of UIViewController, is
  called on a plain child.
swift: AppMembers.swift
root:
  vc: Shell
  class: ShellViewController
steps:
  - code: |
      Shell.current = Intro
  - code: |
      Shell.current = Setup
  - code: |
      Shell.addChild(Banner)
  - code: |
      Setup.embed(Badge)

"""#
    ),
    (
      "real-swift-custom-interaction.yaml",
      #"""
title: "Your real Swift: a custom interaction controller"
about: >
  SwipeDownInteractor.swift is its own UIViewControllerInteractiveTransitioning, not a
  UIPercentDrivenInteractiveTransition. UIKit calls its startInteractiveTransition(_:) and
  never the animator's animateTransition(using:). The pan handler drives the context itself:
  updateInteractiveTransition while the finger moves, then cancelInteractiveTransition or
  finishInteractiveTransition when it lets go, and the property animator's completion calls
  completeTransition.
swift: SwipeDownInteractor.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: overFullScreen
  - dismiss: Card
    transitioningDelegate: "SwipeDownTransition()"
    interactive: cancelled
    note: Let go early - the handler cancels, the animator runs back, the card stays.
  - dismiss: Card
    transitioningDelegate: "SwipeDownTransition()"
    interactive: completed
    note: Pulled far enough - the handler finishes and the card leaves.

"""#
    ),
    (
      "real-swift-custom-segue.yaml",
      #"""
title: "Your real Swift: custom segues"
about: >
  CrossfadeSegue.swift and PushSegue are UIStoryboardSegue subclasses as an app writes them.
  The storyboard calls prepare(for:sender:), then the segue's perform(): here it asks for an
  over-full-screen presentation, fades the destination in and presents it without animation in
  the completion (the source stays under it), or pushes it on the
  source's navigation controller. Their UIKit calls play as the same steps would, each named
  at its Swift line; what the tool does not model is listed as not modelled.
swift: CrossfadeSegue.swift
root:
  navigation: Nav
  stack: [List]
steps:
  - segue: Detail
    from: List
    class: PushSegue
  - segue: Settings
    from: Detail
    class: CrossfadeSegue

"""#
    ),
    (
      "real-swift-delegate-set-in-viewdidload.yaml",
      #"""
title: "Your real Swift: the first controller makes itself the navigation delegate"
about: >
  FirstControllerDelegate.swift wires the delegate the way many tutorials do: the controller at
  the bottom of the stack says navigationController?.delegate = self in its viewDidLoad. No
  step names a delegate; from the moment its view loads, UIKit asks it at every push and pop.
  Its animator question answers a RiseAnimator for a push and nil for a pop, so the pop is
  UIKit's own slide.
swift: FirstControllerDelegate.swift
root:
  navigation: Nav
  stack: [{ vc: Inbox, class: InboxViewController, views: [UITableView] }]
steps:
  - push: { vc: Message, views: [UITextView] }
    note: Inbox loaded at launch and set itself as Nav's delegate; it vends the fade.
  - pop: Nav
    note: The same delegate answers nil for a pop; UIKit slides Message away.
  - push: { vc: Settings, views: [UITableView] }
    note: Asked again; another fade.

"""#
    ),
    (
      "real-swift-embedded-children.yaml",
      #"""
title: "Your real Swift: children embedded in viewDidLoad, a sign-up in its own navigation controller"
about: >
  Dashboard.swift is the app's own code. DashboardViewController embeds a summary and a page
  controller in its viewDidLoad with Apple's containment dance (addChild, add the view,
  didMove): they are its children exactly as a container's declared children are, and they
  hear its appearance callbacks (K-1, K-5). Its viewDidAppear makes a sign-up controller from
  the storyboard, wraps it in a UINavigationController and presents it once. The profile
  pushed after it embeds a header told didMove before its view is added, and a settings list
  never told didMove at all: both are named at their lines.
swift: Dashboard.swift
root:
  navigation: Nav
  stack:
    - vc: Dashboard
      class: DashboardViewController
steps:
  - dismiss: SignUpNav
    note: The user closes the sign-up; the dashboard and its children appear again.
  - push: { vc: Profile, class: ProfileViewController }
    on: Nav

"""#
    ),
    (
      "real-swift-fade.yaml",
      #"""
title: "Your real Swift: an isPresenting fade"
about: >
  The scene loads FadeTransition.swift, a transitioningDelegate as an app writes it. UIKit asks
  it for an animator when presenting and again when dismissing; the animator's isPresenting
  flag, set in its init, picks the branch. Each phase is a line of the Swift file.
swift: FadeTransition.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: overFullScreen
    transitioningDelegate: "FadeTransition()"
    note: The present branch adds the to-view; the presenter's view stays where it is.
  - dismiss: Card
    note: The same delegate is asked again; the dismiss branch removes the from-view.

"""#
    ),
    (
      "real-swift-hidden-chrome.yaml",
      #"""
title: "Your real Swift: a presentation controller that hides views"
about: >
  PhotoViewerPresentation.swift: a photo viewer's presentation controller puts a black backdrop
  behind the photo and a toolbar of its own on top. The toolbar is hidden (isHidden) while the
  photo moves and shown when the presentation has ended; the dismissal hides it again. A
  hidden view stays in the container but is not drawn. The second viewer was written for a zoom
  animator that is not hooked up: it hides the presented view and lets UIKit remove the
  gallery's view, so once the presentation completes the user sees black.
swift: PhotoViewerPresentation.swift
root: { vc: Gallery, views: [UICollectionView] }
steps:
  - present: { vc: Photo, views: [UIImageView] }
    from: Gallery
    style: custom
    transitioningDelegate: "PhotoViewerTransition()"
    note: The toolbar is in the container, hidden until the photo has landed.
  - dismiss: Photo
    note: dismissalTransitionWillBegin hides the toolbar again before the photo moves.
  - present: Photo
    from: Gallery
    style: custom
    transitioningDelegate: "ZoomReadyTransition()"
    note: Nothing shows the photo again, and the gallery's view is gone - black.

"""#
    ),
    (
      "real-swift-inheritance.yaml",
      #"""
title: "Your real Swift: the app's own base classes"
about: >
  The scene loads AppBaseClasses.swift and SheetTransition.swift. The app's
  DimmingPresentationController dims what is behind every sheet; SheetPresentationController
  inherits that, overrides how dark it dims, and reads super.frameOfPresentedViewInContainerView
  (UIKit's: the container's bounds) to take the bottom two thirds. SheetAnimator calls
  super.animateTransition(using:) in the app's BaseAnimator, which adds the to-view, and
  completes through the base's finish(_:). Each line the tool names is in the file that wrote it.
swift: [AppBaseClasses.swift, SheetTransition.swift]
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Sheet, views: [UILabel] }
    from: Home
    style: custom
    transitioningDelegate: "SheetTransition()"
    note: The base class's dimming view goes in at the back; the subclass's frame places the sheet.
  - dismiss: Sheet
    note: The base class fades the dimming out and removes it when the dismissal ends.

"""#
    ),
    (
      "real-swift-interactive-tab.yaml",
      #"""
title: "Your real Swift: a tab switch that follows the finger"
about: >
  SlideTabs.swift is a tab bar controller's delegate whose switches cross-fade. A pan across the
  tabs sets selectedIndex in its handler; UIKit asks the delegate for an animator, then for an
  interaction controller, and the handler's update, finish and cancel drive the fade. Let go
  too early and the old tab comes back with its appearance callbacks. A delegate without an
  interaction controller gets the same pan, and UIKit runs its fade without the finger.
swift: SlideTabs.swift
root:
  tab: Tabs
  tabs: [Inbox, Archive, Settings]
steps:
  - select: Archive
    tabBarDelegate: "PanTabsDelegate()"
    interactive: cancelled
    note: The pan stops short; Inbox stays selected and appears again.
  - select: Archive
    interactive: completed
    note: The same delegate, asked again; this pan goes far enough.
  - select: Settings
    tabBarDelegate: "TapTabsDelegate()"
    interactive: completed
    note: This delegate returns no interaction controller; the fade runs by itself.

"""#
    ),
    (
      "real-swift-interactor-every-time.yaml",
      #"""
title: "Your real Swift: an interaction controller handed over for a tap"
about: >
  InteractivePushDelegates.swift has two navigation delegates with the same slide animator and
  edge-swipe interactor. UIKit asks for an interaction controller at every push and pop whose
  animator is not nil, a gesture driving it or not. CarefulNavigationDelegate returns its
  interactor only while the swipe is under way, so a tapped push and pop run by themselves.
  EagerNavigationDelegate returns it every time: a push from a tap then waits for a finger
  that never comes, and the app freezes.
swift: InteractivePushDelegates.swift
root:
  navigation: Nav
  stack: [{ vc: Inbox, views: [UITableView] }]
steps:
  - push: { vc: Message, views: [UITextView] }
    navigationDelegate: "CarefulNavigationDelegate()"
    note: A tap on a row; the delegate answers nil for the interaction, so the slide runs.
  - pop: Nav
    note: The back button; the same delegate is asked again and again answers nil.
  - push: { vc: Thread, views: [UITableView] }
    navigationDelegate: "EagerNavigationDelegate()"
    note: Another tap, with the delegate that always returns its interactor.

"""#
    ),
    (
      "real-swift-onboarding.yaml",
      #"""
title: "Your real Swift: an onboarding from viewDidAppear, a see-through half-modal"
about: >
  Onboarding.swift is the app's own controller code. HomeViewController presents its
  onboarding from viewDidAppear, inside DispatchQueue.main.async, behind a hasShownOnboarding
  flag: the window shows Home, then the onboarding slides up (P-12); dismissing it sends Home
  viewDidAppear again, and the flag keeps it from coming back. FiltersViewController gives its
  own view a see-through background in viewDidLoad, and its presentation controller returns
  true from shouldRemovePresentersView: UIKit takes Home's view away, and through the filters
  the user sees black, named at both lines (M-7, T-4).
swift: Onboarding.swift
root:
  navigation: Nav
  stack:
    - vc: Home
      class: HomeViewController
steps:
  - dismiss: Onboarding
    note: The user finishes the onboarding; Home's viewDidAppear runs again, and the flag holds.
  - present: { vc: Filters, class: FiltersViewController }
    from: Nav
    style: custom
    transitioningDelegate: "FiltersTransition()"
  - dismiss: Filters

"""#
    ),
    (
      "real-swift-pan-dismiss.yaml",
      #"""
title: "Your real Swift: an interactive pan-to-dismiss"
about: >
  PanToDismiss.swift slides the presented view down as the finger moves. The first pan is let
  go too early: transitionWasCancelled is true, the completion takes its cancel branch and the
  card stays. The second pan goes far enough and the card leaves.
swift: PanToDismiss.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: overFullScreen
  - dismiss: Card
    animator: "PanDismissAnimator()"
    interactive: cancelled
    note: Let go too early - the completion's cancel branch puts the transform back.
  - dismiss: Card
    animator: "PanDismissAnimator()"
    interactive: completed
    note: Far enough - the from-view is removed and the transition completes.

"""#
    ),
    (
      "real-swift-property-animator-push.yaml",
      #"""
title: "Your real Swift: a UIViewPropertyAnimator push"
about: >
  The navigation controller's delegate (SlidePushAnimator.swift) vends an animator for each
  operation. Its blocks go to a UIViewPropertyAnimator: the animations run when it starts, the
  completion calls completeTransition when the animator reaches its end.
swift: SlidePushAnimator.swift
root:
  navigation: Nav
  stack: [{ vc: List, views: [UITableView] }]
steps:
  - push: { vc: Detail, views: [UIImageView] }
    navigationDelegate: "SlideNavigationDelegate()"
    note: A push adds the to-view on top, then slides it in.
  - pop: Nav
    navigationDelegate: "SlideNavigationDelegate()"
    note: A pop puts the to-view below the from-view; UIKit removes the from-view at the end.

"""#
    ),
    (
      "real-swift-replace-stack-segue.yaml",
      #"""
title: "Your real Swift: a segue that replaces the navigation stack"
about: >
  ReplaceStackSegue.swift holds UIStoryboardSegue subclasses as an app writes them: one calls
  setViewControllers([source, destination], animated: true) on the source's navigation
  controller, the other assigns viewControllers = [destination], the form without animation.
  Both play the engine's setViewControllers path (N-16), each phase named at its Swift line:
  one transition chosen by the new top, and the controllers the new array leaves out leave
  the stack (when they hear willMove and didMove is inferred, Q-30) [I].
swift: ReplaceStackSegue.swift
root:
  navigation: Nav
  stack: [Home, Welcome]
steps:
  - segue: Done
    from: Welcome
    class: ReplaceStackSegue
    note: Welcome stays below Done; Home leaves the stack.
  - segue: Start
    from: Done
    class: ResetStackSegue
    note: viewControllers = [Start]; the stack becomes Start alone, without animation.

"""#
    ),
    (
      "real-swift-see-through-overlay.yaml",
      #"""
title: "Your real Swift: a see-through overlay over a removed presenter"
about: >
  OverlayPresentation.swift presents a full-screen overlay whose presentation controller keeps
  shouldRemovePresentersView true and gives the presented view a partly transparent black
  background. The frame covers the screen, but the overlay is see-through: once the
  presentation completes, UIKit has taken the list's view out of the window, and the user sees
  black through the overlay instead of the list.
swift: OverlayPresentation.swift
root: { vc: List, views: [UITableView] }
steps:
  - present: { vc: Overlay, views: [UILabel] }
    from: List
    style: custom
    transitioningDelegate: "OverlayTransition()"
    note: The list is gone behind the overlay - black shows through it.
  - dismiss: Overlay
    note: The dismissal puts the list's view back.

"""#
    ),
    (
      "real-swift-segue-look.yaml",
      #"""
title: "Your real Swift: custom segues that scale and fade the controllers' views"
about: >
  ZoomInSegue.swift holds two UIStoryboardSegue subclasses that set transform and alpha on
  the controllers' views in perform(), as tutorials do. The zoom-in shrinks the destination's
  view to a tenth before presenting it without animation, then animates it back to full size
  in the completion: it enters the window small and ends as UIKit placed it. The fade-through
  fades the source's view out and presents over the full screen; nothing fades it back, so
  under the presented view the source stays invisible, and after the dismissal the user sees
  nothing where the list was.
swift: ZoomInSegue.swift
root: { vc: List, views: [UITableView] }
steps:
  - segue: { vc: Detail, views: [UILabel] }
    from: List
    class: ZoomInSegue
    note: The destination enters at a tenth of its size and grows back in the completion.
  - dismiss: Detail
  - segue: { vc: Help, views: [UITextView] }
    from: List
    class: FadeThroughSegue
    note: List's view is left at alpha 0 under Help.
  - dismiss: Help
    note: Help goes; List's view is still at alpha 0.

"""#
    ),
    (
      "real-swift-snapshot-mistakes.yaml",
      #"""
title: "Your real Swift: a snapshot left behind, a from-view removed on cancel"
about: >
  SnapshotZoom.swift zooms a snapshot of the presented view into place and forgets to remove
  it: after completeTransition the snapshot still covers Card, a still picture over the live
  view. Then a pan to dismiss is let go too early, and the completion removes the from-view
  anyway: Card stays presented with its view gone. Each mistake is named at its Swift line.
swift: SnapshotZoom.swift
root: { vc: Home, views: [UITableView] }
steps:
  - present: { vc: Card, views: [UILabel] }
    from: Home
    style: overFullScreen
    animator: "SnapshotZoomAnimator(presenting: true)"
    note: The snapshot is added above Card and never removed.
  - dismiss: Card
    animator: "SnapshotZoomAnimator(presenting: false)"
    interactive: cancelled
    note: Let go too early - the completion removes the from-view all the same.

"""#
    ),
    (
      "real-swift-window-dimming.yaml",
      #"""
title: "Your real Swift: a dimming overlay in the key window, never removed"
about: >
  The scene loads WindowDimming.swift. Its animator adds an overlay of an app class the files
  do not declare (OverlayView, drawn as a plain view) straight to
  UIApplication.shared.keyWindow, above every subview of the window, the container too. UIKit
  neither moves nor removes it when the transition ends, and the code never does: after the
  dismissal it still covers the screen (X-14).
swift: WindowDimming.swift
root:
  tab: Tabs
  tabs: [Feed, Profile]
steps:
  - present: { vc: Card, views: [UILabel, UIButton] }
    from: Tabs
    style: overFullScreen
    transitioningDelegate: "WindowDimmingTransition()"
    note: The overlay goes into the window itself, over the tab bar.
  - dismiss: Card
    note: UIKit's own dismissal takes the container away; the overlay stays on top.

"""#
    ),
    (
      "refusals.yaml",
      #"""
title: Presentations UIKit refuses
about: >
  Some present calls only log a message and do nothing; others raise an exception that
  would crash the app. TransitionScope shows both and carries on.
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Settings
steps:
  - present: Sheet
    from: Feed
  - present: Other
    from: Settings
    note: Settings is not in the window, but the presenter is Tabs, which is busy.
  - dismiss: Sheet
  - present: Settings
    from: Feed
    note: Settings has a parent (Tabs).
  - present: { vc: Curl }
    from: Feed
    style: pageSheet
    transition: partialCurl
  - present: Sheet
    from: Sheet
    note: Sheet was dismissed; it has no parent, so it would present itself.

"""#
    ),
    (
      "rotate-plus-phone.yaml",
      #"""
title: Rotate a Plus-size phone
about: >
  Rotating changes the window size, and on Plus and Max phones also the size classes:
  their landscape width is regular, unlike smaller phones. Controllers on screen hear the
  trait change around the size change.
device: iphone-8-plus
root:
  tab: Tabs
  tabs:
    - navigation: MailNav
      stack: [Mailboxes]
    - Settings
steps:
  - rotate: landscape
  - rotate: portrait

"""#
    ),
    (
      "rotate-sheet-max-phone.yaml",
      #"""
title: Rotating a phone with a sheet up
about: >
  A page sheet on an iPhone is a card while the height is regular, and it pushes the root
  back. Turn the phone and the height becomes compact: the sheet stays a sheet (the same
  presentation controller) and lays its card over the whole window; the presenter's view
  stays in the window and the push-back goes. Apple's style pages say "the same as
  fullScreen" here; the sheet API and UIKit's code say the sheet stays (Q-18). Turn it back
  and the card returns.
device: iphone-15-pro-max
root:
  navigation: PhotosNav
  stack: [Album]
steps:
  - present: Editor
    from: Album
    style: pageSheet
  - rotate: landscape
  - rotate: portrait
  - dismiss: Editor

"""#
    ),
    (
      "search-controller.yaml",
      #"""
title: A search controller presents itself
about: >
  A UISearchController in a navigation item presents itself when the user taps its field
  (isActive becomes true), over its host inside the definesPresentationContext ancestor
  (P-3), with its own transitioning delegate and animator; ending the search is a dismissal
  (M-23). Its presentation style, presentation controller and views are not in the sources
  (Q-38): the model presents it over the current context with its results controller as its
  child and shows the end of its animation only.
root:
  navigation: Nav
  stack:
    - vc: Contacts
      views: [UITableView]
      searchController: { vc: SearchResults }
steps:
  - search: active
    on: Contacts
  - search: inactive
    on: Contacts

"""#
    ),
    (
      "set-view-controllers-in-code.yaml",
      #"""
title: setViewControllers in code and in a segue's perform
about: >
  The same call as the setViewControllers step, written as the app writes it (N-16): in a
  code step and in a custom segue's perform block (real-swift-replace-stack-segue.yaml does
  it in Swift). Assigning viewControllers is the form without animation. Each plays the one transition the new top chooses: a push when it is new to the
  stack, a pop when it is below the top, none when it is the top already. When the
  controllers below the top hear willMove and didMove is inferred (Q-30) [I].
root:
  navigation: Nav
  stack: [Home, List, Detail]
steps:
  - code: |
      Nav.setViewControllers([Home, Checkout], animated: true)   // Checkout is new: a push
    note: List and Detail leave the stack; only Detail and Checkout hear appearance callbacks.
  - code: |
      Nav.viewControllers = [Home]                                // Home is below: a pop, not animated
  - segue: Welcome
    from: Home
    kind: custom
    perform: |
      source.parent.setViewControllers([source, destination], animated: true)

"""#
    ),
    (
      "set-view-controllers.yaml",
      #"""
title: Replacing a navigation stack with setViewControllers
about: >
  setViewControllers(_:animated:) swaps a navigation controller's whole stack in one call
  (N-16). UIKit runs a single transition, chosen by the new top: a push when the new top is
  new to the stack, a pop when it is already in the stack below the top. Only the old and the
  new top hear appearance callbacks; the controllers below join or leave the stack with their
  containment callbacks, and exactly when those fire is not documented (Q-30, inferred [I]).
  Apple's own example turns A, B, C into D, A, B, which is shown as a pop to B.
root:
  navigation: Nav
  stack: [A, B, C]
steps:
  - setViewControllers: [D, A, B]
    note: Apple's example; B is in the stack already, so this is a pop.
  - setViewControllers: [Home, Results]
    note: Results is new, so this is a push; A, B and D leave the stack.
  - setViewControllers: [Start, Results]
    animated: false
    note: Results stays on top, so no transition runs; only the root changes.

"""#
    ),
    (
      "share-sheet-ipad.yaml",
      #"""
title: A share sheet on an iPad
about: >
  UIActivityViewController chooses its own presentation: in regular width it is a popover
  whatever style the app set, and without an anchor UIKit raises NSGenericException. With an
  anchor it appears at it, animated by the popover's own animation controller.
device: ipad-pro-11
root:
  navigation: PhotosNav
  stack: [Photos]
steps:
  - present: { vc: Share, class: UIActivityViewController, preferredContentSize: [320, 420] }
    from: Photos
    note: No anchor.
  - present: { vc: ShareSheet, class: UIActivityViewController, preferredContentSize: [320, 420] }
    from: Photos
    anchor: { sourceView: Photos, sourceRect: [700, 20, 44, 44] }
  - dismiss: ShareSheet

"""#
    ),
    (
      "sheet-detents.yaml",
      #"""
title: A medium sheet growing to large, with a grabber
about: >
  Since iOS 15 a sheet can rest at detents. This one starts at the medium detent with a
  grabber; medium is also its largest undimmed detent, so nothing dims the list behind it
  and the list stays interactive. Dragging it to large brings the dimming back, pushes the
  root back, and tells the sheet's delegate; setting the detent back in code does not.
root:
  navigation: MapsNav
  stack: [Map]
steps:
  - present: Places
    from: Map
    style: pageSheet
    sheet:
      detents: [medium, large]
      selected: medium
      largestUndimmed: medium
      grabber: true
  - detent: large
    on: Places
    interactive: true
    note: The user drags the grabber up.
  - detent: medium
    on: Places
    note: The app sets selectedDetentIdentifier inside animateChanges.
  - dismiss: Places
    interactive: cancelled
    note: The user drags the sheet down but lets go too early.
  - dismiss: Places

"""#
    ),
    (
      "sheet-edge-attached.yaml",
      #"""
title: Edge-attached sheets in landscape take the safe area's width
about: >
  In compact height a sheet normally covers the whole window (M-4). With
  prefersEdgeAttachedInCompactHeight it stays attached to the bottom edge, as wide as the
  safe area between the side insets rather than the window (M-15); with
  widthFollowsPreferredContentSizeWhenEdgeAttached it takes its preferredContentSize width.
device: iphone-15
orientation: landscape
root:
  navigation: NotesNav
  stack: [Notes]
steps:
  - present: Share
    from: Notes
    style: pageSheet
    sheet:
      detents: [medium, large]
      grabber: true
      edgeAttachedInCompactHeight: true
  - dismiss: Share
  - present:
      vc: Picker
      preferredContentSize: [400, 300]
    from: Notes
    style: pageSheet
    sheet:
      edgeAttachedInCompactHeight: true
      widthFollowsPreferredContentSizeWhenEdgeAttached: true

"""#
    ),
    (
      "sheet-inset-ios26.yaml",
      #"""
title: An iOS 26 sheet, inset at medium, under another sheet
about: >
  On iOS 26 a partial-height iPhone sheet is inset: its card keeps the full-width frame and
  its UIDropShadowView gets a scale transform that leaves about 8 pt at the sides and the
  bottom (M-13, a formula derived from decompiled UIKit). A second sheet on top hides the
  first sheet's grabber (M-14) and, at its large detent, pushes the lower card back (M-11,
  inferred numbers). Dragged to large, the first card loses its inset.
device: iphone-15
ios: 26
root:
  navigation: MapsNav
  stack: [Map]
steps:
  - present: Places
    from: Map
    style: pageSheet
    sheet:
      detents: [medium, large]
      selected: medium
      grabber: true
  - present: Filters
    from: Places
    style: pageSheet
  - dismiss: Filters
  - detent: large
    on: Places
    interactive: true
    note: The user drags the grabber up.

"""#
    ),
    (
      "sheet-landscape.yaml",
      #"""
title: A sheet on a phone in landscape
about: >
  In compact height (an iPhone 15 in landscape) a page sheet stays a sheet: the same
  _UIPageSheetPresentationController lays its card over the whole window and the presenter's
  view stays underneath, so the presenter hears nothing. Apple's style pages say a sheet
  behaves "the same as fullScreen" there; the sheet API and UIKit's code keep the sheet
  controller, and so does TransitionScope (Q-18). Turning to portrait makes it a card that
  pushes the root back; turning back covers the window again. The user then swipes it away,
  which the adaptive delegate hears.
orientation: landscape
root:
  navigation: NotesNav
  stack: [Notes]
steps:
  - present: { navigation: EditorNav, stack: [Editor] }
    from: Notes
    style: pageSheet
  - rotate: portrait
  - rotate: landscape
  - dismiss: EditorNav
    interactive: completed
    note: The user swipes the sheet down and lets it go.

"""#
    ),
    (
      "sheet-navigation-bar.yaml",
      #"""
title: A navigation controller in a sheet has a 56-pt bar
about: >
  A UINavigationController presented as a page or form sheet card gets a navigation bar 56 pt
  tall at the top of the card, 12 pt taller than the 44-pt bar of a full-screen
  presentation (N-17). A real iPhone dump of iOS 14–16 shows it; on iPad the value is
  inferred, and iOS 26's is not in any source (Q-26). The same navigation controller is
  presented as a page sheet, dismissed, then presented full screen.
root:
  navigation: InboxNav
  stack: [Inbox]
steps:
  - present: { navigation: ComposeNav, stack: [Compose] }
    from: Inbox
    style: pageSheet
    note: The card's bar is 56 pt; Compose's safe area starts below it.
  - dismiss: ComposeNav
  - present: ComposeNav
    from: Inbox
    style: fullScreen
    note: Full screen, the same controller gets the usual 44-pt bar below the status bar.

"""#
    ),
    (
      "sheet-stack-pushback.yaml",
      #"""
title: A stack of sheets pushing cards back
about: >
  A sheet at its large detent in compact width and regular height pushes back what it came up
  over: the root wrapper's UIDropShadowView first, then, when a second sheet comes up from
  the first, the first card's UIDropShadowView. recursiveDescription prints the scaled frame
  and the transform. A third sheet at the medium detent pushes nothing back. The numbers
  come from one published dump (scale 0.8727, ty −23.7) and are used on every device.
root:
  tab: Tabs
  tabs:
    - navigation: InboxNav
      stack: [Inbox]
    - Settings
steps:
  - present: { navigation: MessageNav, stack: [Message] }
    from: Inbox
    style: pageSheet
  - present: Reply
    from: Message
    style: pageSheet
  - present: Emoji
    from: Reply
    style: formSheet
    sheet:
      detents: [medium, large]
      grabber: true
  - dismiss: Reply
    note: Reply presents Emoji, so this dismisses Emoji (D-2).
  - dismiss: Tabs
    note: Tabs presents MessageNav, so both remaining sheets go and the push-back with them.

"""#
    ),
    (
      "show-split.yaml",
      #"""
title: show and showDetail in a split view, both widths
about: >
  show and showDetail ask the nearest container that overrides them. In regular width a
  split view installs a showDetail controller as its secondary column; in compact width the
  collapsed split turns it into a show, which the navigation controller turns into a push.
device: ipad-pro-11
orientation: landscape
root:
  split: Split
  primary:
    navigation: ListNav
    stack: [List]
  secondary: Placeholder
steps:
  - showDetail: Item1
    from: List
  - show: Filters
    from: List
    note: The navigation controller catches show first, so it pushes.
  - multitasking: one-third
  - showDetail: Item2
    from: Filters

"""#
    ),
    (
      "show-without-container.yaml",
      #"""
title: show from a tab child without a navigation controller
about: >
  A tab bar controller overrides neither show nor showDetail, so from a plain tab child
  the default implementation presents the controller modally. From inside a navigation
  controller, show pushes but showDetail still presents.
root:
  tab: Tabs
  tabs:
    - Settings
    - navigation: FeedNav
      stack: [Feed]
steps:
  - show: About
    from: Settings
  - dismiss: About
  - select: FeedNav
  - show: Post
    from: Feed
  - showDetail: Photo
    from: Post

"""#
    ),
    (
      "split-collapse-delegate.yaml",
      #"""
title: A classic split's delegate keeps the primary when it collapses
about: >
  A classic split view controller asks its delegate splitViewController(_:collapseSecondary:onto:)
  at every collapse. This delegate returns true, so nothing is pushed: the list stays on top,
  at launch on a compact iPhone and again after a rotation round trip on a Max-size phone.
  Without the delegate (collapseSecondary: none, the default) the navigation primary pushes
  the detail instead, as in split-launch-iphone.yaml.
device: iphone-11-pro-max
root:
  split: Split
  collapseSecondary: handled
  primary:
    navigation: ListNav
    stack: [List]
  secondary: Detail
steps:
  - rotate: landscape
    note: Regular width on a Max-size phone in landscape; the split shows both columns.
  - rotate: portrait
    note: Compact again; the delegate is asked and keeps the list on top.

"""#
    ),
    (
      "split-compact-column-iphone.yaml",
      #"""
title: A triple-column split on an iPhone, with a compact column
about: >
  A column-style split may name a controller for the compact column. Collapsed, that
  controller is what shows, and the other columns stay off screen: nothing is moved onto the
  primary's stack (SV-9). Here the compact column is a tab bar controller, a common way to
  give an iPhone its own interface. Rotating a Max-size phone to regular width shows the
  three columns instead, and the compact column's controllers leave the window.
device: iphone-15-pro-max
ios: 17
root:
  split: Mail
  style: tripleColumn
  primary: Mailboxes
  supplementary: Messages
  secondary: Message
  compact:
    tab: PhoneTabs
    tabs:
      - navigation: InboxNav
        stack: [Inbox]
      - Settings
steps:
  - rotate: landscape
    note: Regular width; the columns show and the compact column leaves the screen.
  - rotate: portrait
    note: Compact again; the compact column comes back (SV-9).

"""#
    ),
    (
      "split-double-column.yaml",
      #"""
title: A double-column split on an iPad
about: >
  Since iOS 14 a split made with init(style: .doubleColumn) has columns instead of a master
  and a detail (SV-8). Each column holds a navigation controller: here the app sets plain
  controllers, so UIKit creates a navigation controller for each, shown as Split.primary and
  Split.secondary. In landscape both columns show side by side. hide(.primary) takes the
  sidebar away; in portrait only the secondary shows, and show(.primary) slides the sidebar
  over it instead of beside it. The column styles' default display modes are not in the
  sources; the model follows the classic split's (SV-5) and says so (Q-22).
device: ipad-pro-11
orientation: landscape
ios: 17
root:
  split: Split
  style: doubleColumn
  primary: { vc: Sidebar, viewClass: UICollectionView }
  secondary: Detail
steps:
  - hideColumn: primary
    note: The app calls hide(.primary); only the secondary is left (secondaryOnly).
  - showColumn: primary
    note: show(.primary) brings the sidebar back beside the secondary (oneBesideSecondary).
  - rotate: portrait
    note: Taller than wide, the default shows only the secondary (SV-5, SV-8).
  - showColumn: primary
    note: In portrait show(.primary) puts the sidebar over the secondary (oneOverSecondary).

"""#
    ),
    (
      "split-inspector-ios26.yaml",
      #"""
title: The iOS 26 inspector column
about: >
  iOS 26 adds an inspector column to column-style splits: a trailing column, hidden until
  the app calls show(.inspector) (SV-10). Showing it adds Info's navigation controller on
  the trailing edge and its controllers hear the appearance callbacks; hide(.inspector)
  takes it away again. Its width lies between minimumInspectorColumnWidth and
  maximumInspectorColumnWidth; the default used here is the model's, not UIKit's. Where a
  shown inspector goes when the split collapses is not in the sources (Q-22): the last step
  moves the scene to an iPhone and the explanation says that this is unknown.
device: ipad-pro-11
orientation: landscape
ios: 26
root:
  split: Split
  style: doubleColumn
  primary: Sidebar
  secondary: Detail
  inspector: Info
steps:
  - showColumn: inspector
    note: The app calls show(.inspector); the trailing column appears (SV-10).
  - hideColumn: inspector
    note: hide(.inspector) takes it away again.
  - showColumn: inspector
  - device: iphone-15
    note: Compact width; the split collapses, and what happens to the inspector is unknown.

"""#
    ),
    (
      "split-launch-iphone.yaml",
      #"""
title: A split view launched on an iPhone shows the detail
about: >
  A split view controller is born with two columns, but on an iPhone its window is compact
  when it first appears, so it collapses before the first frame (SV-6). With no delegate, a
  navigation-controller primary pushes the secondary onto its own stack (SV-2), so the
  detail, not the list, is what the user sees first, and the list's view is never loaded.
  Rotating a Max-size phone makes the width regular: the primary pops the detail back into
  its column. Rotating back collapses it again, to the same state the app launched in. The
  views are UIKit's own split classes: _UISplitViewControllerPanelImplView holding a
  _UIPanelControllerContentView (SV-7), seen in real dumps.
device: iphone-11-pro-max
root:
  split: Split
  primary:
    navigation: ListNav
    stack: [List]
  secondary: Detail
steps:
  - rotate: landscape
    note: Regular width on a Max-size phone in landscape; the split expands (SV-1, SV-2).
  - rotate: portrait
    note: Compact again; the state equals the launch state (SV-6).

"""#
    ),
    (
      "split-multitasking.yaml",
      #"""
title: A split view collapses in Slide Over width
about: >
  A split view controller shows two columns while its width is regular and collapses in
  compact width: a navigation-controller primary pushes the secondary onto its own stack.
  Narrowing the iPad app to one third of the screen is such a change; widening it again
  separates the secondary back into its column.
device: ipad-pro-11
orientation: landscape
root:
  split: Split
  primary:
    navigation: MasterNav
    stack: [Folders]
  secondary: Detail
steps:
  - multitasking: one-third
  - multitasking: full

"""#
    ),
    (
      "split-portrait-ipad.yaml",
      #"""
title: A split view in iPad portrait shows only the detail
about: >
  On a full-screen iPad a classic split view's default display mode depends on the window's
  shape (SV-5): in portrait only the secondary shows, across the whole width, and the primary
  slides over it on demand; in landscape the primary sits beside it, at most 320 pt wide.
  The size classes stay regular either way, so nothing collapses: only the primary's column
  comes and goes, with its appearance callbacks. Whether UIKit keeps the hidden primary's
  view in the window off screen is an open question (Q-21): the model takes it out [I].
device: ipad-pro-11
orientation: portrait
root:
  split: Split
  primary:
    navigation: ListNav
    stack: [List]
  secondary: Detail
steps:
  - rotate: landscape
    note: Landscape shows both columns (oneBesideSecondary).
  - rotate: portrait
    note: Portrait hides the primary again (secondaryOnly).

"""#
    ),
    (
      "split-set-column.yaml",
      #"""
title: setViewController(_:for:) on a column-style split, expanded and collapsed
about: >
  Each column of a column-style split holds a navigation controller (SV-8). Setting a
  controller that is not one for the secondary column does not replace the column: UIKit
  pushes it onto the secondary's navigation stack, which Apple confirmed as expected in a
  reply to a bug report, so Back returns to the old detail. For the other columns the
  sources are silent; TransitionScope makes the new controller the column's whole stack
  [I]. The call has no animated: parameter, so the push is shown without animation [I].
  Collapsed on a compact iPhone window the secondary's stack sits on the primary's
  navigation controller (SV-9), so the push lands there and goes back to its column when
  the split expands [I: Q-22].
device: iphone-15-pro-max
ios: 17
root:
  split: Mail
  style: doubleColumn
  primary: Mailboxes
  secondary: Message
steps:
  - setViewController: Reply
    column: secondary
    note: Collapsed; Reply lands on the primary's stack above Message.
  - rotate: landscape
    note: Regular width; Message and Reply go back to the secondary column, Reply on top.
  - setViewController: Draft
    column: secondary
    on: Mail
    note: Expanded; Draft is pushed onto Mail.secondary, above Reply.
  - setViewController: Folders
    column: primary
    note: The primary's stack becomes Folders alone [I].

"""#
    ),
    (
      "split-triple-collapsed-iphone.yaml",
      #"""
title: A triple-column split on an iPhone, without a compact column
about: >
  On an iPhone the window is compact, so a column-style split collapses before its first
  display (SV-9). With no compact column it collapses into the primary column's navigation
  stack: the supplementary's and the secondary's controllers join the primary's stack after
  its own, so the message, the secondary, is on top, as a classic split shows its detail
  (SV-6). UIKit's proposed top column and the order of the joined stack are inferred: the
  sources do not give them (Q-22). Rotating a Max-size phone makes the width regular and
  hands each controller back to its column; rotating back collapses the split again.
device: iphone-15-pro-max
ios: 17
root:
  split: Mail
  style: tripleColumn
  primary: Mailboxes
  supplementary: Messages
  secondary:
    navigation: MessageNav
    stack: [Message]
steps:
  - rotate: landscape
    note: Regular width; the split expands and the columns get their controllers back.
  - rotate: portrait
    note: Compact again; the same collapse as at launch (SV-9).

"""#
    ),
    (
      "split-triple-column-ipad.yaml",
      #"""
title: A triple-column split on an iPad
about: >
  init(style: .tripleColumn) adds a supplementary column between the primary and the
  secondary, as Mail shows mailboxes, then messages, then a message (SV-8). The secondary
  column is the app's own navigation controller, so UIKit keeps it; the other two get
  navigation controllers UIKit creates. In a wide window all three show
  (twoBesideSecondary); hiding the primary leaves two (oneBesideSecondary). Turned to
  portrait, only the secondary shows, and show(.supplementary) slides that column over it.
  Which of these UIKit picks by default for three columns is an open question (Q-22).
device: ipad-pro-12.9
orientation: landscape
ios: 17
root:
  split: Mail
  style: tripleColumn
  primary: Mailboxes
  supplementary: { vc: Messages, viewClass: UITableView }
  secondary:
    navigation: MessageNav
    stack: [Message]
steps:
  - hideColumn: primary
    note: hide(.primary) leaves the supplementary and the secondary.
  - rotate: portrait
    note: Taller than wide, only the secondary shows (SV-5 by analogy, Q-22).
  - showColumn: supplementary
    note: show(.supplementary) slides the message list over the message (oneOverSecondary).

"""#
    ),
    (
      "stacked-sheets.yaml",
      #"""
title: Sheets stacked on sheets
about: >
  To show a sheet over a sheet you present from the sheet: each presentation gets its own
  window-level container, and every presenter stays appeared. Presenting from the root
  again while a sheet is up is refused. Dismissing from the bottom takes both away; only
  the top one animates.
root:
  navigation: RootNav
  stack: [Home]
steps:
  - present: { navigation: FirstNav, stack: [First] }
    from: Home
    style: pageSheet
  - present: Second
    from: Home
    note: Home's presenter is RootNav, which is already presenting.
  - present: Second
    from: First
    style: pageSheet
  - dismiss: RootNav
    note: RootNav presents FirstNav, so everything above it goes.

"""#
    ),
    (
      "tab-bar-hidden.yaml",
      #"""
title: Hiding the tab bar with isTabBarHidden (iOS 18)
about: >
  iOS 18 gives UITabBarController isTabBarHidden and setTabBarHidden(_:animated:), which hide
  whichever tab bar is active: the bottom UITabBar on an iPhone, the floating bar on an iPad
  (TB-12). Unlike hidesBottomBarWhenPushed (N-8) nothing is pushed: no controller is added,
  moved or told it appears; only the bar leaves the window and the selected tab's safe area
  grows. That no appearance callbacks fire is inferred [I]. The tab controller here starts
  with the bar hidden (tabBarHidden on the controller), then shows and hides it again.
ios: 18
root:
  tab: Tabs
  tabBarHidden: true
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Search
steps:
  - tabBarHidden: false
    note: The app calls setTabBarHidden(false, animated true); the bar comes back.
  - select: Search
  - tabBarHidden: true
    tab: Tabs

"""#
    ),
    (
      "tab-bar-ipad-ios18.yaml",
      #"""
title: The iPadOS 18 tab bar going narrow
about: >
  From iPadOS 18 a tab bar controller in a regular-width window hosts its tabs in a
  _UITabContainerView (a floating tab bar at the top, or a sidebar) and shows no bottom
  UITabBar. Narrow the window to a third of the screen and the width turns compact: the
  classic bottom bar comes back. Widen it again and the floating bar returns. The views
  inside _UITabContainerView are in no published dump, so they are not drawn.
device: ipad-pro-11
orientation: landscape
ios: 18
root:
  tab: Tabs
  tabs:
    - navigation: LibraryNav
      stack: [Library]
    - navigation: SearchNav
      stack: [Search]
steps:
  - select: SearchNav
  - multitasking: one-third
  - multitasking: full

"""#
    ),
    (
      "tab-bar-minimize-ios26.yaml",
      #"""
title: The iOS 26 tab bar minimizing, and its bottom accessory
about: >
  iOS 26 lets a tab bar controller minimize its bar while the content scrolls
  (tabBarMinimizeBehavior, iPhone only) and give it a bottom accessory (a UITabAccessory,
  such as a mini player) that sits above the bar, or inline with the minimized bar (TB-13).
  Both change the bar's geometry only: no controller is added, moved or told it appears, so
  these steps have no events [I]. The classes and frames of the iOS 26 tab bar's views and of
  the accessory's host are in no source (Q-26): the picture keeps the UITabBar as drawn
  before and does not draw the accessory.
ios: 26
root:
  tab: Tabs
  minimizeBehavior: onScrollDown
  bottomAccessory: NowPlayingView
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Search
steps:
  - scroll: down
    note: The user scrolls the feed; the bar minimizes and the accessory goes inline.
  - scroll: up
    note: Scrolling back up expands the bar; the accessory returns above it.
  - bottomAccessory: null
    note: setBottomAccessory(nil, animated true) removes it.

"""#
    ),
    (
      "tab-groups-ios18.yaml",
      #"""
title: UITab, UITabGroup and selectedTab (iOS 18)
about: >
  From iOS 18 a tab bar controller can be built from UITab objects: each tab's
  view-controller provider returns the controller shown for it, and a UITabGroup gathers child
  tabs into a section of the iPad sidebar (TB-11). mode tabSidebar shows a tab bar or a
  sidebar on iPad and the regular tab bar on an iPhone, as here. By default the tab bar
  controller changes its view controller only for root tabs, so every child tab of a group
  shows the group's controller: LibraryNav stands for Albums and Artists. When UIKit calls a
  provider is not documented [I].
ios: 18
root:
  tab: Tabs
  mode: tabSidebar
  selectedTab: Albums
  tabs:
    - navigation: HomeNav
      stack: [Home]
    - navigation: LibraryNav
      stack: [Library]
      tabGroup: [Albums, Artists]
    - Search
steps:
  - selectedTab: Artists
    note: Another child tab of the same group; LibraryNav is already shown.
  - selectedTab: Search
    note: A root tab; the usual tab switch (TB-3).
  - selectedTab: Albums
    tab: Tabs
    note: Back to a child tab; its group's controller LibraryNav appears.

"""#
    ),
    (
      "tab-switch.yaml",
      #"""
title: Switch tabs in a tab bar controller
about: >
  A tab bar controller keeps only the selected child's view in the window. Switching tabs is
  not animated by default, and its callbacks come in a different order from a push: the new
  tab hears viewWillAppear before the old one hears viewWillDisappear.
root:
  tab: Tabs
  tabs:
    - navigation: FeedNav
      stack: [Feed]
    - Search
    - Profile
steps:
  - select: Search
    note: The user taps the second tab for the first time, so its view loads.
  - select: 0
    tab: Tabs
    note: Back to the first tab; its views are still loaded.

"""#
    ),
    (
      "transition-styles.yaml",
      #"""
title: Transition styles as what they do to the views
about: >
  modalTransitionStyle chooses UIKit's own animation (M-8), and each one changes different
  values mid-flight. coverVertical (every other scene) slides the presented view up and back
  down (MT-1). crossDissolve fades alpha both ways (MT-2). flipHorizontal turns the page over
  and partialCurl curls it up; Core Animation draws those two and no view dump shows values in
  between, so the transforms here are flat stand-ins, marked inferred in every explanation
  (MT-3, MT-4). Over a translucent overFullScreen view the presenter stays where it is and
  does not fade.
root:
  navigation: FeedNav
  stack: [Feed]
steps:
  - present: Info
    from: Feed
    style: fullScreen
    transition: crossDissolve
    note: The presented view fades in while the presenter's view fades out.
  - dismiss: Info
    note: The same cross-fade backwards.
  - present: { vc: Back, modalTransitionStyle: flipHorizontal }
    from: Feed
    style: fullScreen
    note: Back is on the back of the page; half-way both sides are edge-on.
  - dismiss: Back
  - present: Map
    from: Feed
    style: fullScreen
    transition: partialCurl
    note: partialCurl needs fullScreen from a full-screen presenter, or UIKit raises (M-8).
  - dismiss: Map
    note: The curled page unfurls back on top of Map.
  - present: { vc: Lightbox, background: translucent }
    from: Feed
    style: overFullScreen
    transition: crossDissolve
    note: An over style leaves the presenter's view outside the container; only Lightbox fades.
  - dismiss: Lightbox

"""#
    ),
    (
      "unwind.yaml",
      #"""
title: Unwind through a presentation and a navigation stack
about: >
  An unwind segue searches outward from its source: the controller it was presented from,
  else its parent, looking into sibling branches before each stop. Once it finds the
  destination, presenters dismiss and navigation controllers pop until it is on screen.
root:
  navigation: ShopNav
  stack: [Catalog]
steps:
  - push: Product
  - push: Reviews
  - present: { navigation: WriteNav, stack: [Write] }
    from: Reviews
    style: fullScreen
  - push: Preview
    on: WriteNav
  - unwind: Catalog
    from: Preview

"""#
    ),
    (
      "window-size.yaml",
      #"""
title: A window no device preset has
about: >
  'window' gives the window's size in portrait points when no preset of `tscope devices`
  has it, as in an old dump's 320 × 568 screen. The bars, safe areas and idiom stay those of
  'device'; here the iPhone SE's status bar and its home button. tscope explain --scene
  writes this key when it rebuilds a dump whose window matches no preset.
device: iphone-se
window: [320, 568]
root:
  navigation: Nav
  stack: [Home]
steps:
  - push: Detail
  - rotate: landscape

"""#
    ),
    (
      "zoom-dismiss.yaml",
      #"""
title: Dismissing a zoomed presentation (iOS 18)
about: >
  A controller presented with a zoom goes back the same way: dismiss(animated:) and the
  user's drag zoom it back into the source view, which UIKit asks the provider for again and
  hides until the zoom ends; the callbacks keep the dismissal order (N-15). Which modal styles
  take the zoom is an open question where sources differ (Q-24): TransitionScope zooms
  fullScreen, overFullScreen, pageSheet and formSheet presentations; a popover keeps its own
  animation. The views the zoom inserts are unknown, so none are drawn.
ios: 18
root: { vc: Albums, views: [UICollectionView, UIImageView] }
steps:
  - present: { vc: Cover, preferredTransition: zoom, zoomSource: UIImageView }
    from: Albums
    style: fullScreen
  - dismiss: Cover
    interactive: cancelled
    note: The user drags the cover down a little and lets go; it springs back.
  - dismiss: Cover
    note: dismiss(animated:) zooms it back into the image view.
  - present: { vc: Notes, preferredTransition: zoom, zoomSource: UIImageView }
    from: Albums
    style: pageSheet
    note: A page sheet takes the zoom too (Q-24).
  - dismiss: Notes
    interactive: completed
    note: The user swipes the sheet away; it zooms back.
  - present: { vc: Info, preferredTransition: zoom, zoomSource: UIImageView }
    from: Albums
    style: popover
    source: Albums
    note: A popover keeps its own animation (Q-24).

"""#
    ),
    (
      "zoom-drag-back.yaml",
      #"""
title: Dragging a zoomed photo back (iOS 18)
about: >
  A controller pushed with a zoom is dragged back by hand. The way back is the zoom's own
  dismiss interaction, not the edge-swipe parallax: no _UIParallaxDimmingView, no view parked
  at -0.3 x width, and the grid's image view stays hidden while the finger moves (N-14).
  Released early, the pop is cancelled with the callbacks of an abandoned swipe (N-6) and the
  image view shows again; dragged far enough, it finishes as a zoom pop (N-13).
ios: 18
root:
  navigation: PhotosNav
  stack: [{ vc: Grid, views: [UICollectionView, UIImageView] }]
steps:
  - push: { vc: Photo, preferredTransition: zoom, zoomSource: UIImageView }
  - pop: PhotosNav
    interactive: cancelled
    note: The user drags the photo down a little and lets go.
  - pop: PhotosNav
    interactive: completed
    note: This time the user drags it far enough.

"""#
    ),
    (
      "zoom-push.yaml",
      #"""
title: A zoom push and a zoom present (iOS 18)
about: >
  With preferredTransition = .zoom a pushed controller grows out of a view of the screen it
  comes from. UIKit swaps the slide for _UIZoomTransitionController, which is both animator
  and interaction controller; the callbacks keep the push order; the source view is hidden
  while the zoom runs. No published dump shows the views the zoom puts in between, so the
  tree shows none. A swipe during the zoom is an interrupted push: it completes, then pops.
ios: 18
root:
  navigation: PhotosNav
  stack: [{ vc: Grid, views: [UICollectionView, UIImageView] }]
steps:
  - push: { vc: Photo, preferredTransition: zoom, zoomSource: UIImageView }
  - pop: PhotosNav
  - push: Photo
    interrupted: true
    note: The user drags the photo back while it is still zooming in.
  - present: { vc: Viewer, preferredTransition: zoom, zoomSource: UIImageView }
    from: Grid
    style: fullScreen
    note: A zoom works for presentations too; the callbacks keep the present order.
  - dismiss: Viewer

"""#
    ),
  ]

  /// Scenes/*.swift, the scenes' `swift:` files, by file name.
  static let swiftFiles: [(name: String, text: String)] = [
    (
      "AppBaseClasses.swift",
      #"""
import UIKit

/// The app's own base classes. Every sheet of the app dims what is behind it, and every
/// animator of the app adds the presented view and completes the same way; subclasses
/// override only what differs (SheetTransition.swift).
class DimmingPresentationController: UIPresentationController {
  private(set) lazy var dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
    view.alpha = 0
    return view
  }()

  /// How dark the dimming gets; a subclass may say otherwise.
  var dimmedAlpha: CGFloat { 1 }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
      self?.dimmingView.alpha = self?.dimmedAlpha ?? 1
    })
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed {
      dimmingView.removeFromSuperview()
    }
  }
}

class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  let duration: TimeInterval

  init(presenting: Bool, duration: TimeInterval = 0.35) {
    self.isPresenting = presenting
    self.duration = duration
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard isPresenting, let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
  }

  func finish(_ transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}

"""#
    ),
    (
      "AppMembers.swift",
      #"""
import UIKit

/// A list whose row handler pushes the item it is handed, and whose back button pops it.
final class ListViewController: UIViewController {
  func showDetails(for item: UIViewController) {
    guard let nav = navigationController else { return }
    nav.pushViewController(item, animated: true)
  }

  func closeDetails() {
    guard let nav = navigationController else { return }
    nav.popViewController(animated: true)
  }
}

/// A shell that shows one child at a time: setting `current` swaps the child in its observers,
/// and its own addChild(_:) does the rest of the containment for every child it is given.
final class ShellViewController: UIViewController {
  var current: UIViewController? {
    willSet {
      guard newValue !== current else { return }
      current?.willMove(toParent: nil)
    }
    didSet {
      oldValue?.view.removeFromSuperview()
      oldValue?.removeFromParent()
      if let current {
        addChild(current)
      }
    }
  }

  /// Every child added to the shell gets its view at once; UIKit's own addChild links it.
  override func addChild(_ child: UIViewController) {
    super.addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

extension UIViewController {
  /// Containment in one call, on any controller.
  func embed(_ child: UIViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

"""#
    ),
    (
      "AppearanceCountSegue.swift",
      #"""
import UIKit

/// A custom segue that tells the source itself that it disappears while the destination
/// slides over it. A helper begins the transition again, nested: UIKit counts the calls, so
/// viewDidDisappear waits for the second end.
final class CoverSegue: UIStoryboardSegue {
  override func perform() {
    source.beginAppearanceTransition(false, animated: true)
    prepareCover()
    source.present(destination, animated: true) {
      self.source.endAppearanceTransition()
      self.source.endAppearanceTransition()
    }
  }

  private func prepareCover() {
    destination.modalPresentationStyle = .overFullScreen
    source.beginAppearanceTransition(false, animated: true)
  }
}

/// The same segue with one end forgotten: the source stays disappearing.
final class ForgetfulCoverSegue: UIStoryboardSegue {
  override func perform() {
    source.beginAppearanceTransition(false, animated: true)
    source.beginAppearanceTransition(false, animated: true)
    destination.modalPresentationStyle = .overFullScreen
    source.present(destination, animated: true) {
      self.source.endAppearanceTransition()
    }
  }
}

"""#
    ),
    (
      "BottomSheetPresentation.swift",
      #"""
import UIKit

/// A bottom sheet: the presented controller sits in the lower part of the screen, a third of
/// it in landscape, over a dimming view. It keeps the dimming view and the sheet in place
/// through a rotation from viewWillTransition(to:with:), inside the rotation's animation.
final class BottomSheetPresentationController: UIPresentationController {
  private let dimmingView = UIView()

  private func sheetFrame(in size: CGSize) -> CGRect {
    let height = size.width > size.height ? size.height / 3 * 2 : size.height / 2
    return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    return sheetFrame(in: containerView.bounds.size)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      dimmingView.removeFromSuperview()
    }
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [weak self] _ in
      guard let self = self else { return }
      self.dimmingView.frame = CGRect(origin: .zero, size: size)
      self.presentedView?.frame = self.sheetFrame(in: size)
      self.presentedView?.layer.cornerRadius = size.width > size.height ? 0 : 16
    }, completion: nil)
  }
}

/// Vends the bottom sheet's presentation controller; UIKit's own animation slides it up.
final class BottomSheetTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

"""#
    ),
    (
      "BubbleReveal.swift",
      #"""
import UIKit

/// A circle that grows from the tapped button and reveals the presented screen: the bubble is
/// a plain UIView the animator makes itself and adds to the container.
final class BubbleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var origin = CGPoint(x: 196, y: 700)
  var bubbleColor = UIColor.systemIndigo

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let presentedView = transitionContext.view(forKey: .to) else { return }
    let bubble = UIView(frame: CGRect(x: 156, y: 660, width: 80, height: 80))
    bubble.backgroundColor = bubbleColor
    bubble.layer.cornerRadius = 40
    bubble.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
    containerView.addSubview(bubble)
    presentedView.alpha = 0
    containerView.addSubview(presentedView)
    UIView.animate(withDuration: 0.5, animations: {
      bubble.transform = CGAffineTransform(scaleX: 24, y: 24)
      presentedView.alpha = 1
    }) { _ in
      bubble.removeFromSuperview()
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The presented screen's delegate: the bubble on the way in, UIKit's own on the way out.
final class BubbleTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    BubbleRevealAnimator()
  }
}

"""#
    ),
    (
      "CancelledSwipe.swift",
      #"""
import UIKit

/// A swipe-down dismissal built on UIViewPropertyAnimator, the iOS 10 way: UIKit drives the
/// animator that interruptibleAnimator(using:) returns, and reverses it when the user lets go
/// too early. Nothing to undo by hand.
final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var runningAnimator: UIViewImplicitlyAnimating?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
    if let runningAnimator = runningAnimator {
      return runningAnimator
    }
    let sheetView = transitionContext.view(forKey: .from)!
    let animator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), dampingRatio: 1) {
        sheetView.transform = CGAffineTransform(translationX: 0, y: 700)
        sheetView.alpha = 0.6
      }
    animator.addCompletion { position in
      if position == .end {
        sheetView.removeFromSuperview()
      }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    runningAnimator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    runningAnimator = nil
  }
}

/// The same dismissal with UIView.animate: the percent-driven interaction runs the block back
/// on screen, but the view keeps what the block set. This completion forgets to put it back.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let photoView = transitionContext.view(forKey: .from) else { return }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn]) {
      photoView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      photoView.alpha = 0
    } completion: { _ in
      let finished = !transitionContext.transitionWasCancelled
      if finished {
        photoView.removeFromSuperview()
      }
      transitionContext.completeTransition(finished)
    }
  }
}

/// The percent-driven interaction controller both dismissals share. The photo screen sets it
/// before it dismisses and drives it from its own pan handler.
final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
  var inProgress = false
  var shouldComplete = false
}

final class PhotoViewController: UIViewController {
  var swipeInteraction: SwipeInteraction?

  @objc func handleSwipe(_ pan: UIPanGestureRecognizer) {
    guard let interaction = swipeInteraction else { return }
    let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      interaction.inProgress = true
      dismiss(animated: true, completion: nil)
    case .changed:
      interaction.shouldComplete = progress > 0.35 || pan.velocity(in: view).y > 900
      interaction.update(progress)
    case .ended, .cancelled:
      interaction.inProgress = false
      if interaction.shouldComplete && pan.state == .ended {
        interaction.finish()
      } else {
        interaction.cancel()
      }
    default:
      break
    }
  }
}

"""#
    ),
    (
      "CardPresentation.swift",
      #"""
import UIKit

/// Shows the presented controller as a card over the bottom half of the screen, on a dimming
/// view that fades in with the presentation and dismisses the card when tapped.
final class CardPresentationController: UIPresentationController {
  private let dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    view.alpha = 0
    return view
  }()

  override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped))
    dimmingView.addGestureRecognizer(tap)
  }

  @objc private func dimmingViewTapped() {
    presentedViewController.dismiss(animated: true)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    let bounds = containerView.bounds
    let height = bounds.height / 2
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    dimmingView.frame = containerView.bounds
    containerView.insertSubview(dimmingView, at: 0)
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed {
      dimmingView.removeFromSuperview()
    }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      dimmingView.removeFromSuperview()
    }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
    dimmingView.frame = containerView?.bounds ?? .zero
  }

}

/// The presented controller's transitioningDelegate: UIKit asks it for the presentation
/// controller; the card slides up with UIKit's own animation (no animator is vended).
final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

"""#
    ),
    (
      "CrossfadeSegue.swift",
      #"""
import UIKit

/// A storyboard segue that fades the destination in over the source, then presents it without
/// UIKit's own animation: the pattern of many custom-segue tutorials. It presents over the
/// full screen, so the source stays under the destination.
final class CrossfadeSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalPresentationStyle = .overFullScreen
    destination.view.alpha = 0
    UIView.animate(withDuration: 0.3, animations: {
      self.destination.view.alpha = 1
    }, completion: { _ in
      self.source.present(self.destination, animated: false, completion: nil)
    })
  }
}

/// A segue that pushes onto the source's navigation controller.
final class PushSegue: UIStoryboardSegue {
  override func perform() {
    guard let nav = source.navigationController else { return }
    nav.pushViewController(destination, animated: true)
  }
}

"""#
    ),
    (
      "Dashboard.swift",
      #"""
import UIKit

/// The app's first screen: a summary and a page of charts embedded as children, and a sign-up
/// flow offered once, in its own navigation controller.
final class DashboardViewController: UIViewController {
  private let summary = SummaryViewController()
  private lazy var charts = UIPageViewController(
    transitionStyle: .scroll, navigationOrientation: .horizontal)
  private var didOfferSignUp = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    addChild(summary)
    view.addSubview(summary.view)
    summary.view.frame = view.bounds
    summary.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    summary.didMove(toParent: self)

    addChild(charts)
    view.addSubview(charts.view)
    charts.view.frame = view.bounds
    charts.didMove(toParent: self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !didOfferSignUp else { return }
    didOfferSignUp = true
    let signUp = UIStoryboard(name: "Main", bundle: nil)
      .instantiateViewController(withIdentifier: "SignUpViewController")
    let nav = UINavigationController(rootViewController: signUp)
    nav.modalPresentationStyle = .fullScreen
    present(nav, animated: true)
  }
}

final class SummaryViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
  }
}

final class SignUpViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Create account"
  }
}

/// A profile screen written in a hurry: its header is told didMove(toParent:) before its view
/// is added, and its settings list is never told at all.
final class ProfileViewController: UIViewController {
  private let header = ProfileHeaderViewController()
  private let settings = UITableViewController(style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(header)
    header.didMove(toParent: self)
    view.addSubview(header.view)

    addChild(settings)
    view.addSubview(settings.view)
    settings.view.frame = view.bounds
  }
}

final class ProfileHeaderViewController: UIViewController {}

"""#
    ),
    (
      "FadeTransition.swift",
      #"""
import UIKit

/// A cross-fade used for both directions: the delegate tells it which one with `isPresenting`.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let isPresenting: Bool
  private let duration: TimeInterval = 0.35

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    if isPresenting {
      guard let toView = transitionContext.view(forKey: .to) else { return }
      toView.alpha = 0
      containerView.addSubview(toView)
      UIView.animate(withDuration: duration, animations: {
        toView.alpha = 1
      }) { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else { return }
      UIView.animate(withDuration: duration) {
        fromView.alpha = 0
      } completion: { _ in
        fromView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }
}

/// The presented controller's transitioningDelegate: one animator for each direction.
final class FadeTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    FadeAnimator(isPresenting: false)
  }
}

"""#
    ),
    (
      "FirstControllerDelegate.swift",
      #"""
import UIKit

/// The list at the bottom of the stack makes itself the navigation controller's delegate as
/// soon as its view loads, so every later push and pop asks it for an animator.
final class InboxViewController: UIViewController, UINavigationControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return operation == .push ? RiseAnimator() : nil
  }
}

/// Fades the pushed view in over the list.
final class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(withDuration: 0.25, animations: {
      toView.alpha = 1
    }, completion: { finished in
      transitionContext.completeTransition(finished)
    })
  }
}

/// A tab's first screen that makes itself the tab bar controller's delegate when it loads.
final class FeedViewController: UIViewController, UITabBarControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    self.tabBarController?.delegate = self
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return RiseAnimator()
  }
}

"""#
    ),
    (
      "InteractivePushDelegates.swift",
      #"""
import UIKit

/// Slides the pushed controller in from the right edge, and the popped one back out.
final class EdgeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    let container = transitionContext.containerView
    if operation == .push {
      container.addSubview(toView)
    } else if let fromView = transitionContext.view(forKey: .from) {
      container.insertSubview(toView, belowSubview: fromView)
    }
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toView.alpha = 1
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

/// The edge swipe that pops: it drives the pop while the finger is down.
final class EdgeSwipeInteractor: UIPercentDrivenInteractiveTransition {
  var isInteracting = false
  weak var navigationController: UINavigationController?

  @objc func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
    let progress = min(max(pan.translation(in: pan.view).x / 390, 0), 1)
    switch pan.state {
    case .began:
      isInteracting = true
      navigationController?.popViewController(animated: true)
    case .changed:
      update(progress)
    case .ended:
      isInteracting = false
      if progress > 0.5 {
        finish()
      } else {
        cancel()
      }
    default:
      isInteracting = false
      cancel()
    }
  }
}

/// Hands UIKit the interactor only while the edge swipe is under way.
final class CarefulNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let interactor = EdgeSwipeInteractor()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return EdgeSlideAnimator(operation: operation)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactor.isInteracting ? interactor : nil
  }
}

/// The same delegate with the check left out: it hands UIKit the interactor every time.
final class EagerNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let interactor = EdgeSwipeInteractor()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return EdgeSlideAnimator(operation: operation)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactor
  }
}

"""#
    ),
    (
      "Onboarding.swift",
      #"""
import UIKit

/// The app's home screen: it shows the onboarding once, the first time it appears.
final class HomeViewController: UIViewController {
  private var hasShownOnboarding = false

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .always
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !hasShownOnboarding else { return }
    hasShownOnboarding = true
    let onboarding = OnboardingViewController()
    onboarding.modalPresentationStyle = .fullScreen
    DispatchQueue.main.async {
      self.present(onboarding, animated: true)
    }
  }
}

final class OnboardingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

/// A half-modal: its own view is a dimmed, see-through backdrop for the card it holds.
final class FiltersViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    let card = UIView()
    card.layer.cornerRadius = 16
    view.addSubview(card)
  }
}

/// The half-modal's presentation controller: it asks UIKit to take the presenter's view away.
final class FiltersPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { true }
}

final class FiltersTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    FiltersPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

"""#
    ),
    (
      "OverlayPresentation.swift",
      #"""
import UIKit

/// A full-screen overlay, presented over the list with a custom presentation controller. It
/// was started from a full-screen template, so it keeps `shouldRemovePresentersView` true;
/// then the overlay was made see-through so the list would show behind it.
final class OverlayPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool {
    true
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  override func presentationTransitionWillBegin() {
    presentedView?.backgroundColor = UIColor.black.withAlphaComponent(0.4)
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// The overlay's transitioningDelegate: UIKit asks it for the presentation controller.
final class OverlayTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    OverlayPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

"""#
    ),
    (
      "PanToDismiss.swift",
      #"""
import UIKit

/// A dismissal a pan gesture drives through a UIPercentDrivenInteractiveTransition. The
/// animator must undo its work when the user lets go too early.
final class PanDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        fromView.transform = CGAffineTransform(translationX: 0, y: 600)
      },
      completion: { _ in
        if transitionContext.transitionWasCancelled {
          fromView.transform = .identity
        } else {
          fromView.removeFromSuperview()
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

"""#
    ),
    (
      "PhotoViewerPresentation.swift",
      #"""
import UIKit

/// A photo viewer over a black backdrop, with a toolbar of its own along the bottom. The
/// toolbar stays hidden while the photo moves and appears once it has landed.
final class PhotoViewerPresentationController: UIPresentationController {
  private let backdrop = UIView()
  private let toolbar = UIView()

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    backdrop.backgroundColor = .black
    backdrop.frame = containerView.bounds
    backdrop.alpha = 0
    containerView.insertSubview(backdrop, at: 0)

    toolbar.frame = CGRect(x: 0, y: containerView.bounds.height - 83, width: containerView.bounds.width, height: 83)
    toolbar.isHidden = true
    containerView.addSubview(toolbar)

    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.backdrop.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    toolbar.isHidden = !completed
  }

  override func dismissalTransitionWillBegin() {
    toolbar.isHidden = true
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.backdrop.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard completed else { return }
    backdrop.removeFromSuperview()
    toolbar.removeFromSuperview()
  }
}

final class PhotoViewerTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    PhotoViewerPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// The same viewer written for a zoom animator that was never hooked up: it hides the photo
/// until "the animator" reveals it, and lets UIKit take the gallery's view away.
final class ZoomReadyPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool {
    return true
  }

  override func presentationTransitionWillBegin() {
    // The zoom animator shows the real view once the snapshot has landed.
    presentedViewController.view.isHidden = true
  }
}

final class ZoomReadyTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
    ZoomReadyPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

"""#
    ),
    (
      "ReplaceStackSegue.swift",
      #"""
import UIKit

/// A segue that replaces the navigation stack with the source and the destination, dropping
/// whatever was between them: the "replace" segue of many onboarding flows.
final class ReplaceStackSegue: UIStoryboardSegue {
  override func perform() {
    guard let nav = source.navigationController else { return }
    nav.setViewControllers([source, destination], animated: true)
  }
}

/// The same without animation, by assigning the stack (Apple: the same as
/// setViewControllers(_:animated: false)).
final class ResetStackSegue: UIStoryboardSegue {
  override func perform() {
    guard let nav = source.navigationController else { return }
    nav.viewControllers = [destination]
  }
}

"""#
    ),
    (
      "SheetTransition.swift",
      #"""
import UIKit

/// A sheet over the bottom two thirds of the screen, built on the app's base classes
/// (AppBaseClasses.swift): the presentation controller keeps its base's dimming and changes
/// only the frame and how dark it dims; the animator calls its base to add the view, then
/// slides it.
final class SheetPresentationController: DimmingPresentationController {
  override var dimmedAlpha: CGFloat { 0.6 }

  override var frameOfPresentedViewInContainerView: CGRect {
    var frame = super.frameOfPresentedViewInContainerView
    frame.origin.y = frame.height / 3
    frame.size.height -= frame.origin.y
    return frame
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    presentedView?.layer.cornerRadius = 16
  }
}

final class SheetAnimator: BaseAnimator {
  override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    super.animateTransition(using: transitionContext)
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let sheet = transitionContext.view(forKey: key) else { return }
    let below = CGAffineTransform(translationX: 0, y: 600)
    if isPresenting {
      sheet.transform = below
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [.curveEaseOut],
      animations: {
        sheet.transform = self.isPresenting ? .identity : below
      },
      completion: { _ in
        self.finish(transitionContext)
      })
  }
}

final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    SheetPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SheetAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SheetAnimator(presenting: false, duration: 0.25)
  }
}

"""#
    ),
    (
      "SlidePushAnimator.swift",
      #"""
import UIKit

/// A navigation controller delegate whose push and pop slide with a UIViewPropertyAnimator.
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    switch operation {
    case .push: return SlideAnimator(pushing: true)
    case .pop: return SlideAnimator(pushing: false)
    default: return nil
    }
  }
}

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let pushing: Bool
  var offset: CGFloat { pushing ? 80 : -80 }

  init(pushing: Bool) {
    self.pushing = pushing
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    if pushing {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
    toView.transform = CGAffineTransform(translationX: offset, y: 0)
    toView.alpha = 0
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
    animator.addAnimations {
      toView.transform = .identity
      toView.alpha = 1
    }
    animator.addCompletion { position in
      transitionContext.completeTransition(position == .end)
    }
    animator.startAnimation()
  }
}

"""#
    ),
    (
      "SlideTabs.swift",
      #"""
import UIKit

/// The tab bar controller's delegate: every switch cross-fades, and while the user pans across
/// the tabs the fade follows the finger through the delegate's interaction controller.
final class PanTabsDelegate: NSObject, UITabBarControllerDelegate {
  let interactor = TabPanInteractor()

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CrossfadeTabAnimator()
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactor
  }
}

/// The same fade for taps only: no interaction controller, so UIKit runs the animator
/// without the finger even when the user pans.
final class TapTabsDelegate: NSObject, UITabBarControllerDelegate {
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return CrossfadeTabAnimator()
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return nil
  }
}

/// Fades the new tab in over the old one.
final class CrossfadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
      toView.alpha = 1
    } completion: { _ in
      toView.alpha = 1
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The pan across the tab bar controller's view: it starts the switch by setting
/// selectedIndex, and the finger then drives the fade.
final class TabPanInteractor: UIPercentDrivenInteractiveTransition {
  weak var tabBarController: UITabBarController?

  @objc func handlePan(_ pan: UIPanGestureRecognizer) {
    let progress = min(max(-pan.translation(in: pan.view).x / 320, 0), 1)
    switch pan.state {
    case .began:
      tabBarController?.selectedIndex += 1
    case .changed:
      update(progress)
    case .ended:
      if progress > 0.5 {
        finish()
      } else {
        cancel()
      }
    default:
      cancel()
    }
  }
}

"""#
    ),
    (
      "SnapshotZoom.swift",
      #"""
import UIKit

/// A zoom that animates a snapshot of the presented view, as many tutorials do, with two
/// mistakes left in: the snapshot is never removed, and the dismissal removes the from-view
/// even when the user lets go too early.
final class SnapshotZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    if presenting {
      guard let toView = transitionContext.view(forKey: .to),
        let snapshot = toView.snapshotView(afterScreenUpdates: true)
      else {
        transitionContext.completeTransition(false)
        return
      }
      snapshot.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      container.addSubview(toView)
      container.addSubview(snapshot)
      toView.isHidden = true
      UIView.animate(withDuration: 0.4, animations: {
        snapshot.transform = .identity
      }, completion: { _ in
        toView.isHidden = false
        // The mistake: `snapshot.removeFromSuperview()` is missing here.
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else { return }
      UIView.animate(withDuration: 0.4, animations: {
        fromView.alpha = 0
      }, completion: { _ in
        // The mistake: removed whether or not the user cancelled.
        fromView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
    }
  }
}

"""#
    ),
    (
      "SourceBadge.swift",
      #"""
import UIKit

/// Pins a "sent" badge over the screen that presents, by adding it to that screen's superview
/// (UIKit's wrapper around it), then fades the presented screen in over it.
final class SourceBadgeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.25
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let source = transitionContext.viewController(forKey: .from),
      let destination = transitionContext.view(forKey: .to)
    else { return }
    let badge = UILabel(frame: CGRect(x: 16, y: 24, width: 120, height: 32))
    badge.backgroundColor = .systemGreen
    source.view.superview?.addSubview(badge)
    destination.alpha = 0
    transitionContext.containerView.addSubview(destination)
    UIView.animate(withDuration: 0.25, animations: {
      destination.alpha = 1
    }) { _ in
      transitionContext.completeTransition(true)
    }
  }
}

/// The confirmation's transitioning delegate.
final class SourceBadgeTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SourceBadgeAnimator()
  }
}

"""#
    ),
    (
      "SwipeDownInteractor.swift",
      #"""
import UIKit

/// A pull-down dismissal with its own UIViewControllerInteractiveTransitioning: no
/// UIPercentDrivenInteractiveTransition. UIKit calls startInteractiveTransition(_:), never
/// the animator's animateTransition(using:); the pan handler below drives the context itself.
final class SwipeDownInteractor: NSObject, UIViewControllerInteractiveTransitioning {
  private var transitionContext: UIViewControllerContextTransitioning?
  private var animator: UIViewPropertyAnimator?

  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    self.transitionContext = transitionContext
    guard let fromView = transitionContext.view(forKey: .from) else { return }
    let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) {
      fromView.transform = CGAffineTransform(translationX: 0, y: 700)
    }
    animator.addCompletion { position in
      if position == .end {
        fromView.removeFromSuperview()
      } else {
        fromView.transform = .identity
      }
      transitionContext.completeTransition(position == .end)
    }
    animator.pauseAnimation()
    self.animator = animator
  }

  @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
    let translation = gesture.translation(in: gesture.view)
    let progress = max(0, min(1, translation.y / 400))
    switch gesture.state {
    case .changed:
      animator?.fractionComplete = progress
      transitionContext?.updateInteractiveTransition(progress)
    case .ended, .cancelled:
      if progress > 0.4 {
        transitionContext?.finishInteractiveTransition()
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      } else {
        animator?.isReversed = true
        transitionContext?.cancelInteractiveTransition()
        animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      }
    default:
      break
    }
  }
}

/// Vends the animator UIKit needs before it asks for an interaction controller, and the
/// interactor itself.
final class SwipeDownTransition: NSObject, UIViewControllerTransitioningDelegate {
  let interactor = SwipeDownInteractor()

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    SwipeDownAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    interactor
  }
}

/// The non-interactive animator: UIKit does not call it while the interactor drives.
final class SwipeDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.view(forKey: .from)?.removeFromSuperview()
    transitionContext.completeTransition(true)
  }
}

"""#
    ),
    (
      "WindowDimming.swift",
      #"""
import UIKit

/// A dark overlay behind a card, put straight into the key window so that it also covers the
/// tab bar. The animator never takes it out again: UIKit will not either.
final class WindowDimmingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let card = transitionContext.view(forKey: .to),
      let window = UIApplication.shared.keyWindow
    else { return }
    let overlay = OverlayView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    overlay.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    overlay.alpha = 0
    window.addSubview(overlay)
    transitionContext.containerView.addSubview(card)
    UIView.animate(withDuration: 0.3, animations: {
      overlay.alpha = 1
    }) { finished in
      transitionContext.completeTransition(finished)
    }
  }
}

/// The card's transitioning delegate.
final class WindowDimmingTransition: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    WindowDimmingAnimator()
  }
}

"""#
    ),
    (
      "ZoomFromPresenter.swift",
      #"""
import UIKit

/// Seed 002's mistake in real Swift: in an "over" presentation the presenter's view never
/// leaves the window (view(forKey: .from) is nil), yet this animator reaches for
/// fromVC.view and puts it into the container, which UIKit removes at the dismissal.
final class ZoomFromPresenterAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else { return }
    let containerView = transitionContext.containerView
    // "So the zoom has something behind it": the presenter's view goes into the container.
    containerView.addSubview(fromVC.view)
    containerView.addSubview(toView)
    toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    UIView.animate(withDuration: 0.4, animations: {
      toView.transform = .identity
    }, completion: { finished in
      transitionContext.completeTransition(finished)
    })
  }
}

"""#
    ),
    (
      "ZoomInSegue.swift",
      #"""
import UIKit

/// Zooms the destination up from a tenth of its size over the source: the custom segue of
/// many storyboard tutorials. It presents without UIKit's animation and animates the
/// destination's view itself once it is in the window.
class ZoomInSegue: UIStoryboardSegue {
  override func perform() {
    let destinationView = destination.view!
    destinationView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    destination.modalPresentationStyle = .fullScreen

    source.present(destination, animated: false) {
      UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: {
        destinationView.transform = .identity
      })
    }
  }
}

/// Dims the source to nothing before a cross-dissolve, and never brings it back.
class FadeThroughSegue: UIStoryboardSegue {
  override func perform() {
    destination.modalTransitionStyle = .crossDissolve
    destination.modalPresentationStyle = .overFullScreen
    UIView.animate(withDuration: 0.2, animations: {
      self.source.view.alpha = 0
    }) { _ in
      self.source.present(self.destination, animated: true)
    }
  }
}

"""#
    ),
  ]
}
