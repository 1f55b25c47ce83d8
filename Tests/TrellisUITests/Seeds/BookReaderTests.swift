import Testing
import TrellisTesting
import TrellisUI

@testable import book_reader

/// Seed 003's book reader, before (ObservableObject) and after (Observation) its migration:
/// "Edit" on a row opens the editor in a sheet; a title typed there reaches the list; Enter
/// (onSubmit) or "Close" dismisses the sheet.
@MainActor
@Suite struct BookReaderTests {
  enum Version: String, CaseIterable, CustomTestStringConvertible {
    case before, after
    var testDescription: String { rawValue }
  }

  static func host(_ version: Version) -> ViewHost {
    switch version {
    case .before: return ViewHost(app: BookReaderBeforeSeed.BookReaderApp(), width: 80, height: 24)
    case .after: return ViewHost(app: BookReaderAfterSeed.BookReaderApp(), width: 80, height: 24)
    }
  }

  static func editButtons(_ host: ViewHost) -> [ViewHost.Element] {
    host.elements.filter { $0.kind == .button && $0.text == "Edit" }
  }

  static let sampleTitle = "Sample Book Title"

  @Test(arguments: Version.allCases)
  func editingATitleInTheSheetReachesTheList(_ version: Version) async throws {
    let host = Self.host(version)
    #expect(host.all(text: Self.sampleTitle).count == 3)
    #expect(Self.editButtons(host).count == 3)

    try Self.editButtons(host)[0].tap()
    await host.nextUpdate()
    // The editor is up, showing the book's title; the list's buttons are behind it.
    let field = try host.textField("Title")
    #expect(field.value == Self.sampleTitle)
    #expect(try host.button("Close").isEnabled)
    #expect(Self.editButtons(host).isEmpty)

    // Type a new title, one key at a time, as a person would.
    try field.deleteBackward(Self.sampleTitle.count)
    try host.textField("Title").type("Moby-Dick")
    await host.nextUpdate()
    #expect(try host.textField("Title").value == "Moby-Dick")
    // The row behind the sheet already shows it.
    #expect(host.text.contains("Moby-Dick"))

    // Enter runs onSubmit, which dismisses the sheet.
    try host.textField("Title").submit()
    await host.nextUpdate()
    #expect((try? host.textField("Title")) == nil)
    #expect((try? host.button("Close")) == nil)
    #expect(!host.text.contains("┌"))
    #expect(host.all(text: "Moby-Dick").count == 1)
    #expect(host.all(text: Self.sampleTitle).count == 2)
    #expect(Self.editButtons(host).count == 3)
    // The edited book is the first row.
    let rows = host.elements.filter { $0.typeName == "Text" && $0.text != "Edit" }.map(\.text)
    #expect(rows == ["Moby-Dick", Self.sampleTitle, Self.sampleTitle])
  }

  @Test(arguments: Version.allCases)
  func closeDismissesTheEditor(_ version: Version) async throws {
    let host = Self.host(version)
    try Self.editButtons(host)[1].tap()
    await host.nextUpdate()
    #expect(try host.textField("Title").value == Self.sampleTitle)

    try host.button("Close").tap()
    await host.nextUpdate()
    #expect((try? host.textField("Title")) == nil)
    #expect(!host.text.contains("┌"))
    #expect(host.all(text: Self.sampleTitle).count == 3)

    // Each presentation is a new editor, and it edits the row it was opened from.
    try Self.editButtons(host)[2].tap()
    await host.nextUpdate()
    try host.textField("Title").setText("Emma")
    try host.button("Close").tap()
    await host.nextUpdate()
    let rows = host.elements.filter { $0.typeName == "Text" && $0.text != "Edit" }.map(\.text)
    #expect(rows == [Self.sampleTitle, Self.sampleTitle, "Emma"])
  }
}
