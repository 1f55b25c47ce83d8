// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TrellisCombine", targets: ["TrellisCombine"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    .target(name: "TrellisCombine"),
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["TrellisCombine"],
      path: "Benchmarks/trellis-bench"
    ),
    .testTarget(name: "TrellisCombineTests", dependencies: ["TrellisCombine"]),
  ],
  swiftLanguageModes: [.v6]
)
