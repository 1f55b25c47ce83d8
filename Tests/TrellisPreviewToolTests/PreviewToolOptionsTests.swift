import Testing

@testable import trellis_preview

@Suite struct PreviewToolOptionsTests {
  @Test func aModuleAndANameAreAllItNeeds() throws {
    let options = try PreviewToolOptions.parse(["label-editor", "Two labels"])
    #expect(options == PreviewToolOptions(module: "label-editor", name: "Two labels"))
    #expect(try PreviewToolOptions.parse(["search"])?.name == "")
  }

  @Test func theOptionsAreRead() throws {
    let options = try PreviewToolOptions.parse([
      "--package-path", "Backends/GTK", "-c", "release", "--product", "notes", "--skip-build",
      "--list", "Notes",
    ])
    #expect(
      options
        == PreviewToolOptions(
          module: "Notes", packagePath: "Backends/GTK", configuration: "release",
          product: "notes", skipBuild: true, list: true))
  }

  @Test func aNameMayLookLikeAnOptionAfterTwoDashes() throws {
    #expect(try PreviewToolOptions.parse(["app", "--", "-dark-"])?.name == "-dark-")
  }

  @Test func helpIsNotAnError() throws {
    #expect(try PreviewToolOptions.parse(["--help"]) == nil)
    #expect(PreviewToolOptions.usage.contains("usage: trellis-preview"))
  }

  @Test func badCommandLinesSayWhatIsWrong() {
    let cases: [([String], String)] = [
      ([], "no module given"),
      (["a", "b", "c"], "too many arguments: c"),
      (["--frobnicate", "a"], "unknown option --frobnicate"),
      (["-c", "fast", "a"], "the configuration is debug or release, not fast"),
      (["a", "--product"], "--product needs a value"),
    ]
    for (arguments, message) in cases {
      #expect(throws: PreviewToolOptions.Problem(description: message)) {
        try PreviewToolOptions.parse(arguments)
      }
    }
  }
}
