// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TrellisCombine", targets: ["TrellisCombine"]),
    .library(name: "TrellisUI", targets: ["TrellisUI"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
    .executable(name: "label-editor", targets: ["label-editor"]),
    .executable(name: "label-editor-observation", targets: ["label-editor-observation"]),
    .executable(name: "book-reader", targets: ["book-reader"]),
    .executable(name: "binding-gallery", targets: ["binding-gallery"]),
    .executable(name: "search", targets: ["search"]),
    .executable(name: "settings", targets: ["settings"]),
  ],
  targets: [
    .target(name: "TrellisCombine"),
    .target(name: "TrellisUI", dependencies: ["TrellisCombine", "TrellisTerminal"]),
    .target(name: "TrellisTesting", dependencies: ["TrellisUI"]),
    .target(name: "TrellisTerminal"),
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTesting"],
      path: "Benchmarks/trellis-bench"
    ),
    // The seeds' label editor, verbatim but for the imports: `swift run label-editor`.
    .executableTarget(
      name: "label-editor",
      dependencies: ["TrellisCombine", "TrellisUI"],
      path: "Apps/LabelEditor"
    ),
    // The label editor moved to Observation (the seed's migration section).
    .executableTarget(
      name: "label-editor-observation",
      dependencies: ["TrellisUI"],
      path: "Apps/LabelEditorObservation"
    ),
    // Seed 003's book reader after its migration to Observation.
    .executableTarget(
      name: "book-reader",
      dependencies: ["TrellisUI"],
      path: "Apps/BookReader"
    ),
    // Seed 004's binding views (verbatim) in one window of our own.
    .executableTarget(
      name: "binding-gallery",
      dependencies: ["TrellisUI"],
      path: "Apps/BindingGallery"
    ),
    // Seed 002's SearchViewModel searching a built-in word list, its debounce shown live.
    .executableTarget(
      name: "search",
      dependencies: ["TrellisCombine", "TrellisUI"],
      path: "Apps/Search"
    ),
    // Settings kept with @AppStorage across launches, the colour scheme and scene phase.
    .executableTarget(
      name: "settings",
      dependencies: ["TrellisCombine", "TrellisUI"],
      path: "Apps/Settings"
    ),
    .testTarget(name: "TrellisCombineTests", dependencies: ["TrellisCombine"]),
    // The tests host the seeds' apps themselves: the executables above, imported as modules.
    .testTarget(
      name: "TrellisUITests",
      dependencies: [
        "TrellisUI", "TrellisTesting", "TrellisTerminal", "label-editor",
        "label-editor-observation", "book-reader", "binding-gallery", "settings",
      ]),
    // A tiny program the terminal tests run on a pseudo-terminal and then signal or crash.
    .executableTarget(
      name: "trellis-terminal-probe",
      dependencies: ["TrellisTerminal"],
      path: "Tests/TrellisTerminalProbe"
    ),
    // The documentation's code: every Swift block in the DocC articles is an excerpt of
    // these files (Scripts/check-docs.py checks it), so it is compiled and tested.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTesting", "TrellisTerminal"]
    ),
    .testTarget(
      name: "TrellisTerminalTests",
      dependencies: ["TrellisTerminal", "trellis-terminal-probe"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
