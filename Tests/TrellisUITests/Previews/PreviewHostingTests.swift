#if os(Linux)
  import Foundation
  import Testing
  import TrellisTesting
  import TrellisUI

  @testable import PortedAppFixture

  // Previews hosted in tests, as a person would look at them and use them.
  @MainActor
  @Suite struct PreviewHostingTests {
    @Test func aNamedPreviewShowsItsViews() throws {
      let host = try ViewHost(preview: "Notes", in: "PortedAppFixture")
      #expect(host.contains(text: "Réunion à 14 h"))
      #expect(host.contains(text: "日本語のメモ"))
      #expect(try host.button("Add").isEnabled == false)
    }

    @Test func aFixedLayoutSizesTheScreen() throws {
      let host = try ViewHost(preview: "Compact")
      let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count <= 10)
      #expect(lines.allSatisfy { $0.count <= 60 })
      #expect(host.contains(text: "Réunion à 14 h"))
      // A size given to the host wins over the trait.
      let wide = try ViewHost(preview: "Compact", width: 100, height: 5)
      #expect(wide.contains(text: "Réunion à 14 h"))
    }

    @Test func previewableStateLivesInThePreviewAndUpdatesIt() throws {
      let host = try ViewHost(preview: "NotesPreviews.swift:14")
      #expect(host.contains(text: "Brouillon"))
      try host.textField("Title").type(" 2")
      host.update()
      #expect(host.contains(text: "Brouillon 2"))
      try host.toggle("Pinned").toggle()
      host.update()
      #expect(host.contains(text: "📌 Brouillon 2"))
    }

    @Test func eachHostGetsFreshPreviewState() throws {
      let first = try ViewHost(preview: "NotesPreviews.swift:14")
      try first.toggle("Pinned").toggle()
      first.update()
      let second = try ViewHost(preview: "NotesPreviews.swift:14")
      #expect(second.contains(text: "Brouillon"))
      #expect(!second.contains(text: "📌 Brouillon"))
    }

    @Test func aProviderIsHostedWithItsLayout() throws {
      let host = try ViewHost(preview: "NoteRow_Previews")
      #expect(host.contains(text: "日本語のメモ"))
      #expect(!host.contains(text: "2023-11-16"))  // showsDate: false
      #expect(try host.button("Pin").isEnabled)
    }

    @Test func aPreviewValueIsHostedDirectly() {
      let preview = Preview("Inline", traits: .fixedLayout(width: 160, height: 32)) {
        Text("Hallo, Welt")
        Text("ハロー")
      }
      let host = ViewHost(preview: preview)
      #expect(host.contains(text: "Hallo, Welt"))
      #expect(host.contains(text: "ハロー"))
    }

    @Test func anUnknownPreviewIsANotFoundErrorNamingThePreviews() {
      #expect {
        _ = try ViewHost(preview: "Missing", in: "PortedAppFixture")
      } throws: { error in
        guard case .notFound(let what) = error as? ViewHostError else { return false }
        return what.contains("\"Missing\"") && what.contains("Compact")
      }
    }

    @Test func thePreviewModifiersLeaveTheViewAsItIs() {
      let plain = ViewHost(NoteRow(note: Note.samples[0]), width: 60, height: 3)
      let modified = ViewHost(
        NoteRow(note: Note.samples[0])
          .previewDisplayName("Row").previewLayout(.sizeThatFits)
          .previewDevice("iPhone 15").previewInterfaceOrientation(.landscapeLeft),
        width: 60, height: 3)
      #expect(modified.text == plain.text)
    }
  }
#endif
