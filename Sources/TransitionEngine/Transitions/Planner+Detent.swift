extension Planner {
  /// `sheetPresentationController.selectedDetentIdentifier = identifier` on the sheet
  /// presenting `name` (M-10): the card moves to the detent, dimming and push-back follow.
  /// A user's drag (`interactive`) tells the sheet delegate; a programmatic change does not.
  mutating func changeDetent(
    _ identifier: String, on name: String, interactive: Bool, animated: Bool,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let action = ResolvedAction.detent(
      ControllerID(name), identifier: identifier, interactive: interactive)
    guard var presentation = world.presentations[name], PresentationRules.isCard(presentation.style)
    else {
      refuse(
        warning: "\(name) is not presented as a sheet, so it has no sheetPresentationController "
          + "and the detent does not change", &recorder)
      return action
    }
    guard world.environment.ios >= 15 else {
      refuse(
        warning: "detents need iOS 15 (UISheetPresentationController); nothing changes on "
          + "iOS \(world.environment.ios)", &recorder)
      return action
    }
    guard presentation.sheet.detent(identifier) != nil else {
      refuse(
        warning: "\(name)'s sheet has no detent '\(identifier)'; UIKit keeps the selected one",
        &recorder)
      return action
    }
    let before = SheetLayout(geometry: world.geometry(of: presentation), sheet: presentation.sheet)
    let oldDetent = before.selectedDetent.identifier
    let wasPushingBack = world.sheetPushesBack(name)
    let oldFrame = world.finalFrame(of: presentation)
    presentation.sheet.selected = identifier
    world.presentations[name] = presentation
    let newFrame = world.finalFrame(of: presentation)
    let layout = SheetLayout(geometry: world.geometry(of: presentation), sheet: presentation.sheet)
    let moves = oldFrame != newFrame
    if animated, moves, let card = presentation.wrappers.first {
      world.beginSheetMotion()
      world.forest.setFrame(
        card,
        oldFrame.interpolated(to: newFrame, t: TransitionAnimation.progress(interactive: false)))
      world.layoutCardDecorations(of: name)
      // M-11: push-back follows the card between the detents.
      world.moveSheets(to: TransitionAnimation.progress(interactive: false))
      recorder.capture(
        &world, .animating,
        note: PhaseNote(
          .sheet(
            .detentMoving(
              from: oldDetent, to: identifier, interactive: interactive,
              pushBack: world.pushBackNowNote()))))
      world.endSheetMotion()
    }
    world.layoutPresentations()
    if interactive {
      // M-10 [C: DOC-sheet-delegate]: only a user's drag tells the delegate.
      world.emit(.controller(ControllerID(name), .sheetDidChangeSelectedDetent))
    }
    let story = SheetStory(world: world, name: name)
    let settled = SheetNote.detentSettled(
      name: name, detent: identifier, unchanged: oldDetent == identifier,
      follows: layout.followsDetents, interactive: interactive,
      dimming: story?.dimming(wasPushingBack: wasPushingBack))
    recorder.capture(&world, .after, note: PhaseNote(.sheet(settled)))
    return action
  }
}
