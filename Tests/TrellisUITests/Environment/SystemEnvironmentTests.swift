import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

@MainActor
@Suite(.serialized) struct SystemEnvironmentTests {
  struct Formats: View {
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    var body: some View {
      VStack {
        Text("locale \(locale.identifier)")
        Text("calendar \(String(describing: calendar.identifier))")
        Text("zone \(timeZone.identifier)")
      }
    }
  }

  @Test func localeCalendarAndTimeZoneDefaultToTheSystemsAndCanBeSet() {
    let system = ViewHost(Formats(), width: 50, height: 4)
    #expect(system.contains(text: "locale \(Locale.autoupdatingCurrent.identifier)"))
    #expect(system.contains(text: "zone \(TimeZone.autoupdatingCurrent.identifier)"))
    let set = ViewHost(
      Formats()
        .environment(\.locale, Locale(identifier: "ja_JP"))
        .environment(\.calendar, Calendar(identifier: .hebrew))
        .environment(\.timeZone, TimeZone(identifier: "Asia/Kolkata")!),
      width: 50, height: 4)
    #expect(set.contains(text: "locale ja_JP"))
    #expect(set.contains(text: "calendar hebrew"))
    #expect(set.contains(text: "zone Asia/Kolkata"))
  }

  /// Records the URLs the system would open, instead of running `xdg-open`.
  final class Opened {
    var urls: [URL] = []
    var results: [Bool] = []
  }

  struct Links: View {
    let opened: Opened
    @Environment(\.openURL) private var openURL
    var body: some View {
      VStack {
        Button("Help") { openURL(URL(string: "https://example.org/help")!) }
        Button("Mail") {
          openURL(URL(string: "mailto:ada@example.org")!) { opened.results.append($0) }
        }
      }
    }
  }

  private func recordingSystemOpener(_ opened: Opened, accepts: Bool = true) -> () -> Void {
    let previous = _SystemURLOpener.open
    _SystemURLOpener.open = { url, completion in
      opened.urls.append(url)
      completion(accepts)
    }
    return { _SystemURLOpener.open = previous }
  }

  @Test func openURLHandsURLsToTheSystemByDefault() throws {
    let opened = Opened()
    let restore = recordingSystemOpener(opened)
    defer { restore() }
    let host = ViewHost(Links(opened: opened), width: 30, height: 4)
    try host.button("Help").tap()
    try host.button("Mail").tap()
    #expect(
      opened.urls.map(\.absoluteString) == ["https://example.org/help", "mailto:ada@example.org"])
    #expect(opened.results == [true])
  }

  @Test func aHandlerOfTheAppsOwnDecidesWhatTheSystemGets() throws {
    let opened = Opened()
    let restore = recordingSystemOpener(opened, accepts: false)
    defer { restore() }
    var handled: [String] = []
    let action = OpenURLAction { url in
      switch url.scheme {
      case "https":
        handled.append(url.absoluteString)
        return .handled
      case "mailto": return .systemAction(URL(string: "https://example.org/contact")!)
      default: return .discarded
      }
    }
    struct Three: View {
      let opened: Opened
      @Environment(\.openURL) private var openURL
      var body: some View {
        VStack {
          Button("In app") {
            openURL(URL(string: "https://example.org")!) { opened.results.append($0) }
          }
          Button("Mail") {
            openURL(URL(string: "mailto:x@example.org")!) { opened.results.append($0) }
          }
          Button("Other") {
            openURL(URL(string: "ftp://example.org")!) { opened.results.append($0) }
          }
        }
      }
    }
    let host = ViewHost(Three(opened: opened).environment(\.openURL, action), width: 30, height: 5)
    try host.button("In app").tap()
    try host.button("Mail").tap()
    try host.button("Other").tap()
    #expect(handled == ["https://example.org"])
    #expect(opened.urls.map(\.absoluteString) == ["https://example.org/contact"])
    // Handled, refused by the (recording) system, discarded.
    #expect(opened.results == [true, false, false])
  }

  @Test(arguments: [("true", true), ("false", false), ("trellis-no-such-opener", false)])
  func theSystemOpenerRunsItsProgramAndReportsWhetherItOpened(program: String, opened: Bool)
    async
  {
    let previous = _SystemURLOpener.program
    _SystemURLOpener.program = program
    defer { _SystemURLOpener.program = previous }
    let result = await withCheckedContinuation { continuation in
      _SystemURLOpener.openWithXDG(URL(string: "https://example.org/page")!) { accepted in
        MainActor.assertIsolated()
        continuation.resume(returning: accepted)
      }
    }
    #expect(result == opened)
  }
}
