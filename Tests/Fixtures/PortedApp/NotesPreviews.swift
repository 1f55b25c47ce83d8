import SwiftUI

// Previews as an Apple project writes them: the macro in its forms, and the older provider.

#Preview("Notes") {
  NotesView(
    store: NotesStore(defaults: .previewSuite, notes: Note.samples), settings: NoteSettings())
}

#Preview("Compact", traits: .fixedLayout(width: 480, height: 160), .landscapeLeft) {
  NoteRow(note: Note.samples[1])
}

#Preview {
  @Previewable @State var title = "Brouillon"
  @Previewable @State var isPinned = false
  VStack {
    TextField("Title", text: $title)
    Toggle("Pinned", isOn: $isPinned)
    Text(isPinned ? "📌 \(title)" : title)
  }
}

struct NoteRow_Previews: PreviewProvider {
  static var previews: some View {
    NoteRow(note: Note.samples[2], showsDate: false)
      .previewDisplayName("Row without a date")
      .previewLayout(.fixed(width: 400, height: 48))
  }
}

extension UserDefaults {
  /// Where previews keep what they save: a suite of their own, not the app's.
  static var previewSuite: UserDefaults {
    UserDefaults(suiteName: "PortedAppFixture.previews") ?? .standard
  }
}
