import SwiftUI

@main
struct NotesApp: App {
  @StateObject private var store = NotesStore(notes: Note.samples)
  @State private var settings = NoteSettings()

  var body: some Scene {
    WindowGroup {
      NotesView(store: store, settings: settings)
    }
  }
}
