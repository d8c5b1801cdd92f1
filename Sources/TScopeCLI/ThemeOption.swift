import ArgumentParser
import TUI

/// The `--theme` option's values.
enum ThemeOption: String, ExpressibleByArgument, CaseIterable {
  case dark
  case light
  case mono

  var theme: Theme {
    switch self {
    case .dark: .dark
    case .light: .light
    case .mono: .mono
    }
  }
}
