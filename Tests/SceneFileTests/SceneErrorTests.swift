import SceneFile
import Testing

@Test func errorDescriptionHasCompilerFormat() {
  let error = SceneError(path: "a/b.yaml", line: 3, column: 5, message: "oops")
  #expect(error.description == "a/b.yaml:3:5: error: oops")
}

@Test func yamlSyntaxErrorUsesYamsLocation() {
  #expect(
    errorLine("title: [a\nroot: A\n")
      == "s.yaml:2:5: error: YAML syntax error: did not find expected ',' or ']' "
      + "(while parsing a flow sequence started at line 1, column 8)")
  #expect(
    errorLine("title: a: b\n")
      == "s.yaml:1:9: error: YAML syntax error: mapping values are not allowed in this context")
}

@Test func secondDocumentIsAnError() {
  #expect(
    errorLine("title: T\nroot: A\n---\ntitle: U\n")
      == "s.yaml:3:1: error: a scene file holds one YAML document; found a second one")
}

@Test func duplicateYAMLKeyPointsAtTheRepeat() {
  #expect(
    errorLine("title: T\nroot: A\ntitle: U\n")
      == "s.yaml:3:1: error: duplicate key 'title' in a mapping (first used at line 1)")
}

@Test func wrongTypeNamesExpectedAndFound() {
  #expect(
    errorLine("title: [a, b]\nroot: A\n")
      == "s.yaml:1:8: error: expected a string for 'title', found a sequence")
  #expect(
    errorLine("title:\nroot: A\n") == "s.yaml:1:7: error: expected a string for 'title', found null"
  )
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - rotate: portrait\n    animated: yes\n")
      == "s.yaml:5:15: error: expected a boolean (true or false) for 'animated', found a string")
  #expect(
    errorLine("title: T\nroot: A\nios: seventeen\n")
      == "s.yaml:3:6: error: expected an integer for 'ios', found a string")
  #expect(
    errorLine("title: T\nroot: [A]\n")
      == "s.yaml:2:7: error: expected a controller (a name or a mapping) for 'root', "
      + "found a sequence")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - rotate\n")
      == "s.yaml:4:5: error: expected a mapping for step 1, found a string")
  #expect(
    errorLine("- title\n")
      == "s.yaml:1:1: error: expected a mapping for the scene, found a sequence")
  #expect(
    errorLine("title: T\nroot:\n  vc: A\n  views: [[UILabel]]\n")
      == "s.yaml:4:11: error: expected a string for entries of 'views', found a sequence")
  #expect(
    errorLine("title: T\nroot:\n  vc: A\n  preferredContentSize: [1, 2, 3]\n")
      == "s.yaml:4:25: error: expected [w, h] for 'preferredContentSize', found 3 entries")
  #expect(
    errorLine("title: T\nroot:\n  vc: A\n  frame: [0, 0, wide, 10]\n")
      == "s.yaml:4:17: error: expected a number for 'w' in 'frame', found a string")
}

@Test func unknownKeySuggestsTheClosestKey() {
  #expect(
    errorLine("title: T\nroot:\n    navigation: Nav\n    stak: [A]\n")
      == "s.yaml:4:5: error: unknown key 'stak' in navigation controller; did you mean 'stack'?")
  #expect(
    errorLine("titel: T\nroot: A\n")
      == "s.yaml:1:1: error: unknown key 'titel' in scene; did you mean 'title'?")
  #expect(
    errorLine("title: T\nroot: A\ncolour: red\n")
      == "s.yaml:3:1: error: unknown key 'colour' in scene; expected one of: title, about, "
      + "device, window, orientation, ios, multitasking, swift, root, steps")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - present: B\n    from: A\n    custom: {fram: []}\n")
      == "s.yaml:6:14: error: unknown key 'fram' in 'custom'; did you mean 'frame'?")
  #expect(
    errorLine("title: T\nroot:\n  navigaton: Nav\n")
      == "s.yaml:3:3: error: unknown key 'navigaton' in controller; did you mean 'navigation'?")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - psh: B\n")
      == "s.yaml:4:5: error: unknown key 'psh' in step; did you mean 'push'?")
}

