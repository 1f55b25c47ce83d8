import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A list that shows an empty state over itself while it has no items, as apps write it.
private struct Inbox: View {
  @State var messages: [String] = []

  var body: some View {
    List(messages, id: \.self) { Text($0) }
      .overlay {
        if messages.isEmpty {
          ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
          } description: {
            Text("New mail you receive will appear here.")
          } actions: {
            Button("Fetch") { messages = ["Hello from the server"] }
          }
        }
      }
  }
}

@MainActor
@Suite struct ContentUnavailableViewTests {
  @Test func itsPartsAreStackedAndCentredInTheRoomItIsOffered() throws {
    let host = ViewHost(Inbox(), width: 60, height: 20)
    let symbol = try #require(host.images(systemName: "tray.fill").first)
    let title = try host.text("No Mail")
    let description = try host.text("New mail you receive will appear here.")
    let fetch = try host.button("Fetch")
    // Top to bottom: the symbol, the title, the description, the action.
    #expect(symbol.frame.y < title.frame.y)
    #expect(title.frame.y < description.frame.y)
    #expect(description.frame.y < fetch.frame.y)
    // Each is centred across the 60 columns (within half a cell's rounding).
    for part in [symbol, title, description] {
      let centre = Double(part.frame.x) + Double(part.frame.width) / 2
      #expect(abs(centre - 30) <= 1, "\(part) is off centre")
    }
    // The block as a whole sits in the middle rows, not at the top.
    #expect(symbol.frame.y > 2)
    #expect(fetch.frame.y < 18)
  }

  @Test func itsActionRunsAndTheContentReplacesIt() throws {
    let host = ViewHost(Inbox(), width: 60, height: 20)
    try host.button("Fetch").tap()
    host.update()
    #expect(host.contains(text: "Hello from the server"))
    #expect(!host.contains(text: "No Mail"))
    #expect(host.images(systemName: "tray.fill").isEmpty)
  }

  @Test(arguments: ["Offline", "कोई संदेश नहीं", "没有邮件", "📭 Nothing 👩‍👩‍👧"])
  func theTitleAndDescriptionFormsShowTheirText(title: String) throws {
    let view = ContentUnavailableView(
      title, systemImage: "wifi.slash", description: Text(verbatim: "Check the cable"))
    let host = ViewHost(view, width: 40, height: 12)
    #expect(host.contains(text: title))
    #expect(host.contains(text: "Check the cable"))
    #expect(host.images(systemName: "wifi.slash").count == 1)
    // Without a description there is no empty line of it: the title is the last text.
    let bare = ViewHost(
      ContentUnavailableView(title, systemImage: "wifi.slash"), width: 40, height: 12)
    #expect(!bare.contains(text: "Check the cable"))
    #expect(bare.contains(text: title))
  }

  @Test func aLongDescriptionWrapsInsideTheWindowCentredLineByLine() throws {
    let long = "Messages you receive while the device is offline are kept and shown here later"
    let view = ContentUnavailableView("Offline", systemImage: "wifi.slash", description: Text(long))
    let host = ViewHost(view, width: 30, height: 14)
    let lines = host.text.split(separator: "\n").map(String.init)
    let wrapped = lines.filter { $0.contains("Messages") || $0.contains("later") }
    #expect(wrapped.count == 2)
    for line in lines { #expect(line.count <= 30) }
    // Centred: each wrapped line has about as much room before it as after it.
    for line in wrapped {
      let leading = line.prefix { $0 == " " }.count
      let trailing = 30 - line.count
      #expect(abs(leading - max(trailing, 0)) <= 2, "\(line) is not centred")
    }
  }

  @Test(arguments: ["", "tofu", "दाल", "豆腐", "🍜"])
  func theSearchFormQuotesWhatWasSearchedFor(text: String) throws {
    let host = ViewHost(
      ContentUnavailableView.search(text: text), width: 50, height: 12)
    let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
    #expect(try host.text(title).text == title)
    #expect(host.contains(text: "Check the spelling or try a new search."))
    #expect(host.images(systemName: "magnifyingglass").count == 1)
    let plain = ViewHost(ContentUnavailableView.search, width: 50, height: 12)
    #expect(plain.contains(text: "No Results"))
    #expect(!plain.contains(text: "for"))
  }

  @Test func theTerminalDrawsTheSymbolAboveTheTitle() throws {
    let host = ViewHost(
      ContentUnavailableView("Nothing here", systemImage: "tray"), width: 30, height: 9)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let titleRow = try #require(lines.firstIndex { $0.contains("Nothing here") })
    let symbolRow = try #require(
      lines.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    #expect(symbolRow < titleRow)
    #expect(lines[symbolRow].trimmingCharacters(in: .whitespaces).count == 1)
  }
}
