import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// The icon after the title, in brackets: the symbol is the style's `configuration.icon`.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.title
      Text(" (")
      configuration.icon
      Text(")")
    }
  }
}

/// A mail sidebar that collapses to its mailboxes' icons.
private struct Sidebar: View {
  @State private var isCompact = false

  var body: some View {
    VStack(alignment: .leading) {
      Button(isCompact ? "Expand" : "Collapse") { isCompact.toggle() }
      if isCompact {
        mailboxes.labelStyle(.iconOnly)
      } else {
        mailboxes
      }
      Label("Drafts", systemImage: "doc").labelStyle(.titleOnly)
      Label("Archive", systemImage: "archivebox").labelStyle(TrailingIconLabelStyle())
    }
  }

  private var mailboxes: some View {
    Group {
      Label("Inbox", systemImage: "envelope")
      Label("Sent", systemImage: "paperplane")
    }
  }
}

@MainActor
@Suite struct LabelSymbolStyleTests {
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theLabelStyleArrangesTheSymbolAndTitle() throws {
    let host = ViewHost(Sidebar(), width: 30, height: 6)
    var shown = lines(host.text)
    #expect(shown.contains("✉ Inbox"), "\(host.text)")
    #expect(shown.contains("✈ Sent"))
    // Title only: the symbol is not drawn, nor kept in the tree.
    #expect(shown.contains("Drafts"))
    #expect(host.images(systemName: "doc").isEmpty)
    // A style of one's own gets the symbol as its icon.
    #expect(shown.contains("Archive (⬡)"))
    #expect(host.images(systemName: "archivebox").count == 1)

    try host.button("Collapse").tap()
    host.update()
    shown = lines(host.text)
    // Icon only: the symbols alone, the titles gone.
    #expect(shown.contains("✉"), "\(host.text)")
    #expect(shown.contains("✈"))
    #expect(!host.contains(text: "Inbox") && !host.contains(text: "Sent"))
    #expect(host.images(systemName: "envelope").first?.accessibilityLabel == "envelope")
    #expect(shown.contains("Drafts"))

    try host.button("Expand").tap()
    host.update()
    #expect(lines(host.text).contains("✉ Inbox"))
  }

  @Test func theTerminalDrawsIconOnlyAndTitleOnlyLabels() throws {
    let core = HostCore(root: Sidebar(), width: 30, height: 6)
    let frames = TerminalFrames(core: core, environment: ["TERM": "xterm-256color"])
    _ = frames.nextFrame()
    var screen = try #require(frames.screen)
    #expect(lines(screen.plainText).contains("✉ Inbox"), "\(screen.plainText)")
    #expect(lines(screen.plainText).contains("Drafts"))
    #expect(!screen.plainText.contains("🗋"))

    let collapse = try #require(core.elements.first { $0.kind == .button })
    try collapse.tap()
    _ = frames.nextFrame()
    screen = try #require(frames.screen)
    let shown = lines(screen.plainText)
    #expect(shown.contains("✉") && shown.contains("✈"), "\(screen.plainText)")
    #expect(!screen.plainText.contains("Inbox") && !screen.plainText.contains("Sent"))
    #expect(shown.contains("Drafts"))
    #expect(shown.contains("Archive (⬡)"))
  }
}
