// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: CNcurses and TransitionEngine stand alone; SceneText writes the
// engine's scene model as scene-file YAML; SceneFile reads YAML into it; the tscope executable
// sits on top of everything.
let package = Package(
  name: "TransitionScope",
  // macOS 15: `Atomic` (TerminalBackend's signal flags) is macOS 15+, and the macOS 15+ SDK
  // marks its curses functions available from 15.0 (`$NCURSES60` symbols). ContinuousClock
  // (13) and FileHandle's throwing reads (10.15.4) are covered too. See docs/DECISIONS.md.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "tscope", targets: ["tscope"])
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
  ],
  targets: [
    // The only C boundary: ncurses (wide-character build) behind a header of plain C types.
    // The defines make curses.h declare its wide API; on macOS they must be -D options, as
    // the SDK's curses.h is a Clang module that ignores #defines in the including file.
    // Linux links Debian's libncursesw (its .so pulls in libtinfo); macOS the SDK's ncurses.
    .target(
      name: "CNcurses",
      cSettings: [
        .define("NCURSES_WIDECHAR", to: "1"),
        .define("_XOPEN_SOURCE_EXTENDED", to: "1"),
      ],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
    ),
    // Pure model of UIKit's hierarchy and transitions: standard library only.
    .target(name: "TransitionEngine"),
    // The one writer of scene-file YAML: scalars, controllers, steps and whole scenes with
    // their comments, standard library only, so SceneFile and DumpExplain both write through it.
    .target(name: "SceneText", dependencies: ["TransitionEngine"]),
    // Scene files (YAML) into the engine's scene model, with file:line:column errors. It
    // parses no Swift: a step's call to the app's Swift is written down, and what the reader
    // must know of the `swift:` files it asks the `SceneSwift` it is given (SwiftScene's).
    .target(
      name: "SceneFile",
      dependencies: [
        "TransitionEngine", "SceneText", "Wording",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The developer's real Swift (`swift:` files, delegate and animator expressions): parsed
    // with swift-syntax and run symbolically into the engine's animator statements. Its
    // `SwiftAppCode` is the engine's `AppCode`, which the planner asks when UIKit calls the
    // app (docs/ARCHITECTURE.md), and its `SwiftRuntime` is the `SceneSwift` SceneFile's
    // reader is handed (`SwiftSceneLoader`). Its own target so that the engine stays standard
    // library only and SceneFile needs no swift-syntax.
    .target(
      name: "SwiftScene",
      dependencies: [
        "TransitionEngine", "SceneFile",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The words the program shows, in each language it speaks (English, Simplified Chinese):
    // typed keys with exhaustive translations, standard library only, so the rule book, the
    // viewer, the pictures and the command line all read the one table.
    .target(name: "Wording"),
    // Fix-its with proof: for each mistake of the app's code a scene shows, the smallest
    // one-line edit of its Swift that removes it, found by running the scene with each edit.
    .target(name: "FixIt", dependencies: ["SceneFile", "SwiftScene", "TransitionEngine"]),
    // The terminal interface, pure: state, reducer, layout and panes render into a Canvas.
    // The rule book: every rule the engine and its explanations cite, as data (standard
    // library and Wording only), so the viewer and `tscope rules` can show them anywhere.
    .target(name: "RuleBook", dependencies: ["Wording"]),
    // recursiveDescription and _printHierarchy text (as pasted from a debugger) into trees of
    // views and controllers, with located errors: standard library only.
    .target(name: "DumpReader"),
    // What a dump means: roles from the engine's class catalogue, controllers joined to views,
    // the story and findings with rule IDs, and a scene that rebuilds the state (written by
    // SceneText).
    .target(
      name: "DumpExplain",
      dependencies: ["DumpReader", "TransitionEngine", "RuleBook", "SceneText", "Wording"]),
    // `tscope scan`: an app's Swift (swift-syntax), storyboards and xibs (XMLParser; on Linux
    // FoundationXML) and Info.plist into scenes written by SceneText, each run through
    // SceneFile and the engine for the mistakes it names.
    .target(
      name: "AppScan",
      dependencies: [
        "TransitionEngine", "SceneText", "SceneFile", "SwiftScene",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "TUI", dependencies: ["TransitionEngine", "RuleBook", "DumpExplain", "Wording"]),
    // Canvases as pictures to publish (ANSI text, SVG, HTML) in a theme's colours: pure, no
    // ncurses, so anything that only writes files links none.
    .target(name: "Pictures", dependencies: ["TUI", "Wording"]),
    // The only code that calls ncurses: draws Canvases, reads keys, mouse and resizes.
    .target(name: "TerminalBackend", dependencies: ["TUI", "Pictures", "CNcurses"]),
    // The command line: argument parsing, the run loop, effects (files, timers). A library so
    // that tests can drive every command.
    .target(
      name: "TScopeCLI",
      dependencies: [
        "TransitionEngine",
        "SceneFile",
        "SwiftScene",
        "TUI",
        "TerminalBackend",
        "Pictures",
        "RuleBook",
        "DumpReader",
        "DumpExplain",
        "AppScan",
        "FixIt",
        "Wording",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "tscope", dependencies: ["TScopeCLI"]),
    // What several test targets share: the golden-file helper with its line diff, the seeded
    // random generator, invariant-checked planning, timeline queries and controller builders.
    .target(name: "TestSupport", dependencies: ["TransitionEngine"], path: "Tests/TestSupport"),
    .testTarget(name: "TransitionEngineTests", dependencies: ["TransitionEngine", "TestSupport"]),
    .testTarget(
      name: "SceneFileTests",
      dependencies: ["SceneFile", "SceneText", "SwiftScene", "TransitionEngine", "TestSupport"]),
    .testTarget(
      name: "SwiftSceneTests",
      dependencies: ["SwiftScene", "SceneFile", "TransitionEngine", "TestSupport"]),
    .testTarget(name: "CNcursesTests", dependencies: ["CNcurses"]),
    // The languages: parsing --lang and the locale, and that every phrase has its words.
    .testTarget(name: "WordingTests", dependencies: ["Wording"]),
    .testTarget(
      name: "TUITests",
      dependencies: [
        "TUI", "TransitionEngine", "RuleBook", "DumpReader", "DumpExplain", "Wording",
      ]),
    .testTarget(
      name: "TerminalBackendTests",
      dependencies: ["TerminalBackend", "Pictures", "TUI", "CNcurses"]),
    .testTarget(
      name: "PicturesTests",
      dependencies: [
        "Pictures", "TUI", "SceneFile", "SwiftScene", "TransitionEngine", "RuleBook", "Wording",
      ]),
    // Every scene in Scenes/ against its golden output in Tests/Goldens.
    // The rule book's entries, its generated docs/rules.md, and that every cited ID exists.
    .testTarget(
      name: "RuleBookTests",
      dependencies: [
        "RuleBook", "SceneFile", "SwiftScene", "TransitionEngine", "TestSupport", "Wording",
      ]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "TScopeCLI", "SceneFile", "SceneText", "SwiftScene", "TUI", "Pictures", "RuleBook",
        "TestSupport", "Wording",
      ]),
    // The scanner on the fixture apps in Tests/AppScanTests/Fixtures (exact text and JSON),
    // fuzzed Swift and XML, and a generated 1,000-file app.
    .testTarget(
      name: "AppScanTests",
      dependencies: ["AppScan", "SceneFile", "SwiftScene", "TransitionEngine", "TestSupport"],
      exclude: ["Fixtures", "Goldens"]),
    // Fix-its on scenes of their own: the edit found, its diff, and the fixed run.
    .testTarget(
      name: "FixItTests", dependencies: ["FixIt", "SceneFile", "SwiftScene", "TransitionEngine"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SceneGoldenTests",
      dependencies: ["SceneFile", "SwiftScene", "TransitionEngine", "TestSupport"]),
    // The fuzzer: random and mutated scenes must load or fail with a located error, plan
    // without breaking an invariant and print JSON that parses; Tests/Regressions keeps
    // every case it found.
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "FixIt", "SceneFile", "SceneText", "SwiftScene", "TransitionEngine", "TUI", "TestSupport",
      ]),
    // The dump reader on the real dumps in Tests/Dumps, every paste form,
    // and a fuzzer: random and mutated dumps must read or fail with a located error.
    .testTarget(
      name: "DumpReaderTests", dependencies: ["DumpReader", "TestSupport"]),
    // Every real dump explained as its entry in Tests/Dumps/README.md says, pinned.
    .testTarget(
      name: "DumpExplainTests",
      dependencies: [
        "DumpExplain", "DumpReader", "TransitionEngine", "RuleBook", "SceneFile", "SceneText",
        "SwiftScene", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
