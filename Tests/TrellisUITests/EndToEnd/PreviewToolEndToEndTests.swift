import Foundation
import Testing

/// Runs the real `trellis-preview` on this package, and a seed app showing a preview in a
/// terminal. `.ci/run` builds the binaries first; `--skip-build` keeps the tool from building
/// under the `swift test` that runs it.
@Suite struct PreviewToolEndToEndTests {
  /// Runs `.build/debug/trellis-preview` with `arguments` in the package's root, its output
  /// (standard output and error together) and exit status.
  private func runTool(_ arguments: [String], environment: [String: String] = [:]) throws
    -> (output: String, status: Int32)
  {
    let binary = packageRoot.appendingPathComponent(".build/debug/trellis-preview")
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "no trellis-preview at \(binary.path): run `swift build --product trellis-preview` first")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--skip-build"] + arguments
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-preview-\(UUID().uuidString).out")
    try #require(FileManager.default.createFile(atPath: output.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try handle.close()
    return (
      String(decoding: try Data(contentsOf: output), as: UTF8.self), process.terminationStatus
    )
  }

  @Test func aNamedPreviewIsPrintedAsText() throws {
    let run = try runTool(
      ["label-editor", "Two labels"],
      environment: ["TRELLIS_HOST": "text", "COLUMNS": "80", "LINES": "24"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Rows: 2"), "\(run.output)")
    #expect(run.output.contains("[x] Enabled"))
  }

  @Test func aFixedLayoutTraitSizesTheFrame() throws {
    // 640 x 48 points: 80 columns, 3 rows; the row is cut to them, whatever LINES says.
    let run = try runTool(
      ["label_editor", "One row"], environment: ["TRELLIS_HOST": "text", "LINES": "40"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Émeraude"), "\(run.output)")
    #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count <= 3)
  }

  @Test func theListNamesEachPreviewAndWhereItIs() throws {
    let run = try runTool(["--list", "binding-gallery"])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "binding_gallery\tSlider\tbinding_gallery/BindingGalleryPreviews.swift:4",
        "binding_gallery\tForm field\tbinding_gallery/BindingGalleryPreviews.swift:8",
        "binding_gallery\tGallery\tbinding_gallery/BindingGalleryPreviews.swift:13",
      ], "\(run.output)")
  }

  @Test func anUnknownPreviewOrModuleFailsSayingWhatThereIs() throws {
    let unknown = try runTool(["search", "Nope"], environment: ["TRELLIS_HOST": "text"])
    #expect(unknown.status == 1)
    #expect(
      unknown.output.contains("no preview named \"Nope\" in module search; there are: Search"),
      "\(unknown.output)")
    let noModule = try runTool(["NoSuchTarget"])
    #expect(noModule.status == 1)
    #expect(
      noModule.output.contains("the package has no target NoSuchTarget"), "\(noModule.output)")
  }

  // The preview in a real terminal: the app's binary, asked for a preview, shows it full screen,
  // takes input, and gives the terminal back on Ctrl-C.
  @Test func aPreviewRunsInTheTerminalLikeItsApp() throws {
    let pane = try TmuxPane(
      product: "binding-gallery", columns: 80, rows: 24,
      environment: ["TRELLIS_PREVIEW": "Form field", "TRELLIS_PREVIEW_MODULE": "binding_gallery"])
    let shown = try pane.waitFor("Ada Lovelace")
    #expect(shown.found, "the preview did not show:\n\(shown.screen)")
    #expect(!shown.screen.contains("Binding Gallery"), "the app showed instead:\n\(shown.screen)")
    try pane.keys("Tab")
    try pane.type("!")
    let typed = try pane.waitFor("Ada Lovelace!")
    #expect(typed.found, "typing did not reach the preview:\n\(typed.screen)")
    try pane.quitAndExpectRestored()
  }
}
