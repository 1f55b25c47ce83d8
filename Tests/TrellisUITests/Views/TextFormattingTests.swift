import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// `Text(_:format:)` and `Text(_:formatter:)` show values as Foundation formats them.
@MainActor
@Suite struct TextFormattingTests {
  private let english = Locale(identifier: "en_US")

  @Test func numbersListsAndPercentages() {
    let host = ViewHost(
      VStack {
        Text(1_234.5, format: .number.precision(.fractionLength(2)).locale(english))
        Text(0.25, format: .percent.locale(english))
        Text(["Ada", "Grace", "Hedy"], format: .list(type: .and).locale(english))
        Text(12.5, format: .currency(code: "EUR").locale(english))
      }, width: 30, height: 4)
    #expect(host.contains(text: "1,234.50"))
    #expect(host.contains(text: "25%"))
    #expect(host.contains(text: "Ada, Grace, and Hedy"))
    #expect(host.contains(text: "€12.50"))
  }

  @Test func datesWithAFormatStyle() {
    let date = Date(timeIntervalSince1970: 0)
    let style = Date.FormatStyle(
      date: .numeric, time: .omitted, locale: english, timeZone: TimeZone(identifier: "UTC")!)
    let host = ViewHost(Text(date, format: style), width: 20, height: 1)
    #expect(host.contains(text: "1/1/1970"))
  }

  @Test func aFormatter() {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = english
    let host = ViewHost(
      VStack {
        Text(NSNumber(value: 1_234_567), formatter: formatter)
        Text("Count: \(NSNumber(value: 4_096), formatter: formatter)")
      }, width: 20, height: 2)
    #expect(host.contains(text: "1,234,567"))
    #expect(host.contains(text: "Count: 4,096"))
  }

  @Test func aValueThatChangesUpdatesTheText() throws {
    struct Counter: View {
      @State var value = 0.5
      var body: some View {
        VStack {
          Text(value, format: .percent.locale(Locale(identifier: "en_US")))
          Button("More") { value += 0.25 }
        }
      }
    }
    let host = ViewHost(Counter(), width: 20, height: 2)
    #expect(host.contains(text: "50%"))
    try host.button("More").tap()
    host.update()
    #expect(host.contains(text: "75%"))
  }
}
