// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TrellisCombine", targets: ["TrellisCombine"]),
    .library(name: "TrellisUI", targets: ["TrellisUI"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    .target(name: "TrellisCombine"),
    .target(name: "TrellisUI", dependencies: ["TrellisCombine"]),
    .target(name: "TrellisTesting", dependencies: ["TrellisUI"]),
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["TrellisCombine", "TrellisUI", "TrellisTesting"],
      path: "Benchmarks/trellis-bench"
    ),
    .testTarget(name: "TrellisCombineTests", dependencies: ["TrellisCombine"]),
    .testTarget(name: "TrellisUITests", dependencies: ["TrellisUI", "TrellisTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
