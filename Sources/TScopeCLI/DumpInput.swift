import ArgumentParser
import DumpReader
import Foundation

/// Reads dump files (or standard input for `-`) and turns reader errors into
/// `path:line:column: error:` lines and exit status 1.
enum DumpInput {
  static func read(_ paths: [String]) throws -> [Dump] {
    var dumps: [Dump] = []
    for path in paths {
      let bytes: [UInt8]
      if path == "-" {
        bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
      } else if let data = FileManager.default.contents(atPath: path) {
        bytes = Array(data)
      } else {
        StandardError.write("\(path):1:1: error: cannot read the file")
        throw ExitCode.failure
      }
      do {
        dumps.append(try DumpReader.read(bytes: bytes, path: path))
      } catch {
        StandardError.write(error.description)
        throw ExitCode.failure
      }
    }
    return dumps
  }
}
