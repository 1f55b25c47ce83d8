import Foundation
import TrellisUI

/// A notebook app as people write one: a group of note windows, a single activity window, a
/// data-driven group of documents and a settings window; the app's own model is shared by
/// every window, each window's `@State` is its own.
enum Notebook {
  @MainActor final class Library: ObservableObject {
    @Published var opened = 0
    static var made = 0
    init() { Library.made += 1 }
  }

  struct Document: Codable, Hashable {
    var name: String
  }

  struct NoteView: View {
    @EnvironmentObject var library: Library
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.openSettings) private var openSettings
    @State private var taps = 0

    var body: some View {
      VStack {
        Text("Taps \(taps)")
        Text("Opened \(library.opened)")
        Button("Tap") { taps += 1 }
        Button("New note") {
          library.opened += 1
          openWindow(id: "note")
        }
        Button("Activity") { openWindow(id: "activity") }
        Button("Open नमस्ते") { openWindow(value: Document(name: "नमस्ते")) }
        Button("Open 漢字") { openWindow(value: Document(name: "漢字")) }
        Button("Close") { dismissWindow() }
        Button("Close documents") { dismissWindow(id: "document") }
        Button("Preferences") { openSettings() }
      }
    }
  }

  struct DocumentView: View {
    @Binding var document: Document?
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
      VStack {
        Text("Document \(document?.name ?? "none")")
        Button("Rename") { document = Document(name: "👩‍👩‍👧") }
        Button("Close this") {
          if let document { dismissWindow(value: document) }
        }
      }
    }
  }

  struct NotebookApp: App {
    @StateObject private var library = Library()
    var showsActivity = true

    var body: some Scene {
      WindowGroup("Notes", id: "note") {
        NoteView().environmentObject(library)
      }
      .defaultSize(width: 480, height: 320)
      if showsActivity {
        Window("Activity", id: "activity") {
          Text("Activity log")
        }
        .windowResizability(.contentSize)
        .defaultPosition(.topLeading)
      }
      WindowGroup("Document", id: "document", for: Document.self) { $document in
        DocumentView(document: $document)
      }
      .windowStyle(.hiddenTitleBar)
      .windowToolbarStyle(.unified(showsTitle: false))
      #if os(macOS)
        Settings { Text("Mac settings") }
      #else
        Settings { Text("Settings form") }
      #endif
    }
  }

  /// An app whose scene body is its own `Scene` type, wrapped by a modifier: the walk goes
  /// through both bodies.
  struct Inspector: Scene {
    var body: some Scene {
      WindowGroup("Inspector") { Text("Inspecting") }
    }
  }

  struct InspectorApp: App {
    var body: some Scene {
      Inspector().defaultSize(width: 300, height: 200)
    }
  }

  /// An app whose scenes depend on a condition, with an `else` branch.
  struct BranchingApp: App {
    var usesWindow = false
    var body: some Scene {
      if usesWindow {
        Window("Single", id: "single") { Text("Single window") }
      } else {
        WindowGroup("Group") { Text("Group window") }
      }
    }
  }
}
