import ArgumentParser

/// The actions `tscope bench --chain` can repeat.
enum ChainAction: String, CaseIterable, ExpressibleByArgument {
  case push, pop, present, sheet, dismiss, addChild, removeChild, select, show, showDetail, rotate
}
