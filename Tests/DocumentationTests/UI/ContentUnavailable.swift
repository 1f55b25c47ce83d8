import TrellisUI

/// The code of the article "Showing that content is unavailable".
enum ContentUnavailable {
  struct Inbox: View {
    @State private var messages: [String] = []

    var body: some View {
      List(messages, id: \.self) { Text($0) }
        .overlay {
          if messages.isEmpty {
            ContentUnavailableView {
              Label("No Mail", systemImage: "tray.fill")
            } description: {
              Text("New mail you receive will appear here.")
            } actions: {
              Button("Fetch") { messages = ["Welcome aboard"] }
            }
          }
        }
    }
  }

  struct Results: View {
    let query: String
    let matches: [String]

    var body: some View {
      if matches.isEmpty {
        ContentUnavailableView.search(text: query)
      } else {
        List(matches, id: \.self) { Text($0) }
      }
    }
  }

  struct Offline: View {
    var body: some View {
      ContentUnavailableView(
        "Offline", systemImage: "wifi.slash",
        description: Text("Connect to the internet to see your feed."))
    }
  }
}
