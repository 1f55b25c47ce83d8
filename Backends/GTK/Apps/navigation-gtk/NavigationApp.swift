// A navigation stack as a desktop app writes one, to try the GTK host's header bar: the
// navigation title in it, and a back button (with Alt+Left and Escape) while a view is pushed.
import TrellisUI

@main
struct NavigationApp: App {
  var body: some Scene {
    WindowGroup("Library") {
      LibraryView()
    }
    .defaultSize(width: 480, height: 360)
  }
}

struct LibraryView: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("Shelves")
        NavigationLink("Poetry") { PoetryShelf() }
      }
      .navigationTitle("Library")
    }
  }
}

struct PoetryShelf: View {
  @State private var note = ""

  var body: some View {
    VStack {
      Text("Poems")
      TextField("Note", text: $note)
    }
    .navigationTitle("Poetry")
  }
}
