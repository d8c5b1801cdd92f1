/// What a key means on the main screen, named for what the user wants.
public enum Command: Hashable, Sendable {
  case nextPhase, previousPhase, nextStep, previousStep, first, last
  case focusNext, focusPrevious
  case lineDown, lineUp, pageDown, pageUp
  case nextChange, previousChange
  case toggleFold, details
  case search, nextMatch, previousMatch
  case compare, zoom, act, open, restart, save, help, dumpScene
  case back, quit, repaint
  case presentLayout, faster, slower, play, steps, predict, hidePane, showPanes
}
