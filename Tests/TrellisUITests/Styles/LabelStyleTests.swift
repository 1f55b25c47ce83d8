import Testing
import TrellisTesting
import TrellisUI

/// The title first, the icon after it, in brackets.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.title
      Text("(")
      configuration.icon
      Text(")")
    }
  }
}

private struct Mailboxes: View {
  var body: some View {
    VStack(alignment: .leading) {
      Label("Inbox", systemImage: "tray")
      Label("Drafts", systemImage: "doc").labelStyle(.titleOnly)
      Label("Sent", systemImage: "paperplane").labelStyle(IconOnlyLabelStyle())
      Label {
        Text("Archive")
      } icon: {
        Text("▣")
      }
      .labelStyle(TrailingIconLabelStyle())
      VStack {
        // The innermost style wins.
        Label("Junk", systemImage: "xmark.bin").labelStyle(.titleAndIcon)
      }
      .labelStyle(.iconOnly)
    }
  }
}

@MainActor
@Suite struct LabelStyleTests {
  @Test func theStyleDecidesWhatALabelShows() {
    let host = ViewHost(Mailboxes(), width: 40, height: 8)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(host.contains(text: "Inbox"))
    // Title only: no icon beside it.
    #expect(lines.contains("Drafts"))
    // Icon only: the title is gone.
    #expect(!host.contains(text: "Sent"))
    #expect(lines.contains("Archive(▣)"), "\(host.text)")
    #expect(host.contains(text: "Junk"))
    let inbox = lines.first { $0.hasSuffix("Inbox") }
    #expect(inbox != nil && inbox != "Inbox")
  }

  @Test func aCustomStyleArrangesTitleAndIcon() {
    let host = ViewHost(Mailboxes(), width: 40, height: 8)
    let archive = host.text.split(separator: "\n").first { $0.contains("Archive") }
    let line = String(archive ?? "")
    let title = line.range(of: "Archive")
    let icon = line.range(of: "▣")
    #expect(title != nil && icon != nil)
    if let title, let icon { #expect(title.upperBound <= icon.lowerBound) }
  }
}
