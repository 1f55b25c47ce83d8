import Foundation
import TrellisUI

/// The code of the article "Menus".
enum Menus {
  // MARK: A menu of actions

  struct DocumentActions: View {
    @State private var isPinned = false
    @State private var format = "PNG"
    @State private var copies = 0

    var body: some View {
      Menu("Actions (\(copies) copies)") {
        Button("Duplicate") { copies += 1 }
        Menu("Export") {
          Button("As Text") {}
          Button("As Link") {}
        }
        Divider()
        Section("Options") {
          Toggle("Pinned", isOn: $isPinned)
          Picker("Format", selection: $format) {
            Text("PNG").tag("PNG")
            Text("PDF").tag("PDF")
          }
        }
        Button("Archive") {}
          .disabled(true)
        Button("Delete", role: .destructive) {}
      }
    }
  }

  // MARK: A primary action

  struct AddButton: View {
    @State private var items: [String] = []

    var body: some View {
      Menu {
        Button("Add Folder") { items.append("Folder") }
      } label: {
        Label("Add", systemImage: "plus")
      } primaryAction: {
        items.append("Note")
      }
      .menuStyle(.borderlessButton)
    }
  }

  // MARK: A style of your own

  struct CaptionedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        Menu(configuration)
        Text("More actions")
          .font(.caption)
      }
    }
  }

  // MARK: Context menus

  struct NoteRows: View {
    @State private var notes = ["Groceries", "买菜", "किराना"]

    var body: some View {
      List {
        ForEach(notes, id: \.self) { note in
          Text(note)
            .contextMenu {
              Button("Delete", role: .destructive) {
                notes.removeAll { $0 == note }
              }
            }
        }
      }
    }
  }

  // MARK: Control groups

  struct Zoom: View {
    @State private var zoom = 100

    var body: some View {
      ControlGroup {
        Button("Zoom Out") { zoom -= 10 }
        Button("Zoom In") { zoom += 10 }
      }
    }
  }

  struct Inbox: View {
    @State private var messages = ["Lunch?", "会议纪要", "बैठक"]
    @State private var pinned: [String] = []

    var body: some View {
      List {
        ForEach(messages, id: \.self) { message in
          Text(message)
            .swipeActions {
              Button("Delete", role: .destructive) {
                messages.removeAll { $0 == message }
              }
            }
            .swipeActions(edge: .leading) {
              Button("Pin") { pinned.append(message) }
            }
        }
      }
    }
  }

  // MARK: Share links

  struct PlaceCard: View {
    let place = URL(string: "https://example.org/places/hampi")!

    var body: some View {
      VStack {
        Text("Hampi")
        ShareLink(
          item: place, subject: Text("Hampi"), message: Text("The boulders at dawn"),
          preview: SharePreview("Hampi, Karnataka"))
      }
    }
  }
}
