import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `redacted(reason: .placeholder)` draws text as grey blocks in its place, with the text's
/// layout; `unredacted()` shows its content again.
@MainActor
@Suite struct RedactedTests {
  struct Card: View {
    var isLoading: Bool
    var body: some View {
      VStack(alignment: .leading) {
        Text("नमस्ते दुनिया")
        Text("漢字 and emoji 👍🏽")
        Text("Always shown").unredacted()
      }
      .redacted(reason: isLoading ? .placeholder : [])
    }
  }

  @Test func placeholderTextIsDrawnAsBlocksTheLengthOfItsLines() throws {
    let loading = ViewHost(Card(isLoading: true), width: 30, height: 4)
    let loaded = ViewHost(Card(isLoading: false), width: 30, height: 4)
    #expect(!loading.text.contains("नमस्ते") && !loading.text.contains("漢字"))
    #expect(loading.text.contains("Always shown"))
    #expect(loaded.text.contains("नमस्ते दुनिया") && loaded.text.contains("漢字 and emoji 👍🏽"))
    // The same layout: the blocks sit where the texts are, as wide as each.
    for text in ["नमस्ते दुनिया", "漢字 and emoji 👍🏽", "Always shown"] {
      #expect(try loading.text(text).layoutFrame == loaded.text(text).layoutFrame)
    }
    #expect(try loading.text("नमस्ते दुनिया").isRedacted)
    #expect(try !loading.text("Always shown").isRedacted)
    let blocks = loading.shapes
    #expect(blocks.count == 2)
    for (block, text) in zip(blocks, ["नमस्ते दुनिया", "漢字 and emoji 👍🏽"]) {
      let frame = try loaded.text(text).layoutFrame
      #expect(block.frame.minX == frame.minX && block.frame.minY == frame.minY)
      #expect(block.frame.width == frame.width)
      #expect(block.fill != nil)
    }
    #expect(loaded.shapes.isEmpty)
  }

  @Test func reasonsAddUpAndTheEnvironmentReadsThem() throws {
    struct Reader: View {
      @Environment(\.redactionReasons) var reasons
      var body: some View { Text(reasons.contains(.privacy) ? "private" : "public") }
    }
    let host = ViewHost(
      VStack {
        Reader().redacted(reason: .privacy)
        Reader()
      }
      .redacted(reason: .invalidated), width: 20, height: 2)
    #expect(host.contains(text: "private") && host.contains(text: "public"))
  }

  @Test func aPlaceholderComesAndGoesWithState() throws {
    struct Loader: View {
      @State var isLoading = true
      var body: some View {
        VStack {
          Button("Load") { isLoading = false }
          Text("Result — परिणाम").redacted(reason: isLoading ? .placeholder : [])
        }
      }
    }
    let host = ViewHost(Loader(), width: 30, height: 3)
    #expect(!host.text.contains("Result"))
    try host.button("Load").tap()
    host.update()
    #expect(host.text.contains("Result — परिणाम"))
    #expect(host.shapes.isEmpty)
  }
}
