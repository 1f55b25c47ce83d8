// A catalogue as a desktop app writes one, to try the GTK host's scrolled windows and a
// sheet's header bar: a list of a thousand items of two heights, a scroll view of notes beside
// it, and a settings sheet with a navigation stack of its own.
import TrellisUI

@main
struct CatalogueApp: App {
  var body: some Scene {
    WindowGroup("Catalogue") {
      CatalogueView()
    }
    .defaultSize(width: 640, height: 420)
  }
}

struct CatalogueView: View {
  @State private var showsSettings = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Settings") { showsSettings = true }
      HStack {
        List(0..<1_000, id: \.self) { index in
          if index % 4 == 0 {
            VStack(alignment: .leading) {
              Text("Item \(index)")
              Text("On sale")
            }
          } else {
            Text("Item \(index)")
          }
        }
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<30, id: \.self) { Text("Note \($0) on the catalogue") }
          }
        }
      }
    }
    .sheet(isPresented: $showsSettings) {
      SettingsView()
    }
  }
}

struct SettingsView: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("General")
        NavigationLink("Advanced") {
          Text("Advanced options")
            .navigationTitle("Advanced")
        }
      }
      .navigationTitle("Settings")
    }
  }
}
