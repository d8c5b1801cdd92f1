import ArgumentParser
import SceneFile
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads scenes for the commands and turns scene errors into `path:line:column: error:` lines.
enum SceneInput {
  /// Loads and plans a scene, or prints the error to stderr and exits with status 1.
  static func timeline(path: String) throws -> Timeline {
    TimelineBuilder.build(try spec(path: path))
  }

  /// Loads a scene, or prints the error to stderr and exits with status 1.
  static func spec(path: String) throws -> SceneSpec {
    do {
      return try SceneLoader.load(path: path)
    } catch {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }
}

/// Writes a line to standard error.
enum StandardError {
  static func write(_ line: String) {
    let text = line + "\n"
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { buffer in
      systemWrite(2, buffer.baseAddress, buffer.count)
    }
  }
}

/// Writes whole files (`-o FILE`).
enum OutputFile {
  /// An error from the C library, with its `errno`.
  struct Failure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "system error \(code)" }
  }

  static func write(_ text: String, to path: String) throws {
    guard let file = fopen(path, "wb") else { throw Failure(code: errno) }
    var bytes = Array(text.utf8)
    let written = bytes.withUnsafeMutableBytes { buffer in
      fwrite(buffer.baseAddress, 1, buffer.count, file)
    }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else { throw Failure(code: errno) }
  }
}

/// The C library's `write(2)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
