import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `onOpenURL`: the URLs an app is started with, or asked to open, reach every handler in its
/// front window, and a handler that left hears nothing.
@MainActor
@Suite struct OnOpenURLTests {
  /// A reader that shows the last URL it was asked to open, and logs every handler's call.
  struct Reader: View {
    let log: Log
    @State private var opened = "nothing"
    @State private var showsSidebar = true

    var body: some View {
      VStack {
        Text("Opened \(opened)")
          .onOpenURL { url in
            opened = url.absoluteString
            log.entries.append("reader")
          }
        if showsSidebar {
          Text("Sidebar").onOpenURL { _ in log.entries.append("sidebar") }
        }
        Button("Hide sidebar") { showsSidebar = false }
      }
    }
  }

  @MainActor final class Log {
    var entries: [String] = []
  }

  struct ReaderApp: App {
    /// The app's log (an app is made with `init()`); only one test uses it.
    static let log = Log()
    var body: some Scene {
      WindowGroup { Reader(log: Self.log) }
    }
  }

  @Test func everyHandlerInTheWindowIsToldAndTheScreenShowsIt() throws {
    let log = Log()
    let host = ViewHost(Reader(log: log), width: 60, height: 4)
    let url = try #require(
      URL(string: "notes://note/%E0%A4%A8%E0%A5%8B%E0%A4%9F-%E7%AC%94%E8%AE%B0"))
    #expect(host.open(url))
    #expect(Set(log.entries) == ["reader", "sidebar"])
    #expect(host.contains(text: "Opened \(url.absoluteString)"))
  }

  @Test func aHandlerThatLeftHearsNothing() throws {
    let log = Log()
    let host = ViewHost(Reader(log: log), width: 60, height: 4)
    try host.button("Hide sidebar").tap()
    host.update()
    #expect(host.open(try #require(URL(string: "mailto:ana@example.org"))))
    #expect(log.entries == ["reader"])
    #expect(host.contains(text: "Opened mailto:ana@example.org"))
  }

  @Test func aWindowWithoutHandlersHandlesNothing() throws {
    let host = ViewHost(Text("No handler"), width: 20, height: 1)
    #expect(!host.open(try #require(URL(string: "notes://x"))))
  }

  @Test func theFirstWindowOpensTheURLsTheProgramStartedWith() throws {
    let log = ReaderApp.log
    let app = HostApp(app: ReaderApp())
    app.launchURLs = [
      try #require(URL(string: "notes://first")), try #require(URL(string: "notes://second")),
    ]
    let window = try #require(app.frontWindow)
    let size = CGSize(width: 320, height: 64)
    let core = app.makeCore(for: window, size: size, measurer: TestPixelMeasurer())
    #expect(log.entries == ["reader", "sidebar", "reader", "sidebar"])
    #expect(core.elements.contains { $0.typeName == "Text" && $0.text == "Opened notes://second" })
    // Opened once: a second window hears nothing of them.
    #expect(app.launchURLs.isEmpty)
    _ = app.makeCore(for: window, size: size, measurer: TestPixelMeasurer())
    #expect(log.entries.count == 4)
  }

  @Test func argumentsThatAreURLsOrExistingPathsAreOpenedAndOthersLeft() throws {
    let existing: Set<String> = ["photo 写真.png", "/tmp/notes"]
    let urls = _LaunchURLs.urls(
      in: [
        "notes://note/42", "mailto:ana@example.org", "--verbose", "-v", "photo 写真.png",
        "missing.png", "/tmp/notes", "C:", "word", "", "x:y", "https:", "localhost:8080",
        "key:value", "notes.txt:12",
      ], isExisting: existing.contains)
    #expect(
      urls.map(\.absoluteString) == [
        "notes://note/42", "mailto:ana@example.org",
        URL(fileURLWithPath: "photo 写真.png").standardizedFileURL.absoluteString,
        "file:///tmp/notes",
      ])
    #expect(urls[2].isFileURL && urls[2].lastPathComponent == "photo 写真.png")
  }

  struct PlainApp: App {
    var body: some Scene {
      WindowGroup { Text("No handler here") }
    }
  }

  /// A window without an `onOpenURL` leaves the URLs for a window that has one.
  @Test func aWindowWithoutAHandlerLeavesTheURLsWaiting() throws {
    let app = HostApp(app: PlainApp())
    let url = try #require(URL(string: "notes://waiting"))
    app.launchURLs = [url]
    let window = try #require(app.frontWindow)
    _ = app.makeCore(
      for: window, size: CGSize(width: 160, height: 16), measurer: TestPixelMeasurer())
    #expect(app.launchURLs == [url])
  }
}
