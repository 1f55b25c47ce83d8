// A long list of fields, as a desktop app writes one: a guest list with a note field and a
// button in every row, to try the GTK host's keyboard focus as the rows scroll in and out of
// view (a focused field scrolled away keeps focus and its text; Tab reaches the rows below).
import TrellisUI

@main
struct GuestListApp: App {
  var body: some Scene {
    WindowGroup("Guests") {
      GuestList()
    }
    .defaultSize(width: 480, height: 360)
  }
}

struct Guest: Identifiable {
  let id: Int
  let name: String
}

struct GuestList: View {
  private let guests = (1...40).map { Guest(id: $0, name: "Guest \($0)") }
  @State private var notes: [Int: String] = [:]
  @State private var greeted: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Text("Greeted: \(greeted.isEmpty ? "nobody" : greeted.joined(separator: ", "))")
      List {
        ForEach(guests) { guest in
          HStack {
            TextField(
              guest.name,
              text: Binding(
                get: { notes[guest.id, default: ""] },
                set: { notes[guest.id] = $0 }))
            Button("Greet \(guest.id)") { greeted.append(guest.name) }
          }
        }
      }
    }
    .padding()
  }
}
