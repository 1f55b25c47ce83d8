// A tab view as a desktop app writes one, to try the GTK host's tab bar: a stack switcher
// of the tabs (symbols, titles in several scripts, a badge) that a screen reader reads as a
// page tab list, Ctrl+PageDown and Ctrl+PageUp, and each tab's state kept.
import TrellisUI

@main
struct TabsApp: App {
  var body: some Scene {
    WindowGroup("Mail") {
      MailTabs()
    }
    .defaultSize(width: 560, height: 360)
  }
}

enum Mailbox: Hashable {
  case inbox, drafts, search
}

struct MailTabs: View {
  @State private var mailbox = Mailbox.inbox
  @State private var unread = 3

  var body: some View {
    TabView(selection: $mailbox) {
      Tab("Inbox", systemImage: "tray", value: .inbox) {
        VStack {
          Text("Unread: \(unread)")
          Button("Read one") { unread = max(0, unread - 1) }
        }
      }
      .badge(unread)
      Tab("क्षि 漢字", systemImage: "doc", value: .drafts) {
        DraftView()
      }
      Tab(value: .search, role: .search) {
        Text("Search the mail")
      }
    }
  }
}

struct DraftView: View {
  @State private var draft = ""

  var body: some View {
    VStack {
      Text("Draft")
      TextField("Subject", text: $draft)
    }
  }
}
