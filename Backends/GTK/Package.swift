// swift-tools-version:6.0
import PackageDescription

/// The seeds' apps, built from the root's sources (symlinked) to run in GTK windows.
let sharedApps = [
  "label-editor-gtk", "label-editor-observation-gtk", "book-reader-gtk", "binding-gallery-gtk",
  "search-gtk", "settings-gtk", "color-studio-gtk", "gallery-gtk",
  "notes-gtk",
]
/// Apps of this package's own.
let ownApps = [
  "text-view-gtk", "desktop-gtk", "layout-gtk", "navigation-gtk", "guest-list-gtk",
  "catalogue-gtk", "tabs-gtk", "lists-gtk",
]

/// The resources of the apps that have some: the root's app folder's, through the same
/// symbolic links as its sources.
let appResources: [String: [Resource]] = ["gallery-gtk": [.copy("Photos")]]

let appDependencies: [Target.Dependency] = [
  "TrellisGTK", .product(name: "TrellisUI", package: "Trellis"),
  .product(name: "TrellisCombine", package: "Trellis"),
]

let package = Package(
  name: "TrellisGTK",
  products: [.library(name: "TrellisGTK", targets: ["TrellisGTK"])]
    + (sharedApps + ownApps).map { .executable(name: $0, targets: [$0]) },
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "CTrellisGTKShim", dependencies: ["CGtk"]),
    .target(
      name: "TrellisGTK",
      dependencies: ["CGtk", "CTrellisGTKShim", .product(name: "TrellisUI", package: "Trellis")]),
    .testTarget(
      name: "TrellisGTKTests",
      dependencies: [
        "TrellisGTK", "CGtk", "CTrellisGTKShim", .product(name: "TrellisUI", package: "Trellis"),
      ],
      path: "Tests/TrellisGTKTests"),
    // The host's benchmark: `xvfb-run -a swift run -c release trellis-gtk-bench`.
    .executableTarget(
      name: "trellis-gtk-bench",
      dependencies: [
        "CGtk", "TrellisGTK", .product(name: "TrellisUI", package: "Trellis"),
        .product(name: "TrellisCombine", package: "Trellis"),
      ],
      path: "Benchmarks/trellis-gtk-bench"),
    // The AT-SPI reader is a Python script the tests run (with the system's python3-pyatspi).
    .testTarget(
      name: "TrellisGTKEndToEndTests", path: "Tests/TrellisGTKEndToEndTests",
      exclude: ["Support/atspi-tree.py"]),
  ]
    + (sharedApps + ownApps).map {
      .executableTarget(
        name: $0, dependencies: appDependencies, path: "Apps/\($0)",
        resources: appResources[$0] ?? [])
    },
  swiftLanguageModes: [.v6]
)
