import Foundation
import TrellisUI

/// The code of the article "Storing values across launches".
enum StoringValues {
  // MARK: Values the app keeps

  enum Units: String, CaseIterable {
    case metric, imperial
  }

  struct PreferencesView: View {
    @AppStorage("name") private var name = ""
    @AppStorage("units") private var units = Units.metric
    @AppStorage("lastOpened") private var lastOpened: URL?

    var body: some View {
      Form {
        TextField("Name", text: $name)
        Button("Units: \(units.rawValue)") {
          units = units == .metric ? .imperial : .metric
        }
        Text(lastOpened?.lastPathComponent ?? "Nothing opened yet")
      }
    }
  }

  struct Greeting: View {
    @AppStorage("name") private var name = ""

    var body: some View {
      Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
    }
  }

  struct Window: View {
    var body: some View {
      VStack {
        Greeting()
        PreferencesView()
      }
    }
  }

  // MARK: A store of your own

  struct EditorSettings: View {
    static let editor = UserDefaults(suiteName: "org.example.editor")

    @AppStorage("fontSize", store: editor) private var fontSize = 12.0

    var body: some View {
      Stepper("Font size: \(Int(fontSize))", value: $fontSize, in: 8...32)
    }
  }

  // MARK: Values each window keeps

  struct DraftView: View {
    @SceneStorage("draft") private var draft = ""

    var body: some View {
      TextField("Draft", text: $draft)
    }
  }

  // MARK: Sizes that follow the text size

  struct UnreadBadge: View {
    @ScaledMetric(relativeTo: .caption) private var dotSize = 12.0
    @ScaledMetric private var spacing = 8.0

    var body: some View {
      HStack(spacing: spacing) {
        Circle()
          .fill(.blue)
          .frame(width: dotSize, height: dotSize)
        Text("3 unread · 未読 · अपठित")
      }
    }
  }

  /// The badge with the reader's text size picked in the window, as a settings screen does.
  struct BadgePreview: View {
    @State private var size = DynamicTypeSize.large

    var body: some View {
      VStack {
        UnreadBadge()
        Button("Larger text") { size = .accessibility3 }
      }
      .dynamicTypeSize(size)
    }
  }
}
