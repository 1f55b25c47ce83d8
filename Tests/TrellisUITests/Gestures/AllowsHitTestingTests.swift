import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `allowsHitTesting(false)`: taps and hover pass through a view (and everything inside it)
/// to what is drawn behind, as an overlay tint or a decorative badge is written.
@MainActor
@Suite struct AllowsHitTestingTests {
  @MainActor final class Log {
    var entries: [String] = []
  }

  private func tint(_ log: Log, passesThrough: Bool) -> some View {
    ZStack {
      Color.blue.onTapGesture { log.entries.append("behind") }
      Color.red.opacity(0.3)
        .onTapGesture { log.entries.append("tint") }
        .allowsHitTesting(!passesThrough)
    }
    .frame(width: 80, height: 32)
  }

  @Test func aTapPassesThroughToWhatIsBehind() throws {
    let log = Log()
    let host = ViewHost(tint(log, passesThrough: true), width: 10, height: 2)
    let centre = CGPoint(x: 40, y: 16)
    #expect(host.core.tap(at: centre))
    #expect(log.entries == ["behind"])
    // The same view that allows hit testing takes the tap itself.
    let other = Log()
    let taking = ViewHost(tint(other, passesThrough: false), width: 10, height: 2)
    #expect(taking.core.tap(at: centre))
    #expect(other.entries == ["tint"])
  }

  @Test func everythingInsideIsPassedThroughAndCannotOptBackIn() throws {
    let log = Log()
    let host = ViewHost(
      ZStack {
        Color.green.onTapGesture { log.entries.append("behind") }
        VStack {
          Text("ऊपर 上").onTapGesture { log.entries.append("text") }
            .allowsHitTesting(true)
        }
        .allowsHitTesting(false)
      }
      .frame(width: 80, height: 32), width: 10, height: 2)
    let text = try #require(
      host.core.elements.first { $0.typeName == "Text" && $0.text == "ऊपर 上" })
    #expect(host.core.tap(at: CGPoint(x: text.frame.midX, y: text.frame.midY)))
    #expect(log.entries == ["behind"])
    #expect(!text.allowsHitTesting)
  }

  @Test func hoverPassesThroughToo() throws {
    let log = Log()
    let host = ViewHost(
      ZStack {
        Color.blue.onHover { log.entries.append($0 ? "in behind" : "out behind") }
        Color.red.opacity(0.3).onHover { log.entries.append($0 ? "in tint" : "out tint") }
          .allowsHitTesting(false)
      }
      .frame(width: 80, height: 32), width: 10, height: 2)
    host.hover(at: CGPoint(x: 40, y: 16))
    #expect(log.entries == ["in behind"])
  }
}
