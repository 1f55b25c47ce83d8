// A notes app in the way a SwiftUI developer writes one: an @Observable store, a split view
// whose searchable sidebar lists the notes and whose detail edits the one selected, a
// toolbar that adds, sorts and deletes (after asking; Ctrl+Z, the window's undo manager,
// brings a deleted note back), and saving to a JSON file off the main actor with a progress
// view while it runs. `swift run notes` in a terminal, or
// `notes-gtk` from Backends/GTK for a desktop window; NOTES_DIRECTORY names the folder of
// its file (a temporary folder by default).
import TrellisUI

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup("Notes") {
      NotesView()
    }
    .defaultSize(width: 900, height: 560)
  }
}
