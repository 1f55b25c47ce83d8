import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// A `Link` opens its destination with the environment's `openURL` action.
@MainActor
@Suite struct LinkTests {
  @Test func tappingALinkOpensItsDestination() throws {
    final class Opened { var urls: [URL] = [] }
    let opened = Opened()
    let destination = URL(string: "https://example.com/प्राइवेसी")!
    let host = ViewHost(
      VStack {
        Link("Privacy", destination: destination)
        Link(destination: URL(string: "https://example.com/help")!) { Text("Help 帮助") }
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }), width: 30, height: 2)
    #expect(host.text.contains("[ Privacy ]"))
    try host.button("Privacy").tap()
    try host.button("Help 帮助").tap()
    #expect(opened.urls == [destination, URL(string: "https://example.com/help")!])
  }
}
