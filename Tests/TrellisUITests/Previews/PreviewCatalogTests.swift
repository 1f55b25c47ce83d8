#if os(Linux)
  import Foundation
  import Testing
  import TrellisTesting
  @_spi(TrellisHost) @testable import TrellisTerminalHost
  @_spi(TrellisHost) import TrellisUI

  @testable import PortedAppFixture

  // The fixture's previews are written as in an Apple project (Tests/Fixtures/PortedApp/
  // NotesPreviews.swift): the program finds them, by name or by file and line.
  @MainActor
  @Suite struct PreviewCatalogTests {
    @Test func everyPreviewOfTheModuleIsFoundInSourceOrder() {
      let entries = PreviewCatalog.entries(in: "PortedAppFixture")
      #expect(
        entries.map(\.name) == ["Notes", "Compact", "NotesPreviews.swift:14", "NoteRow_Previews"])
      #expect(
        entries.map(\.location) == [
          "PortedAppFixture/NotesPreviews.swift:5", "PortedAppFixture/NotesPreviews.swift:10",
          "PortedAppFixture/NotesPreviews.swift:14", "PortedAppFixture.NoteRow_Previews",
        ])
      #expect(entries.allSatisfy { $0.module == "PortedAppFixture" })
      #expect(ViewHost.previewNames(in: "PortedAppFixture") == entries.map(\.name))
    }

    // Swift 6.3's `@section` records find `#Preview`s in any build; the conformance records
    // (which a release build's dead-code stripping drops) find them in this debug build too.
    @Test(arguments: [PreviewCatalog.Discovery.records, .conformances])
    func eachWayOfFindingThemFindsEveryPreviewMacro(_ discovery: PreviewCatalog.Discovery) {
      let found = PreviewCatalog.registryLocations(foundBy: discovery)
        .filter { $0.hasPrefix("PortedAppFixture/") }.sorted()
      #expect(
        found == [
          "PortedAppFixture/NotesPreviews.swift:10", "PortedAppFixture/NotesPreviews.swift:14",
          "PortedAppFixture/NotesPreviews.swift:5",
        ])
    }

    @Test func theSeedAppsPreviewsAreThereTooAndTargetNamesWork() {
      // Target names have dashes; their modules have underscores.
      #expect(
        PreviewCatalog.entries(in: "label-editor").map(\.module).allSatisfy { $0 == "label_editor" }
      )
      #expect(!PreviewCatalog.entries(in: "label-editor").isEmpty)
      #expect(PreviewCatalog.entries(in: "NoSuchModule").isEmpty)
    }

    @Test func aNameIsFoundByItselfOrByWhereItIs() throws {
      #expect(
        try PreviewCatalog.find("Compact").location == "PortedAppFixture/NotesPreviews.swift:10")
      #expect(try PreviewCatalog.find("PortedAppFixture/NotesPreviews.swift:10").name == "Compact")
      #expect(
        try PreviewCatalog.find("NoteRow_Previews", in: "PortedAppFixture").name
          == "NoteRow_Previews")
      #expect(try PreviewCatalog.find("", in: "PortedAppFixture").name == "Notes")
    }

    @Test func anUnknownNameSaysWhichPreviewsThereAre() {
      #expect(
        throws: PreviewLookupError.notFound(
          name: "Nope", module: "PortedAppFixture",
          available: ["Notes", "Compact", "NotesPreviews.swift:14", "NoteRow_Previews"])
      ) {
        try PreviewCatalog.find("Nope", in: "PortedAppFixture")
      }
      #expect(throws: PreviewLookupError.noPreviews(module: "NoSuchModule")) {
        try PreviewCatalog.find("", in: "NoSuchModule")
      }
      let message = PreviewLookupError.notFound(name: "Nope", module: nil, available: ["A", "B"])
      #expect(message.description == "no preview named \"Nope\"; there are: A, B")
    }

    @Test func aPreviewsTraitsComeThrough() throws {
      let compact = try PreviewCatalog.find("Compact").makePreview()
      #expect(compact.displayName == "Compact")
      // 480 x 160 points: 60 columns, 10 rows.
      #expect(compact.fixedSize.map { [$0.width, $0.height] } == [60, 10])
      let provider = try PreviewCatalog.find("NoteRow_Previews").makePreview()
      #expect(provider.displayName == "Row without a date")
      #expect(provider.fixedSize.map { [$0.width, $0.height] } == [50, 3])
      #expect(try PreviewCatalog.find("Notes").makePreview().fixedSize == nil)
    }
  }
#endif
