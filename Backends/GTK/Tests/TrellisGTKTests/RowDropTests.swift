import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A reading list whose rows take dropped text and files, the model held outside the views.
@MainActor @Observable private final class Shelf {
  var titles: [String]
  var drops: [(offset: Int, providers: [NSItemProvider])] = []
  init(_ titles: [String] = ["क्षितिज", "漢字の本", "👩🏽‍💻 Notes"]) { self.titles = titles }
}

private struct ShelfList: View {
  let shelf: Shelf
  var body: some View {
    List {
      Section("Reading") {
        ForEach(shelf.titles, id: \.self) { Text($0) }
          .onInsert(of: [.plainText, .url, .fileURL]) { offset, providers in
            shelf.drops.append((offset, providers))
            // A title per item, at once, so the window shows where they went.
            let added = providers.indices.map { "Dropped \(shelf.drops.count).\($0 + 1)" }
            shelf.titles.insert(contentsOf: added, at: offset)
          }
      }
    }
  }
}

/// `G_TYPE_DOUBLE` and `G_TYPE_BOOLEAN`, C macros Swift does not import.
private let doubleType = GType(15) << GType(G_TYPE_FUNDAMENTAL_SHIFT)
private let booleanType = GType(5) << GType(G_TYPE_FUNDAMENTAL_SHIFT)

/// Emits the main window's drop target's `drop` signal with `payload` at `(x, y)` of the
/// content, as GTK does when a drag ends there; returns whether the drop was taken.
@MainActor private func drop(_ payload: inout GValue, atX x: Double, y: Double, _ host: GtkHost)
  -> Bool
{
  var params = [GValue](repeating: GValue(), count: 4)
  g_value_init(&params[0], gtk_drop_target_get_type())
  g_value_set_object(&params[0], UnsafeMutableRawPointer(host.main.dropTarget))
  g_value_init(&params[1], g_value_get_type())
  withUnsafeMutablePointer(to: &payload) { g_value_set_boxed(&params[1], $0) }
  g_value_init(&params[2], doubleType)
  g_value_set_double(&params[2], x)
  g_value_init(&params[3], doubleType)
  g_value_set_double(&params[3], y)
  var result = GValue()
  g_value_init(&result, booleanType)
  g_signal_emitv(params, g_signal_lookup("drop", gtk_drop_target_get_type()), 0, &result)
  let taken = g_value_get_boolean(&result) != 0
  for index in params.indices { g_value_unset(&params[index]) }
  g_value_unset(&result)
  GtkTestSupport.settle(host)
  return taken
}

/// A string value, as GTK hands a dropped text.
private func stringValue(_ text: String) -> GValue {
  var value = GValue()
  g_value_init(&value, DroppedValue.stringType)
  g_value_set_string(&value, text)
  return value
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RowDropTests {
  /// The titles the window's labels show, top to bottom.
  private func shown(_ host: GtkHost) -> [String] {
    host.widgets(.label).map(labelText).filter { $0 != "Reading" }
  }

  /// A point of the content on the row showing `title`: a quarter of the way down it, or
  /// three quarters.
  private func point(on title: String, lower: Bool, _ host: GtkHost) throws -> (Double, Double) {
    let label = try #require(host.widgets(.label).first { labelText($0) == title })
    let frame = label.element.frame
    let origin = host.main.origin
    let y = frame.minY + frame.height * (lower ? 0.75 : 0.25)
    return (Double(frame.midX - origin.x), Double(y - origin.y))
  }

  // Text dropped on a row's upper half goes before it, on its lower half after it; the
  // action gets one plain-text provider (a URL one too when the text is a URL).
  @Test func droppedTextGoesBeforeOrAfterTheRowByTheHalfItLandsOn() async throws {
    let shelf = Shelf()
    let host = GtkTestSupport.host(ShelfList(shelf: shelf))
    defer { host.close() }
    var text = stringValue("नया 新しい 👩🏽‍💻")
    defer { g_value_unset(&text) }
    let upper = try point(on: "漢字の本", lower: false, host)
    #expect(drop(&text, atX: upper.0, y: upper.1, host))
    #expect(shelf.drops.map(\.offset) == [1])
    #expect(shown(host) == ["क्षितिज", "Dropped 1.1", "漢字の本", "👩🏽‍💻 Notes"])
    let provider = try #require(shelf.drops.first?.providers.first)
    #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier])
    let loaded = try await provider.loadDataRepresentation(for: .plainText)
    #expect(String(decoding: loaded, as: UTF8.self) == "नया 新しい 👩🏽‍💻")

    var link = stringValue("https://example.org/漢字")
    defer { g_value_unset(&link) }
    let lower = try point(on: "👩🏽‍💻 Notes", lower: true, host)
    #expect(drop(&link, atX: lower.0, y: lower.1, host))
    #expect(shelf.drops.map(\.offset) == [1, 4])
    #expect(shown(host).last == "Dropped 2.1")
    #expect(
      shelf.drops.last?.providers.first?.registeredTypeIdentifiers.first == UTType.url.identifier)
  }

  // Files dropped become a file-URL provider each, named after the file; a drop outside
  // every row is refused and changes nothing.
  @Test func droppedFilesAreFileURLsAndADropBesideTheRowsIsRefused() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gtk-drop-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = ["漢字 notes.txt", "👩🏽‍💻.png"].map { folder.appendingPathComponent($0).path }
    for path in paths { try Data("क्षि".utf8).write(to: URL(fileURLWithPath: path)) }

    let shelf = Shelf(["क्षितिज", "漢字の本"])
    let host = GtkTestSupport.host(ShelfList(shelf: shelf))
    defer { host.close() }
    var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
    var value = GValue()
    g_value_init(&value, gdk_file_list_get_type())
    g_value_take_boxed(&value, UnsafeRawPointer(gdk_file_list_new_from_array(&files, 2)))
    for file in files { g_object_unref(UnsafeMutableRawPointer(file)) }
    defer { g_value_unset(&value) }

    let lower = try point(on: "क्षितिज", lower: true, host)
    #expect(drop(&value, atX: lower.0, y: lower.1, host))
    #expect(shelf.drops.map(\.offset) == [1])
    #expect(shown(host) == ["क्षितिज", "Dropped 1.1", "Dropped 1.2", "漢字の本"])
    let providers = try #require(shelf.drops.first?.providers)
    #expect(providers.map(\.suggestedName) == ["漢字 notes.txt", "👩🏽‍💻.png"])
    #expect(
      providers.allSatisfy { $0.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) })
    let url = try await providers[0].loadDataRepresentation(for: .fileURL)
    #expect(URL(string: String(decoding: url, as: UTF8.self))?.path == paths[0])

    // Far below the last row: no row there.
    var text = stringValue("漢字")
    defer { g_value_unset(&text) }
    let below = try point(on: "漢字の本", lower: true, host)
    #expect(!drop(&text, atX: below.0, y: below.1 + 60, host))
    #expect(shelf.drops.count == 1)
  }
}
