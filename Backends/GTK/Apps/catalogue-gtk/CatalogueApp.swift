// A catalogue as a desktop app writes one, to try the GTK host's scrolled windows and a
// sheet's header bar: a list of a thousand items of two heights, a scroll view of notes beside
// it, and a settings sheet with a navigation stack of its own; above them an order button in
// a style of its own that shows while it is held, and an icon-only clear button.
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
  @State private var orders = 0

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Button("Settings") { showsSettings = true }
        Button("Order") { orders += 1 }
          .buttonStyle(HoldToOrderStyle())
        Button {
          orders = 0
        } label: {
          Label("Clear orders", systemImage: "trash")
        }
        .labelStyle(.iconOnly)
        Text("Orders: \(orders)")
      }
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

/// Says while the pointer holds the button down that letting go orders.
struct HoldToOrderStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(configuration.isPressed ? "Release to order" : "Hold to order")
      configuration.label
    }
  }
}
