import ArgumentParser

/// `--layout`.
enum ViewerLayout: String, ExpressibleByArgument, CaseIterable {
  case standard
  case present
}
