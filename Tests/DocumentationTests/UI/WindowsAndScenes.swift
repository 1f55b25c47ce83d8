import TrellisUI

/// The code of the article "Windows and scenes".
enum WindowsAndScenes {
  // MARK: Several scenes

  @MainActor final class Mailbox: ObservableObject {
    @Published var unread = 3
  }

  struct Message: Codable, Hashable {
    var subject: String
  }

  struct MailApp: App {
    @StateObject private var mailbox = Mailbox()

    var body: some Scene {
      WindowGroup("Mail", id: "viewer") {
        Viewer().environmentObject(mailbox)
      }
      .defaultSize(width: 640, height: 480)

      WindowGroup("Message", for: Message.self) { $message in
        MessageView(message: $message)
      }

      Window("Connection Doctor", id: "doctor") {
        Text("All accounts are online")
      }
      .windowResizability(.contentSize)

      #if os(macOS)
        Settings { MailSettings() }
      #else
        Settings { MailSettings() }
      #endif
    }
  }

  // MARK: Opening and closing windows

  struct Viewer: View {
    @EnvironmentObject var mailbox: Mailbox
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @State private var isCompact = false

    var body: some View {
      VStack {
        Text("Unread: \(mailbox.unread)")
        Toggle("Compact", isOn: $isCompact)
        Button("New Viewer") { openWindow(id: "viewer") }
        Button("Open Welcome") { openWindow(value: Message(subject: "Welcome")) }
        Button("Connection Doctor") { openWindow(id: "doctor") }
        Button("Settings…") { openSettings() }
      }
    }
  }

  struct MessageView: View {
    @Binding var message: Message?
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
      VStack {
        Text(message?.subject ?? "No message")
        Button("Done") { dismissWindow() }
      }
    }
  }

  struct MailSettings: View {
    @AppStorage("checksEvery") private var minutes = 5

    var body: some View {
      Stepper("Check every \(minutes) minutes", value: $minutes)
    }
  }

  // MARK: Opening links

  struct LinkedPhoto: View {
    @State private var shown = "No photo"

    var body: some View {
      Text(shown)
        .onOpenURL { url in
          if url.scheme == "photos" { shown = url.lastPathComponent }
        }
    }
  }
}
