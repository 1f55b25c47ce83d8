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
        Text(1_234.5, format: .number.precision(.fractionLength(2)))
        Text(0.25, format: .percent)
        Text(["Ada", "Grace", "Hedy"], format: .list(type: .and))
        Text(12.5, format: .currency(code: "EUR"))
      }
      .environment(\.locale, english), width: 30, height: 4)
    #expect(host.contains(text: "1,234.50"))
    #expect(host.contains(text: "25%"))
    #expect(host.contains(text: "Ada, Grace, and Hedy"))
    #expect(host.contains(text: "€12.50"))
  }

  @Test func datesWithAFormatStyle() {
    let date = Date(timeIntervalSince1970: 0)
    let host = ViewHost(
      Text(date, format: Date.FormatStyle(date: .numeric, time: .omitted))
        .environment(\.locale, english)
        .environment(\.timeZone, TimeZone(identifier: "UTC")!), width: 20, height: 1)
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
          Text(value, format: .percent)
          Button("More") { value += 0.25 }
        }
        .environment(\.locale, Locale(identifier: "en_US"))
      }
    }
    let host = ViewHost(Counter(), width: 20, height: 2)
    #expect(host.contains(text: "50%"))
    try host.button("More").tap()
    host.update()
    #expect(host.contains(text: "75%"))
  }

  /// A receipt whose locale the person picks; the texts are made once, with no locale of
  /// their own.
  private struct Receipt: View {
    @State var locale = Locale(identifier: "en_US")
    static let date = Date(timeIntervalSince1970: 86_400 * 40)

    var body: some View {
      VStack {
        Text(1_234.5, format: .number.precision(.fractionLength(2)))
        Text("Total: \(12.5, format: .currency(code: "EUR"))")
        Text(Self.date, format: .dateTime.year().month(.wide).day())
        Text(Self.date, style: .date)
        Button("Deutsch") { locale = Locale(identifier: "de_DE") }
        Button("हिन्दी") { locale = Locale(identifier: "hi_IN@numbers=deva") }
        Button("日本語") { locale = Locale(identifier: "ja_JP") }
      }
      .environment(\.locale, locale)
      .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
  }

  // The locale reaches the texts only through the environment, after they were made: they
  // are formatted as they are drawn, in the locale around them.
  @Test func formattedTextFollowsTheEnvironmentsLocale() throws {
    let host = ViewHost(Receipt(), width: 40, height: 8)
    #expect(host.contains(text: "1,234.50"))
    #expect(host.contains(text: "Total: €12.50"))
    #expect(host.contains(text: "February 10, 1970"))

    try host.button("Deutsch").tap()
    host.update()
    #expect(host.contains(text: "1.234,50"))
    #expect(host.contains(text: "Total: 12,50\u{A0}€"))
    #expect(host.contains(text: "10. Februar 1970"))
    #expect(!host.contains(text: "1,234.50"))

    try host.button("हिन्दी").tap()
    host.update()
    #expect(host.contains(text: "१,२३४.५०"))
    #expect(host.text.contains("फ़रवरी"))

    try host.button("日本語").tap()
    host.update()
    #expect(host.contains(text: "1,234.50"))
    #expect(host.contains(text: "1970年2月10日"))
  }

  // As Apple's Text does, the environment's locale and time zone replace those a style was
  // made with; a value formatted into a string beforehand keeps them.
  @Test func theEnvironmentReplacesTheStylesOwnLocaleAndTimeZone() {
    let german = Locale(identifier: "de_DE")
    let kolkata = TimeZone(identifier: "Asia/Kolkata")!
    let midnight = Date(timeIntervalSince1970: 0)
    let host = ViewHost(
      VStack {
        Text(1_234.5, format: .number.precision(.fractionLength(2)).locale(german))
        Text(midnight, format: Date.FormatStyle(time: .shortened, timeZone: kolkata))
        Text(1_234.5.formatted(.number.precision(.fractionLength(2)).locale(german)))
      }
      .environment(\.locale, english)
      .environment(\.timeZone, TimeZone(identifier: "UTC")!), width: 30, height: 3)
    #expect(host.contains(text: "1,234.50"))
    // ICU puts a narrow no-break space before the day period.
    #expect(host.contains(text: "12:00\u{202F}AM"))
    #expect(host.contains(text: "1.234,50"))
  }
}

/// Numbers interpolated into a `Text` with a `printf`-style specifier, formatted when drawn in
/// the environment's locale.
@MainActor
@Suite struct SpecifierInterpolationTests {
  struct Readings: View {
    var ratio = 0.5
    var count: UInt32 = 255
    var small: Int8 = -7
    var body: some View {
      VStack(alignment: .leading) {
        Text("Ratio \(ratio, specifier: "%.2f") क्षि")
        Text("Hex \(count, specifier: "%x") 漢字")
        Text("Small \(small) 👍🏽")
        Text("Plain \(ratio)")
        Text("Share \(ratio * 1000, specifier: "%.1f%% of 1.0")")
      }
    }
  }

  @Test func aSpecifierFormatsTheNumber() {
    let host = ViewHost(Readings(), width: 40, height: 6)
    #expect(host.contains(text: "Ratio 0.50 क्षि"))
    #expect(host.contains(text: "Hex ff 漢字"))
    #expect(host.contains(text: "Small -7 👍🏽"))
    #expect(host.contains(text: "Plain 0.500000"))
    #expect(host.contains(text: "Share 500.0% of 1.0"))
  }

  @Test func theEnvironmentsLocaleGivesTheDecimalSeparator() {
    let host = ViewHost(
      Readings(ratio: 2.25).environment(\.locale, Locale(identifier: "de_DE")), width: 40,
      height: 6)
    #expect(host.contains(text: "Ratio 2,25 क्षि"))
    #expect(host.contains(text: "Plain 2,250000"))
    // Thousands are not grouped, and the specifier's own text keeps its dot.
    #expect(host.contains(text: "Share 2250,0% of 1.0"))
    // Whole numbers have no separator to change.
    #expect(host.contains(text: "Hex ff 漢字"))
  }
}
