import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A photo library whose presentations are driven from a model outside the views, so a test
/// can change what is presented while a modal window blocks the main one.
@Observable @MainActor
final class PhotoLibrary {
  struct Photo: Identifiable, Equatable {
    let id: Int
    let caption: String
  }

  var isConfirmingDeletion = false
  var opened: Photo?
  var problem: Photo?
  var isShowingSlideshow = false
  var log: [String] = []
  var photos = [
    Photo(id: 1, caption: "ताज महल"), Photo(id: 2, caption: "富士山"),
    Photo(id: 3, caption: "🏔️ Alps"),
  ]
}

private struct LibraryView: View {
  @Bindable var library: PhotoLibrary

  var body: some View {
    VStack {
      ForEach(library.photos) { photo in
        Text(photo.caption)
      }
      Button("Delete all") { library.isConfirmingDeletion = true }
      Button("Open the first") { library.opened = library.photos.first }
      Button("Slideshow") { library.isShowingSlideshow = true }
    }
    .confirmationDialog(
      "Delete every photo?", isPresented: $library.isConfirmingDeletion,
      titleVisibility: .visible
    ) {
      Button("Delete \(library.photos.count) photos", role: .destructive) {
        library.log.append("deleted")
        library.photos = []
      }
      Button("Cancel", role: .cancel) { library.log.append("kept") }
    } message: {
      Text("This cannot be undone.")
    }
    .sheet(item: $library.opened, onDismiss: { library.log.append("closed") }) { photo in
      PhotoSheet(photo: photo)
    }
    .alert(item: $library.problem) { photo in
      Alert(
        title: Text("Could not load \(photo.caption)"),
        dismissButton: .default(Text("OK")) { library.log.append("ok \(photo.id)") })
    }
    .fullScreenCover(isPresented: $library.isShowingSlideshow) {
      Slideshow(library: library)
    }
  }
}

/// A sheet with state of its own: a fresh sheet starts with no likes.
private struct PhotoSheet: View {
  let photo: PhotoLibrary.Photo
  @State private var likes = 0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Photo: \(photo.caption)")
      Text("Likes: \(likes)")
      Button("Like") { likes += 1 }
      Button("Close") { dismiss() }
    }
  }
}

private struct Slideshow: View {
  let library: PhotoLibrary
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Slideshow of \(library.photos.count)")
      Button("End slideshow") { dismiss() }
    }
  }
}

