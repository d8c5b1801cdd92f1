import Foundation
import SceneFile
import SwiftScene
import Testing

/// A fresh temporary directory for one test.
private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("SceneFileTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func loadError(_ path: String) -> SceneError? {
  do {
    _ = try SwiftSceneLoader.load(path: path)
    return nil
  } catch {
    return error
  }
}

@Test func loadReadsAFile() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let path = directory.appendingPathComponent("full.yaml").path
  try fullExample.write(toFile: path, atomically: true, encoding: .utf8)
  #expect(try SwiftSceneLoader.load(path: path) == SwiftSceneLoader.parse(fullExample, path: path))
}

@Test func loadErrorsUsePathAndLineOne() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let missing = directory.appendingPathComponent("missing.yaml").path
  #expect(
    loadError(missing)?.description == "\(missing):1:1: error: cannot read file: no such file")
  #expect(
    loadError(directory.path)?.description
      == "\(directory.path):1:1: error: cannot read file: it is a directory")

  let binary = directory.appendingPathComponent("binary.yaml").path
  try Data([0x74, 0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: binary))
  #expect(
    loadError(binary)?.description == "\(binary):1:1: error: cannot read file: it is not UTF-8 text"
  )

  let huge = directory.appendingPathComponent("huge.yaml").path
  try Data(repeating: 0x23, count: 2_000_000).write(to: URL(fileURLWithPath: huge))
  #expect(
    loadError(huge)?.description
      == "\(huge):1:1: error: scene file is too large (2000000 bytes; the limit is 1048576)")

  let broken = directory.appendingPathComponent("broken.yaml").path
  try "title: T\nroot:\n  navigation: Nav\n  stak: [A]\n".write(
    toFile: broken, atomically: true, encoding: .utf8)
  #expect(
    loadError(broken)?.description
      == "\(broken):4:3: error: unknown key 'stak' in navigation controller; did you mean 'stack'?")
}
