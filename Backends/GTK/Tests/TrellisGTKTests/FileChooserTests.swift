import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// File panels as GTK's file chooser: the right action, multiple selection and the type
/// filter, a file picked through GtkFileChooser reaching the completion, a save written where
/// the chooser says, a cancel, and `isPresented` back to `false` each way.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct FileChooserTests {
  @Observable final class Model {
    var isImporting = false
    var isExporting = false
    var picked: [String] = []
    var saved: [URL] = []
    var cancellations = 0
  }

  private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws { text = "" }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  private struct Screen: View {
    @Bindable var model: Model
    let folder: URL
    var body: some View {
      VStack {
        Text(model.isImporting ? "Importing" : "Idle")
        Text("Export").fileExporter(
          isPresented: $model.isExporting, document: TextFile(text: "नमस्ते 世界 🎉"),
          contentType: .plainText, defaultFilename: "मसौदा"
        ) { result in
          if case .success(let url) = result { model.saved.append(url) }
        }
      }
      .fileImporter(
        isPresented: $model.isImporting, allowedContentTypes: [.plainText],
        allowsMultipleSelection: true
      ) { result in
        if case .success(let urls) = result { model.picked += urls.map(\.lastPathComponent) }
      } onCancellation: {
        model.cancellations += 1
      }
      .fileDialogDefaultDirectory(folder)
    }
  }

  private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gtk-file-chooser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["नमस्ते.txt", "日本語.txt", "picture.png"] {
      try Data(name.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// Whether the chooser's filter lets a file of `name` and MIME type `mime` through.
  private func filterMatches(_ chooser: FileChooser, name: String, mime: String) -> Bool {
    guard let filter = gtk_file_chooser_get_filter(chooser.chooser) else { return true }
    let info = g_file_info_new()!
    defer { g_object_unref(UnsafeMutableRawPointer(info)) }
    g_file_info_set_display_name(info, name)
    g_file_info_set_content_type(info, mime)
    let asFilter = UnsafeMutablePointer<GtkFilter>(filter)
    return gtk_filter_match(asFilter, UnsafeMutableRawPointer(info)) != 0
  }

  /// Runs GTK's loop until `condition` holds (the chooser loads its folder asynchronously).
  private func spin(until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    while !condition() && Date() < deadline { g_main_context_iteration(nil, 0) }
  }

  @Test func anOpenPanelIsAChooserWhoseChoiceReachesTheCompletion() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = Model()
    let host = GtkTestSupport.host(Screen(model: model, folder: folder))
    defer { host.close() }
    #expect(host.fileChooser == nil)
    model.isImporting = true
    GtkTestSupport.settle(host)
    let chooser = try #require(host.fileChooser)
    #expect(gtk_file_chooser_get_action(chooser.chooser) == GTK_FILE_CHOOSER_ACTION_OPEN)
    #expect(gtk_file_chooser_get_select_multiple(chooser.chooser) != 0)
    #expect(gtk_native_dialog_get_modal(chooser.dialog) != 0)
    #expect(filterMatches(chooser, name: "नमस्ते.txt", mime: "text/plain"))
    #expect(!filterMatches(chooser, name: "picture.png", mime: "image/png"))

    // Pick a file as the chooser's own selection, then accept.
    let file = g_file_new_for_path(folder.appendingPathComponent("नमस्ते.txt").path)
    gtk_file_chooser_set_file(chooser.chooser, file, nil)
    g_object_unref(UnsafeMutableRawPointer(file))
    spin { !chooser.chosenURLs.isEmpty }
    trellis_emit_response(UnsafeMutableRawPointer(chooser.native), GTK_RESPONSE_ACCEPT.rawValue)
    GtkTestSupport.settle(host)
    #expect(model.picked == ["नमस्ते.txt"])
    #expect(!model.isImporting)
    #expect(host.fileChooser == nil)
    #expect(model.cancellations == 0)
  }

  @Test func cancellingTheChooserCancelsThePanel() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = Model()
    let host = GtkTestSupport.host(Screen(model: model, folder: folder))
    defer { host.close() }
    model.isImporting = true
    GtkTestSupport.settle(host)
    let chooser = try #require(host.fileChooser)
    trellis_emit_response(UnsafeMutableRawPointer(chooser.native), GTK_RESPONSE_CANCEL.rawValue)
    GtkTestSupport.settle(host)
    #expect(model.cancellations == 1)
    #expect(model.picked.isEmpty)
    #expect(!model.isImporting)
    #expect(host.fileChooser == nil)
  }

  @Test func theAppTakingThePanelBackClosesTheChooser() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = Model()
    let host = GtkTestSupport.host(Screen(model: model, folder: folder))
    defer { host.close() }
    model.isImporting = true
    GtkTestSupport.settle(host)
    #expect(host.fileChooser != nil)
    model.isImporting = false
    GtkTestSupport.settle(host)
    #expect(host.fileChooser == nil)
    #expect(model.cancellations == 0)
  }

  @Test func aSavePanelWritesTheDocumentWhereTheChooserSays() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = Model()
    let host = GtkTestSupport.host(Screen(model: model, folder: folder))
    defer { host.close() }
    model.isExporting = true
    GtkTestSupport.settle(host)
    let chooser = try #require(host.fileChooser)
    #expect(gtk_file_chooser_get_action(chooser.chooser) == GTK_FILE_CHOOSER_ACTION_SAVE)
    let name = gtk_file_chooser_get_current_name(chooser.chooser)
    #expect(name.map { String(cString: $0) } == "मसौदा.txt")
    g_free(name)
    gtk_file_chooser_set_current_name(chooser.chooser, "新しい.txt")
    spin { chooser.chosenURLs.first?.lastPathComponent == "新しい.txt" }
    trellis_emit_response(UnsafeMutableRawPointer(chooser.native), GTK_RESPONSE_ACCEPT.rawValue)
    GtkTestSupport.settle(host)
    let written = folder.appendingPathComponent("新しい.txt")
    #expect(model.saved == [written])
    #expect(try String(contentsOf: written, encoding: .utf8) == "नमस्ते 世界 🎉")
    #expect(!model.isExporting)
    #expect(host.fileChooser == nil)
  }

  private struct SheetScreen: View {
    @Bindable var model: Model
    var body: some View {
      Text("Behind")
        .sheet(isPresented: .constant(true)) {
          Text("In the sheet 文書")
            .fileImporter(isPresented: $model.isImporting, allowedContentTypes: [.image]) { _ in }
        }
    }
  }

  @Test func aPanelAskedForInASheetIsOverTheSheetsWindow() throws {
    let model = Model()
    let host = GtkTestSupport.host(SheetScreen(model: model))
    defer { host.close() }
    let sheet = try #require(host.modals.first?.window)
    model.isImporting = true
    GtkTestSupport.settle(host)
    let chooser = try #require(host.fileChooser)
    let parent = gtk_native_dialog_get_transient_for(chooser.dialog)
    #expect(UnsafeMutableRawPointer(parent) == UnsafeMutableRawPointer(sheet.window))
    #expect(gtk_file_chooser_get_action(chooser.chooser) == GTK_FILE_CHOOSER_ACTION_OPEN)
    trellis_emit_response(UnsafeMutableRawPointer(chooser.native), GTK_RESPONSE_CANCEL.rawValue)
    GtkTestSupport.settle(host)
    #expect(!model.isImporting)
    #expect(host.fileChooser == nil)
  }
}
