import Foundation

/// The GTK package's folder (Backends/GTK), from this file's place in it.
let gtkPackageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Where a built program of the GTK package is: this target depends on nothing, so the tests
/// run what `swift build --package-path Backends/GTK` left in `.build/debug`.
func builtProgram(_ product: String) -> String {
  gtkPackageRoot.appendingPathComponent(".build/debug/\(product)").path
}

/// The folder for the tests' artifacts (screenshots, the programs' output), created on demand.
func artifactsFolder() -> URL {
  let folder = gtkPackageRoot.appendingPathComponent(".build/artifacts")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
