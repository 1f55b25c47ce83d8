import Foundation
import Testing

@testable import trellis_preview

@Suite struct PackageTargetsTests {
  // The shape `swift package dump-package` prints, cut down to what is read.
  private let json = Data(
    #"""
    {"name": "Notes", "targets": [
      {"name": "NotesCore", "type": "regular", "dependencies": [{"product": ["TrellisUI", "Trellis", null, null]}]},
      {"name": "NotesUI", "type": "regular", "dependencies": [{"byName": ["NotesCore", null]}]},
      {"name": "notes-gtk", "type": "executable", "dependencies": [{"target": ["NotesUI", null]}]},
      {"name": "notes", "type": "executable", "dependencies": [{"byName": ["NotesUI", null]}]},
      {"name": "tool", "type": "executable", "dependencies": []},
      {"name": "Lonely", "type": "regular", "dependencies": []},
      {"name": "NotesTests", "type": "test", "dependencies": [{"byName": ["Lonely", null]}]}
    ], "products": [
      {"name": "Notes", "targets": ["notes"], "type": {"executable": null}},
      {"name": "NotesKit", "targets": ["NotesUI"], "type": {"library": ["automatic"]}}
    ]}
    """#.utf8)

  @Test func anExecutableShowsItsOwnPreviewsUnderItsProductsName() throws {
    let package = try PackageTargets(json: json)
    #expect(try package.product(showing: #require(package.target(named: "notes"))) == "Notes")
    // Without a product of its own, a root package's executable is built under its name.
    #expect(
      try package.product(showing: #require(package.target(named: "notes-gtk"))) == "notes-gtk")
  }

  @Test func aLibraryIsShownByTheFirstExecutableThatLinksItEvenIndirectly() throws {
    let package = try PackageTargets(json: json)
    #expect(try package.product(showing: #require(package.target(named: "NotesUI"))) == "Notes")
    #expect(try package.product(showing: #require(package.target(named: "NotesCore"))) == "Notes")
  }

  @Test func aModuleNameFindsItsTarget() throws {
    let package = try PackageTargets(json: json)
    #expect(package.target(named: "notes_gtk")?.name == "notes-gtk")
    #expect(package.target(named: "nothing") == nil)
  }

  @Test func aLibraryNoExecutableLinksIsAnErrorThatSaysWhatToDo() throws {
    let package = try PackageTargets(json: json)
    #expect(throws: PreviewToolError.noExecutable(module: "Lonely")) {
      try package.product(showing: #require(package.target(named: "Lonely")))
    }
    #expect(
      PreviewToolError.noExecutable(module: "Lonely").description.contains("ViewHost(preview:in:)"))
  }

  @Test func somethingThatIsNotAPackageDescriptionIsRefused() {
    #expect(throws: PreviewToolError.unreadablePackage) {
      try PackageTargets(json: Data("[1, 2]".utf8))
    }
  }
}