/// Presentations in GTK are modal windows of the app, transient for the window they cover:
/// a confirmation dialog, a sheet for an item (replaced when the item changes), a legacy
/// alert for an item, and a full-screen cover, which is a modal window the size of the main
/// window.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct PresentationWindowTests {
  private func click(_ title: String, in window: WidgetWindow, host: GtkHost) throws {
    let button = try #require(
      window.ordered.first { $0.kind == .button && $0.element.text == title },
      "no button \(title) in \(window.ordered.map(\.element.text))")
    trellis_emit(button.widget, "clicked")
    GtkTestSupport.settle(host)
  }

  private func texts(in window: WidgetWindow) -> [String] {
    window.ordered.filter { $0.kind == .label }.map(labelText)
  }

  @Test func aConfirmationDialogIsAModalWindowWhoseButtonsActAndDismiss() throws {
    let library = PhotoLibrary()
    let host = GtkTestSupport.host(LibraryView(library: library))
    defer { host.close() }
    try click("Delete all", in: host.main, host: host)
    let dialog = try #require(host.modals.first?.window)
    #expect(gtk_window_get_modal(gtkCast(dialog.window)) != 0)
    #expect(gtk_window_get_transient_for(gtkCast(dialog.window)) == gtkCast(host.main.window))
    #expect(texts(in: dialog).contains("Delete every photo?"))
    #expect(texts(in: dialog).contains("This cannot be undone."))
    #expect(
      dialog.ordered.filter { $0.kind == .button }.map(\.element.text) == [
        "Delete 3 photos", "Cancel",
      ])
    // Each button shows its title at a width that holds it.
    for button in dialog.ordered where button.kind == .button {
      let title = String(cString: gtk_button_get_label(gtkCast(button.widget)))
      #expect(title == button.element.text)
      var natural: Int32 = 0
      gtk_widget_measure(
        button.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
      #expect(button.treeFrame.width >= Int(natural), "\(title)")
    }
    try click("Cancel", in: dialog, host: host)
    #expect(host.modals.isEmpty)
    #expect(library.log == ["kept"])
    #expect(!library.isConfirmingDeletion)

    try click("Delete all", in: host.main, host: host)
    try click("Delete 3 photos", in: try #require(host.modals.first?.window), host: host)
    #expect(library.photos.isEmpty)
    #expect(host.modals.isEmpty)
  }

  @Test func aSheetForAnItemIsReplacedWithFreshStateWhenTheItemChanges() throws {
    let library = PhotoLibrary()
    let host = GtkTestSupport.host(LibraryView(library: library))
    defer { host.close() }
    try click("Open the first", in: host.main, host: host)
    let first = try #require(host.modals.first?.window)
    #expect(texts(in: first).contains("Photo: ताज महल"))
    try click("Like", in: first, host: host)
    #expect(texts(in: first).contains("Likes: 1"))

    library.opened = library.photos[1]
    GtkTestSupport.settle(host)
    #expect(host.modals.count == 1)
    let second = try #require(host.modals.first?.window)
    #expect(second !== first, "a different item gets a window of its own")
    #expect(texts(in: second).contains("Photo: 富士山"))
    #expect(texts(in: second).contains("Likes: 0"))
    #expect(library.log == ["closed"], "replacing the item ends the first presentation")

    try click("Close", in: second, host: host)
    #expect(host.modals.isEmpty)
    #expect(library.opened == nil)
    #expect(library.log == ["closed", "closed"])
  }

  @Test func anAlertForAnItemShowsItAndItsButtonDismisses() throws {
    let library = PhotoLibrary()
    let host = GtkTestSupport.host(LibraryView(library: library))
    defer { host.close() }
    library.problem = library.photos[2]
    GtkTestSupport.settle(host)
    let alert = try #require(host.modals.first?.window)
    #expect(texts(in: alert).contains("Could not load 🏔️ Alps"))
    try click("OK", in: alert, host: host)
    #expect(library.log == ["ok 3"])
    #expect(library.problem == nil)
    #expect(host.modals.isEmpty)
  }

  // A full-screen cover is a modal window as large as the main window, over it: what a
  // GNOME person expects of a view that takes over the app (not the whole screen, which a
  // windowed app does not take). Closing its window (Ctrl+W, the close button) ends it, as
  // its own buttons do. (Escape is the same shortcut as a sheet's, which the end-to-end tests
  // press with real keys.)
  @Test func aFullScreenCoverIsAModalWindowTheSizeOfTheMainWindow() throws {
    let library = PhotoLibrary()
    let host = GtkTestSupport.host(LibraryView(library: library))
    defer { host.close() }
    try click("Slideshow", in: host.main, host: host)
    let cover = try #require(host.modals.first?.window)
    #expect(gtk_window_get_modal(gtkCast(cover.window)) != 0)
    #expect(gtk_window_get_transient_for(gtkCast(cover.window)) == gtkCast(host.main.window))
    #expect(texts(in: cover).contains("Slideshow of 3"))
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_widget_get_size_request(cover.fixedWidget, &width, &height)
    #expect(Int(width) == Int(host.core.size.width))
    #expect(Int(height) == Int(host.core.size.height))
    // Nothing of the main window is in the cover.
    #expect(!texts(in: cover).contains("富士山"))

    gtk_window_close(gtkCast(cover.window))
    GtkTestSupport.settle(host)
    #expect(host.modals.isEmpty)
    #expect(!library.isShowingSlideshow)

    try click("Slideshow", in: host.main, host: host)
    try click("End slideshow", in: try #require(host.modals.first?.window), host: host)
    #expect(host.modals.isEmpty)
  }
}
