import ArgumentParser

/// `--size COLSxROWS`.
struct ShotSize: ExpressibleByArgument, Equatable {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }

  var defaultValueDescription: String { "\(width)x\(height)" }
}
