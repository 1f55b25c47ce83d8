import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Editing the rows of a list".
@MainActor
@Suite struct EditingTheRowsOfAListTests {
  @Test func droppedTextAndFilesAreInsertedWhereTheyLand() async throws {
    let list = EditingListRows.ReadingList()
    let host = ViewHost(EditingListRows.ReadingListView(list: list), width: 40, height: 10)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("article-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("新しい.txt")
    try Data("text".utf8).write(to: file)
    let fileProvider = try #require(NSItemProvider(contentsOf: file))
    fileProvider.registerObject(file as NSURL, visibility: .all)

    try host.text("漢字の本").dropItems(
      [NSItemProvider(object: "नया" as NSString), fileProvider], above: true)
    await list.loading?.value
    #expect(list.entries == ["क्षितिज", "नया", "新しい.txt", "漢字の本", "👩🏽‍💻 Notes"])
    host.update()
    let link = try #require(URL(string: "https://example.org/漢字"))
    try host.text("👩🏽‍💻 Notes").dropItems([NSItemProvider(object: link as NSURL)])
    await list.loading?.value
    #expect(list.entries.last == link.absoluteString)
    // A type the rows do not take is refused, and nothing is inserted.
    let image = NSItemProvider()
    image.registerDataRepresentation(for: .png) { _ in nil }
    #expect(throws: ViewHostError.self) { try host.text("क्षितिज").dropItems([image]) }
  }
}
