import Foundation
import Testing
@_spi(Testing) import TrellisTesting
import TrellisUI

/// The claims of the article "Text, formatting and fields".
@MainActor
@Suite struct TextAndFieldsTests {
  typealias Example = TextAndFields

  private let english = Locale(identifier: "en_US")
  private let utc = TimeZone(identifier: "UTC")!
  private let paid = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC

  private var receipt: Example.Receipt {
    Example.Receipt(total: 1_234.5, items: ["chai", "お茶", "mate"], paid: paid)
  }

  @Test func valuesAreFormattedInTheEnvironmentsLocale() {
    let host = ViewHost(
      receipt.environment(\.locale, english).environment(\.timeZone, utc), width: 50, height: 4)
    #expect(host.contains(text: "€1,234.50"))
    #expect(host.contains(text: "chai, お茶, and mate"))
    #expect(host.contains(text: "Paid on January 1, 2026"))
    #expect(host.contains(text: "VAT 19% included"))

    let german = ViewHost(
      Example.GermanReceipt(receipt: receipt).environment(\.timeZone, utc), width: 50, height: 4)
    #expect(german.contains(text: "1.234,50\u{A0}€"))
    #expect(german.contains(text: "chai, お茶 und mate"))
    #expect(german.contains(text: "Paid on 1. Januar 2026"))
    #expect(german.contains(text: "VAT 19\u{A0}% included"))
  }

  @Test func aTimerRunsWithoutTheBodyRunningAgain() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let host = ViewHost(
      Example.TeaTimer(ready: start.addingTimeInterval(185))
        .environment(\.locale, english).environment(\.timeZone, utc), width: 30, height: 2)
    host.currentDate = start
    #expect(host.contains(text: "Ready in 3:05"))
    #expect(host.contains(text: "10:16\u{202F}PM"))
    let evaluations = host.bodyEvaluations(of: Example.TeaTimer.self)
    host.currentDate = start.addingTimeInterval(65)
    #expect(host.contains(text: "Ready in 2:00"))
    #expect(host.bodyEvaluations(of: Example.TeaTimer.self) == evaluations)
  }

  @Test func onReceiveRunsForEachValueOfThePublisher() async {
    let ticks = PassthroughSubject<Date, Never>()
    let host = ViewHost(Example.Kettle(ticks: ticks.eraseToAnyPublisher()), width: 30, height: 1)
    #expect(host.contains(text: "Water: 20 °C"))
    for _ in 0..<5 { ticks.send(Date()) }
    await host.nextUpdate()
    #expect(host.contains(text: "Water: 100 °C"))
  }

  @Test func aLiteralsMarkdownIsStyledAndAVariableIsShownAsWritten() throws {
    final class Opened { var urls: [URL] = [] }
    let opened = Opened()
    let host = ViewHost(
      Example.Welcome(name: "**Zoë**")
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url)
            return .handled
          }), width: 80, height: 3)
    #expect(host.contains(text: "Welcome, **Zoë**! Read the README or the guide."))
    #expect(host.contains(text: "**not bold**"))
    #expect(host.all(text: "**Zoë**").count == 1)
    let welcome = try #require(
      host.elements.first { $0.typeName == "Text" && $0.text.hasPrefix("Welcome") })
    try welcome.openLink(titled: "the guide")
    #expect(opened.urls == [URL(string: "https://example.org/guide")!])
  }

  @Test func textModifiersChangeWhatIsShown() {
    let host = ViewHost(Example.Headline(), width: 30, height: 6)
    #expect(host.contains(text: "Monsoon arrives early"))
    #expect(host.contains(text: "मानसून जल्दी आया · 梅雨入り"))
    #expect(host.contains(text: "BREAKING"))
    let summary = host.text.split(separator: "\n").first { $0.contains("Updated") }
    #expect(summary?.contains("…") == true, "one line, cut")
    #expect(host.contains(text: "Price: €4"))
  }

  @Test func theTerminalSpacesLinesByWholeRowsAndCutsWhatDoesNotFit() {
    let host = ViewHost(Example.Notice(), width: 20, height: 12)
    let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    // 16 points is a row: a blank row between each two lines of the notice.
    let first = rows.firstIndex { $0.hasPrefix("Trains") } ?? 0
    #expect(!rows[first].isEmpty && rows[first + 1].isEmpty && !rows[first + 2].isEmpty)
    // A cell cannot shrink: the line that does not fit is cut.
    #expect(rows.contains { $0.hasPrefix("Platform 9") && $0.hasSuffix("…") })
  }

  @Test func aFieldCommitsWhatParsesAndKeepsTheLastGoodValue() throws {
    let host = ViewHost(
      Example.TripForm().environment(\.locale, english), width: 40, height: 6)
    #expect(try host.textField("Distance").value == "12.5")
    try host.textField("Distance").setText("42.75")
    try host.textField("Distance").submit()
    host.update()
    #expect(host.contains(text: "Distance: 42.75 km"))

    try host.textField("Distance").setText("बयालीस")
    try host.textField("Distance").submit()
    host.update()
    #expect(host.contains(text: "Distance: 42.75 km"))
    #expect(try host.textField("Distance").value == "42.75")

    try host.textField("Optional").setText("3")
    try host.textField("Optional").submit()
    host.update()
    #expect(host.contains(text: "Passengers: 3"))
    try host.textField("Optional").setText("")
    try host.textField("Optional").submit()
    host.update()
    #expect(host.contains(text: "Passengers: none"))
  }

  @Test func theFormOpensWithTheCaretInTheEmailField() throws {
    let host = ViewHost(Example.Contact(), width: 40, height: 4)
    host.update()
    #expect(host.focusedElement?.placeholder == "Email")
  }
}
