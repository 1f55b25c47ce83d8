import TrellisUI

/// The code of the article "Tabs".
enum Tabs {
  // MARK: Tabs with values

  enum Mailbox: Hashable {
    case inbox, sent, search
  }

  struct MailView: View {
    @State private var mailbox = Mailbox.inbox
    @State private var unread = 3

    var body: some View {
      TabView(selection: $mailbox) {
        Tab("Inbox", systemImage: "tray", value: .inbox) {
          Button("Mark all read") { unread = 0 }
        }
        .badge(unread)
        Tab("Sent", systemImage: "paperplane", value: .sent) {
          Text("Nothing sent yet")
        }
        Tab(value: .search, role: .search) {
          Text("Search the mail")
        }
      }
    }
  }

  // MARK: The older form

  struct SettingsView: View {
    var body: some View {
      TabView {
        Text("General settings")
          .tabItem { Label("General", systemImage: "gear") }
        Text("Account settings")
          .tabItem { Label("Account", systemImage: "person") }
          .badge("!")
      }
    }
  }

  // MARK: Tabs from data

  struct Document: Identifiable {
    let id: Int
    var title: String
  }

  struct DocumentsView: View {
    let documents: [Document]
    @Binding var open: Int

    var body: some View {
      TabView(selection: $open) {
        ForEach(documents) { document in
          Tab(document.title, systemImage: "doc", value: document.id) {
            Text("Editing \(document.title)")
          }
        }
      }
      .tabViewStyle(.page)
    }
  }
}
