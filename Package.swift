// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// Modules named as Apple's SwiftUI, Combine and UniformTypeIdentifiers, opt-in, so that an
// Apple project's sources build unchanged (the porting article shows the manifest). They exist
// on Linux only: on Apple's platforms modules of ours with those names would shadow the real
// frameworks (Foundation itself imports Combine), so there the products build an empty
// placeholder.
#if os(Linux)
  let appleNamedTargets: [Target] = [
    .target(
      name: "SwiftUI", dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Sources/AppleNames/SwiftUI"),
    .target(name: "Combine", dependencies: ["TrellisCombine"], path: "Sources/AppleNames/Combine"),
    .target(
      name: "UniformTypeIdentifiers", dependencies: ["TrellisUniformTypes"],
      path: "Sources/AppleNames/UniformTypeIdentifiers"),
    .target(
      name: "CoreTransferable", dependencies: ["TrellisTransferable"],
      path: "Sources/AppleNames/CoreTransferable"),
  ]
  let appleNamedProducts: [Product] = [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
  ]
#else
  let appleNamedTargets: [Target] = []
  let appleNamedProducts: [Product] = [
    .library(name: "SwiftUI", targets: ["TrellisAppleNamesUnavailable"]),
    .library(name: "Combine", targets: ["TrellisAppleNamesUnavailable"]),
    .library(name: "UniformTypeIdentifiers", targets: ["TrellisAppleNamesUnavailable"]),
    .library(name: "CoreTransferable", targets: ["TrellisAppleNamesUnavailable"]),
  ]
#endif

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TrellisCombine", targets: ["TrellisCombine"]),
    .library(name: "TrellisUniformTypes", targets: ["TrellisUniformTypes"]),
    .library(name: "TrellisTransferable", targets: ["TrellisTransferable"]),
    // With the terminal host, which registers itself as the program loads: an app that
    // imports TrellisUI alone runs in the terminal with `App.main()`.
    .library(name: "TrellisUI", targets: ["TrellisUI", "TrellisTerminalHost"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
    .executable(name: "trellis-preview", targets: ["trellis-preview"]),
    .executable(name: "label-editor", targets: ["label-editor"]),
    .executable(name: "label-editor-observation", targets: ["label-editor-observation"]),
    .executable(name: "book-reader", targets: ["book-reader"]),
    .executable(name: "binding-gallery", targets: ["binding-gallery"]),
    .executable(name: "search", targets: ["search"]),
    .executable(name: "settings", targets: ["settings"]),
    .executable(name: "color-studio", targets: ["color-studio"]),
    .executable(name: "gallery", targets: ["gallery"]),
    .executable(name: "notes", targets: ["notes"]),
    .executable(name: "clock", targets: ["clock"]),
  ] + appleNamedProducts,
  targets: [
    .target(name: "TrellisCombine"),
    // UTType and NSItemProvider, which Foundation has on Apple's platforms and not on Linux.
    .target(name: "TrellisUniformTypes"),
    // `Transferable` and its representations, which Apple's CoreTransferable has.
    .target(name: "TrellisTransferable", dependencies: ["TrellisUniformTypes"]),
    .target(
      name: "TrellisUI",
      dependencies: [
        "TrellisCombine", "TrellisUniformTypes", "TrellisTransferable", "TrellisMacros",
        "CTrellisPreviews",
      ]),
    // The terminal host: measures in cells, draws the display list into a cell canvas and
    // the terminal, and turns keys into actions. Its C constructor registers it in
    // TrellisUI's host registry as the program loads.
    .target(
      name: "TrellisTerminalHost",
      dependencies: ["TrellisUI", "TrellisTerminal", "CTrellisTerminalHost"]),
    .target(name: "CTrellisTerminalHost"),
    // `#Preview`, `@Previewable` and `@Entry`: a compiler plugin that speaks the compiler's JSON
    // protocol itself and expands from the source text, so it needs no swift-syntax package.
    .macro(name: "TrellisMacros"),
    // Reads the section where `#Preview` leaves its records, so the program can list them.
    .target(name: "CTrellisPreviews"),
    .target(name: "TrellisTesting", dependencies: ["TrellisUI", "TrellisTerminalHost"]),
    .target(name: "TrellisTerminal"),
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTerminalHost", "TrellisTesting"],
      path: "Benchmarks/trellis-bench"
    ),
    // The seeds' label editor, verbatim but for the imports: `swift run label-editor`.
    .executableTarget(
      name: "label-editor",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTerminalHost"],
      path: "Apps/LabelEditor"
    ),
    // The label editor moved to Observation (the seed's migration section).
    .executableTarget(
      name: "label-editor-observation",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/LabelEditorObservation"
    ),
    // Seed 003's book reader after its migration to Observation.
    .executableTarget(
      name: "book-reader",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/BookReader"
    ),
    // Seed 004's binding views (verbatim) in one window of our own.
    .executableTarget(
      name: "binding-gallery",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/BindingGallery"
    ),
    // Seed 002's SearchViewModel searching a built-in word list, its debounce shown live.
    .executableTarget(
      name: "search",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTerminalHost"],
      path: "Apps/Search"
    ),
    // Settings kept with @AppStorage across launches, the colour scheme and scene phase.
    .executableTarget(
      name: "settings",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTerminalHost"],
      path: "Apps/Settings"
    ),
    // Sliders, shapes, a gradient and an adaptive grid of swatches over an @Observable model.
    .executableTarget(
      name: "color-studio",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/ColorStudio"
    ),
    // An adaptive grid of the app's own images (resources) and a GeometryReader detail view.
    .executableTarget(
      name: "gallery",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/Gallery",
      exclude: ["make-photos.py"],
      resources: [.copy("Photos")]
    ),
    // A split view of searchable notes, a toolbar, a confirmation and saving off the main actor.
    .executableTarget(
      name: "notes",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/Notes"
    ),
    // A stopwatch, a clock and a blinking light on the host's clock: timeline views and a
    // phase animator, no timer.
    .executableTarget(
      name: "clock",
      dependencies: ["TrellisUI", "TrellisTerminalHost"],
      path: "Apps/Clock"
    ),
    // Sources written for Apple's frameworks, unchanged: `import SwiftUI` and `import Combine`
    // (the modules above), Foundation's types without `import Foundation`.
    .target(
      name: "PortedAppFixture",
      dependencies: appleNamedTargets.map {
        .target(name: $0.name, condition: .when(platforms: [.linux]))
      },
      path: "Tests/Fixtures/PortedApp"
    ),
    // The graph's differential fuzz: its grammar, generator, oracle and shrinker, shared by
    // the test (TrellisUITests/Fuzz) and by `trellis-fuzz`, which CI runs in a release build.
    .target(
      name: "GraphFuzz", dependencies: ["TrellisUI", "TrellisTerminalHost", "TrellisTesting"],
      path: "Tests/GraphFuzz"),
    .executableTarget(
      name: "trellis-fuzz", dependencies: ["GraphFuzz"], path: "Tests/GraphFuzzRunner"),
    .testTarget(name: "TrellisCombineTests", dependencies: ["TrellisCombine"]),
    .testTarget(name: "TrellisUniformTypesTests", dependencies: ["TrellisUniformTypes"]),
    .testTarget(name: "TrellisTransferableTests", dependencies: ["TrellisTransferable"]),
    .testTarget(name: "TrellisMacrosTests", dependencies: ["TrellisMacros"]),
    // `swift run trellis-preview <module> [name]`: builds the executable that shows a module's
    // previews and runs it with TRELLIS_PREVIEW set. It drives `swift`; it links no Trellis.
    .executableTarget(name: "trellis-preview"),
    .testTarget(name: "TrellisPreviewToolTests", dependencies: ["trellis-preview"]),
    // The tests host the seeds' apps themselves: the executables above, imported as modules.
    .testTarget(
      name: "TrellisUITests",
      dependencies: [
        "TrellisUI", "TrellisTesting", "TrellisTerminal", "TrellisTerminalHost", "GraphFuzz",
        "trellis-fuzz",
        "label-editor", "label-editor-observation", "book-reader", "binding-gallery", "settings",
        "color-studio", "gallery", "notes",
        .target(name: "PortedAppFixture", condition: .when(platforms: [.linux])),
      ],
      // Image fixtures (written by Resources/make-images.py and make-jpegs.py): `Images/` is
      // looked up by name in `Bundle.module`, `PNG/` and `JPEG/` hold the decoders' cases.
      exclude: ["Resources/make-images.py", "Resources/make-jpegs.py"],
      resources: [.copy("Resources/Images"), .copy("Resources/PNG"), .copy("Resources/JPEG")]),
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
      dependencies: [
        "TrellisCombine", "TrellisUI", "TrellisTesting", "TrellisTerminal", "TrellisTerminalHost",
      ],
      // A package of its own (the porting article's manifest), built by `.ci/run`.
      exclude: ["PortedApp"],
      // The images of the article "Images from resources".
      resources: [.copy("Resources/Images")]
    ),
    // The terminal host's own tests: cells, measurer, renderer and frames, host, input.
    .testTarget(
      name: "TrellisTerminalHostTests",
      dependencies: ["TrellisUI", "TrellisTerminalHost", "TrellisTerminal", "TrellisTesting"]),
    .testTarget(
      name: "TrellisTerminalTests",
      dependencies: ["TrellisTerminal", "trellis-terminal-probe"]
    ),
    // What the products SwiftUI and Combine build where Apple's frameworks exist: nothing.
    .target(name: "TrellisAppleNamesUnavailable", path: "Sources/AppleNames/Unavailable"),
  ] + appleNamedTargets,
  swiftLanguageModes: [.v6]
)