@Test func keyOfAnotherKindOrActionIsAnError() {
  #expect(
    errorLine("title: T\nroot:\n  tab: Tabs\n  tabs: [A]\n  stack: [B]\n")
      == "s.yaml:5:3: error: key 'stack' is not allowed in tab controller "
      + "(it belongs to navigation controllers)")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - push: B\n    from: A\n")
      == "s.yaml:5:5: error: key 'from' is not allowed in 'push' step "
      + "(it belongs to 'present', 'show', 'showDetail', 'unwind' and 'segue' steps)")
}

@Test func missingRequiredKeyPointsAtTheMapping() {
  #expect(errorLine("title: T\n") == "s.yaml:1:1: error: missing required key 'root' in scene")
  #expect(errorLine("root: A\n") == "s.yaml:1:1: error: missing required key 'title' in scene")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - present: B\n")
      == "s.yaml:4:5: error: missing required key 'from' in 'present' step")
  #expect(
    errorLine("title: T\nroot:\n  navigation: Nav\n")
      == "s.yaml:3:3: error: missing required key 'stack' in navigation controller")
  #expect(
    errorLine("title: T\nroot:\n  split: S\n  secondary: B\n")
      == "s.yaml:3:3: error: missing required key 'primary' in split controller")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - unwind: A\n")
      == "s.yaml:4:5: error: missing required key 'from' in 'unwind' step")
}

@Test func kindKeysMustBeExactlyOne() {
  #expect(
    errorLine("title: T\nroot:\n  navigation: N\n  tab: T\n")
      == "s.yaml:4:3: error: controller has more than one kind key ('navigation' and 'tab'); "
      + "use exactly one")
  #expect(
    errorLine("title: T\nroot:\n  class: MyController\n")
      == "s.yaml:3:3: error: controller has no kind key; expected one of: vc, navigation, tab, "
      + "split, container, pageView")
}

@Test func actionKeysMustBeExactlyOne() {
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - push: B\n    present: C\n")
      == "s.yaml:5:5: error: step has more than one action key ('push' and 'present'); "
      + "use one step per action")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - animated: false\n")
      == "s.yaml:4:5: error: step has no action key; expected one of: push, pop, popToRoot, "
      + "present, dismiss, show, showDetail, select, addChild, removeChild, unwind, rotate, "
      + "device, multitasking, code, segue, detent, tabBarHidden, setViewControllers, "
      + "showColumn, hideColumn, setViewController, selectedTab, scroll, bottomAccessory, "
      + "navigationBarHidden, toolbarHidden, popTo, search, setPage")
}

@Test func unknownEnumValueListsOrSuggests() {
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - present: B\n    from: A\n    style: fullscreen\n")
      == "s.yaml:6:12: error: unknown presentation style 'fullscreen'; did you mean 'fullScreen'?")
  #expect(
    errorLine("title: T\nroot: A\norientation: sideways\n")
      == "s.yaml:3:14: error: unknown orientation 'sideways'; expected one of: portrait, landscape")
  #expect(
    errorLine("title: T\nroot: A\nmultitasking: twothirds\n")
      == "s.yaml:3:15: error: unknown multitasking mode 'twothirds'; did you mean 'two-thirds'?")
  #expect(
    errorLine("title: T\nroot:\n  vc: A\n  modalTransitionStyle: dissolve\n")
      == "s.yaml:4:25: error: unknown transition style 'dissolve'; expected one of: "
      + "coverVertical, flipHorizontal, crossDissolve, partialCurl")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - dismiss: A\n    interactive: canceled\n")
      == "s.yaml:5:18: error: unknown interactive value 'canceled'; did you mean 'cancelled'?")
  #expect(
    errorLine("title: T\nroot:\n  vc: A\n  adaptive: always\n")
      == "s.yaml:4:13: error: unknown adaptive value 'always'; expected one of: none")
}

@Test func unknownDeviceSuggestsOrListsPresets() {
  #expect(
    errorLine("title: T\nroot: A\ndevice: iphone15\n")
      == "s.yaml:3:9: error: unknown device 'iphone15'; did you mean 'iphone-15'?")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - device: pixel-8\n")
      == "s.yaml:4:13: error: unknown device 'pixel-8'; expected one of: iphone-se, iphone-8, "
      + "iphone-8-plus, iphone-11-pro-max, iphone-13, iphone-15, iphone-15-pro-max, iphone-16, "
      + "iphone-16-plus, iphone-16-pro, iphone-16-pro-max, iphone-17, iphone-17-pro, "
      + "iphone-17-pro-max, ipad-mini, ipad-9th-gen, ipad-pro-11, ipad-pro-12.9, ipad-11, "
      + "ipad-air-11, ipad-air-13, ipad-pro-11-m4, ipad-pro-13-m4")
}

