// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: CNcurses and TransitionEngine stand alone; SceneFile reads YAML
// into the engine's scene model; the tscope executable sits on top of everything.
// ncurses: on Linux the wide build (libncursesw) found through pkg-config; on macOS the SDK's
// own ncurses (wide-capable, linked as libncurses), so no pkg-config or Homebrew is needed.
#if os(macOS)
  let cNcursesPath = "Sources/CNcursesDarwin"
  let cNcursesPkgConfig: String? = nil
#else
  let cNcursesPath = "Sources/CNcurses"
  let cNcursesPkgConfig: String? = "ncursesw"
#endif

let package = Package(
  name: "TransitionScope",
  products: [
    .executable(name: "tscope", targets: ["tscope"])
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [
    // The only C boundary: ncurses, wide-character build, through static inline wrappers.
    .systemLibrary(
      name: "CNcurses",
      path: cNcursesPath,
      pkgConfig: cNcursesPkgConfig,
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    // Pure model of UIKit's hierarchy and transitions: standard library only.
    .target(name: "TransitionEngine"),
    // Scene files (YAML) into the engine's scene model, with file:line:column errors.
    .target(
      name: "SceneFile",
      dependencies: ["TransitionEngine", .product(name: "Yams", package: "Yams")]
    ),
    // The terminal interface, pure: state, reducer, layout and panes render into a Canvas.
    // The rule book: every rule the engine and its explanations cite, as data (standard
    // library only), so the viewer and `tscope rules` can show them anywhere.
    .target(name: "RuleBook"),
    .target(name: "TUI", dependencies: ["TransitionEngine", "RuleBook"]),
    // The only code that calls ncurses: draws Canvases, reads keys, mouse and resizes.
    .target(name: "TerminalBackend", dependencies: ["TUI", "CNcurses"]),
    // The command line: argument parsing, the run loop, effects (files, timers). A library so
    // that tests can drive every command.
    .target(
      name: "TScopeCLI",
      dependencies: [
        "TransitionEngine",
        "SceneFile",
        "TUI",
        "TerminalBackend",
        "RuleBook",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "tscope", dependencies: ["TScopeCLI"]),
    // What several test targets share: the golden-file helper with its line diff.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TransitionEngineTests", dependencies: ["TransitionEngine"]),
    .testTarget(name: "SceneFileTests", dependencies: ["SceneFile", "TransitionEngine"]),
    .testTarget(name: "CNcursesTests", dependencies: ["CNcurses"]),
    .testTarget(name: "TUITests", dependencies: ["TUI", "TransitionEngine", "RuleBook"]),
    .testTarget(
      name: "TerminalBackendTests", dependencies: ["TerminalBackend", "TUI", "CNcurses"]),
    // Every scene in Scenes/ against its golden output in Tests/Goldens.
    // The rule book's entries, its generated docs/rules.md, and that every cited ID exists.
    .testTarget(
      name: "RuleBookTests",
      dependencies: ["RuleBook", "SceneFile", "TransitionEngine", "TestSupport"]),
    .testTarget(name: "CLITests", dependencies: ["TScopeCLI", "SceneFile", "TUI", "TestSupport"]),
    .testTarget(
      name: "SceneGoldenTests", dependencies: ["SceneFile", "TransitionEngine", "TestSupport"]),
    // The fuzzer: random and mutated scenes must load or fail with a located error, plan
    // without breaking an invariant and print JSON that parses; Tests/Regressions keeps
    // every case it found.
    .testTarget(name: "FuzzTests", dependencies: ["SceneFile", "TransitionEngine", "TUI"]),
  ],
  swiftLanguageModes: [.v6]
)
