// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PortedNotes",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "Trellis", path: "../../..")
  ],
  targets: [
    .executableTarget(
      name: "PortedNotes",
      dependencies: [
        // On Linux, Trellis's modules of these names; on Apple's platforms, Apple's own.
        .product(name: "SwiftUI", package: "Trellis", condition: .when(platforms: [.linux])),
        .product(name: "Combine", package: "Trellis", condition: .when(platforms: [.linux])),
        .product(
          name: "UniformTypeIdentifiers", package: "Trellis",
          condition: .when(platforms: [.linux])),
      ]
    )
  ]
)
