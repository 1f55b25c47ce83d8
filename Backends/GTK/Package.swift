// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TrellisGTK",
  products: [
    .library(name: "TrellisGTK", targets: ["TrellisGTK"]),
    .executable(name: "label-editor-gtk", targets: ["label-editor-gtk"]),
  ],
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    .systemLibrary(
      name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "CTrellisGTKShim", dependencies: ["CGtk"]),
    .target(
      name: "TrellisGTK",
      dependencies: ["CGtk", "CTrellisGTKShim", .product(name: "TrellisUI", package: "Trellis")]),
    .executableTarget(
      name: "label-editor-gtk",
      dependencies: ["TrellisGTK", .product(name: "TrellisUI", package: "Trellis"), .product(name: "TrellisCombine", package: "Trellis")],
      path: "Apps/label-editor-gtk"),
    // The host's benchmark: `xvfb-run -a swift run -c release trellis-gtk-bench`.
    .executableTarget(
      name: "trellis-gtk-bench",
      dependencies: [
        "CGtk", "TrellisGTK", .product(name: "TrellisUI", package: "Trellis"),
        .product(name: "TrellisCombine", package: "Trellis"),
      ],
      path: "Benchmarks/trellis-gtk-bench"),
    .testTarget(name: "TrellisGTKEndToEndTests", path: "Tests/TrellisGTKEndToEndTests"),
  ],
  swiftLanguageModes: [.v6]
)