@Test func valuesOutOfRange() {
  #expect(
    errorLine("title: T\nroot: A\nios: 42\n")
      == "s.yaml:3:6: error: 'ios' must be between 7 and 30, found 42")
  #expect(
    errorLine("title: T\nroot:\n  navigation: N\n  stack: []\n")
      == "s.yaml:4:10: error: 'stack' must list at least one controller")
  #expect(
    errorLine("title: T\nroot:\n  tab: Tabs\n  tabs: [A]\n  selected: 3\n")
      == "s.yaml:5:13: error: 'selected' index 3 is out of range ('Tabs' has 1 tab)")
  #expect(
    errorLine("title: T\nroot:\n  tab: Tabs\n  tabs: [A, B]\n  selected: C\n")
      == "s.yaml:5:13: error: 'selected' must be an index or the name of one of the tabs of "
      + "'Tabs' (A, B), found 'C'")
  #expect(
    errorLine("title: T\nroot:\n  vc: A\n  frame: [0, 0, -1, 10]\n")
      == "s.yaml:4:17: error: 'w' in 'frame' must not be negative")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - select: -1\n")
      == "s.yaml:4:13: error: 'select' index must not be negative, found -1")
  #expect(
    errorLine("title: T\nroot:\n  vc: ''\n")
      == "s.yaml:3:7: error: controller name must not be empty")
}

@Test func duplicateNames() {
  #expect(
    errorLine("title: T\nroot:\n  tab: Tabs\n  tabs:\n    - A\n    - A\n")
      == "s.yaml:6:7: error: duplicate controller name 'A' (first defined at line 5)")
  #expect(
    errorLine("title: T\nroot:\n  navigation: Main\n  stack: [{vc: Main}]\n")
      == "s.yaml:4:16: error: duplicate controller name 'Main' (first defined at line 3)")
  #expect(
    errorLine("title: T\nroot: Home\nsteps:\n  - present: {vc: Home}\n    from: Home\n")
      == "s.yaml:4:19: error: duplicate controller name 'Home' (first defined at line 2)")
}

@Test func unknownNames() {
  #expect(
    errorLine("title: T\nroot: Feed\nsteps:\n  - present: B\n    from: Fed\n")
      == "s.yaml:5:11: error: unknown controller 'Fed'; did you mean 'Feed'?")
  #expect(
    errorLine("title: T\nroot: Feed\nsteps:\n  - dismiss: Compose\n")
      == "s.yaml:4:14: error: unknown controller 'Compose'")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - unwind: A\n    from: B\n")
      == "s.yaml:5:11: error: unknown controller 'B'")
  #expect(
    errorLine("title: T\nroot: A\nsteps:\n  - present: B\n    from: B\n")
      == "s.yaml:5:11: error: unknown controller 'B'")
}

@Test func referencesOfTheWrongKind() {
  #expect(
    errorLine("title: T\nroot: Feed\nsteps:\n  - push: B\n    on: Feed\n")
      == "s.yaml:5:9: error: 'on' must name a navigation controller, but 'Feed' is a view "
      + "controller (defined at line 2)")
  #expect(
    errorLine("title: T\nroot:\n  tab: Tabs\n  tabs: [A]\nsteps:\n  - pop: Tabs\n")
      == "s.yaml:6:10: error: 'pop' must name a navigation controller, but 'Tabs' is a tab "
      + "controller (defined at line 3)")
  #expect(
    errorLine(
      "title: T\nroot:\n  navigation: Nav\n  stack: [A]\nsteps:\n  - select: 1\n    tab: Nav\n")
      == "s.yaml:7:10: error: 'tab' must name a tab controller, but 'Nav' is a navigation "
      + "controller (defined at line 3)")
}

@Test func emptyFileIsAnError() {
  #expect(
    errorLine("# nothing here\n")
      == "s.yaml:1:1: error: scene file is empty (expected a mapping with 'title' and 'root')")
}
