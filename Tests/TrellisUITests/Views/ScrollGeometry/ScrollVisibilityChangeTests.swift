import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

@MainActor
private final class Visibility {
  var events: [String] = []
}

private struct Videos: View {
  let visibility: Visibility
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { index in
          Text("वीडियो 视频 \(index)")
            .frame(height: 64)
            .onScrollVisibilityChange(threshold: 0.75) { visible in
              visibility.events.append("\(index) \(visible)")
            }
        }
      }
    }
  }
}

@MainActor
@Suite struct ScrollVisibilityChangeTests {
  private func scrollView(_ host: ViewHost) throws -> ViewHost.Element {
    try #require(host.elements.first { $0.typeName.hasPrefix("ScrollView") })
  }

  @Test func viewsShowingEnoughAtFirstSayTrueAndScrollingMovesTheThreshold() throws {
    let visibility = Visibility()
    // Ten cells of 16 points: two whole videos (128 points) and a quarter of the third.
    let host = ViewHost(Videos(visibility: visibility), width: 30, height: 10)
    #expect(visibility.events == ["0 true", "1 true"])
    visibility.events = []
    // One cell down: the first still shows 48 of 64 points (0.75), the third 48 too.
    try scrollView(host).scroll(by: 1)
    host.update()
    #expect(visibility.events == ["2 true"])
    visibility.events = []
    try scrollView(host).scroll(by: 1)
    host.update()
    #expect(visibility.events == ["0 false"])
    visibility.events = []
    try scrollView(host).scroll(by: -2)
    host.update()
    #expect(visibility.events.sorted() == ["0 true", "2 false"])
    host.close()
  }

  @Test func outsideAScrollViewAViewCountsAsVisible() throws {
    let visibility = Visibility()
    let host = ViewHost(
      Text("ক্ষ").onScrollVisibilityChange { visibility.events.append("\($0)") }, width: 10,
      height: 2)
    #expect(visibility.events == ["true"])
    host.close()
  }
}
