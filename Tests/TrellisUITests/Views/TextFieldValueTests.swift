import Foundation
import Testing
import TrellisTesting

@testable import TrellisUI

/// `TextField(value:format:)` and `(value:formatter:)`: editing shows what is typed, a commit
/// (Enter, or focus leaving) parses it into the bound value, and an entry that does not parse
/// keeps the last good value.
@MainActor
@Suite struct TextFieldValueTests {
  private struct AgeForm: View {
    @State var age = 30
    @State var submitted: [Int] = []
    var body: some View {
      VStack {
        TextField("Age", value: $age, format: .number)
          .onSubmit { submitted.append(age) }
        TextField("Name", text: .constant(""))
        Text("Age is \(age)")
        Text("Submitted \(submitted.map(String.init).joined(separator: ","))")
      }
    }
  }

  @Test func typingShowsTheEntryAndEnterCommitsIt() throws {
    let host = ViewHost(AgeForm(), width: 30, height: 4)
    let field = try host.textField("Age")
    #expect(field.value == "30")
    try field.setText("4")
    try field.type("2")
    host.update()
    #expect(try host.textField("Age").value == "42")
    #expect(host.contains(text: "Age is 30"))
    try host.textField("Age").submit()
    host.update()
    #expect(host.contains(text: "Age is 42"))
    // The value is committed before the onSubmit action runs.
    #expect(host.contains(text: "Submitted 42"))
  }

  @Test func leavingTheFieldCommits() throws {
    let host = ViewHost(AgeForm(), width: 30, height: 4)
    try host.textField("Age").setText("7")
    host.update()
    try host.textField("Name").focus()
    host.update()
    #expect(host.contains(text: "Age is 7"))
    #expect(try host.textField("Age").value == "7")
  }

  @Test func anInvalidEntryKeepsTheLastGoodValue() throws {
    let host = ViewHost(AgeForm(), width: 30, height: 4)
    try host.textField("Age").setText("forty")
    host.update()
    try host.textField("Age").submit()
    host.update()
    #expect(host.contains(text: "Age is 30"))
    #expect(try host.textField("Age").value == "30")
    #expect(host.contains(text: "Submitted 30"))
  }

  // A reading typed in several scripts that the format cannot read: each is dropped for the
  // last good value, and standard error hears about it once, naming the first entry.
  @Test func anUnreadableEntryWarnsOnceAndKeepsTheLastGoodValue() throws {
    struct Thermostat: View {
      @State var target = 21
      var body: some View {
        VStack {
          TextField("Target", value: $target, format: _CelsiusStyle())
          TextField("Note", text: .constant(""))
          Text("Heating to \(target)")
        }
      }
    }
    let host = ViewHost(Thermostat(), width: 30, height: 3)
    #expect(try host.textField("Target").value == "21 °C")
    try host.textField("Target").setText("23 °C")
    try host.textField("Target").submit()
    host.update()
    #expect(host.contains(text: "Heating to 23"))

    let entries = ["बीस", "二十 °C", "🌡️"]
    for (index, entry) in entries.enumerated() {
      try host.textField("Target").setText(entry)
      host.update()
      // Enter for the first entries, focus leaving the field for the last.
      if index < 2 {
        try host.textField("Target").submit()
      } else {
        try host.textField("Note").focus()
      }
      host.update()
      #expect(host.contains(text: "Heating to 23"))
      #expect(try host.textField("Target").value == "23 °C")
    }
    let noted = _RuntimeWarnings.log.all.filter { $0.contains("_CelsiusStyle") }
    #expect(noted.count == entries.count)
    let printed = _RuntimeWarnings.log.printed.filter { $0.contains("_CelsiusStyle") }
    #expect(printed.count == 1)
    #expect(printed.first?.contains("\"बीस\"") == true)
    #expect(printed.first?.contains("keeps its last valid value") == true)
  }

  @Test func theValueFormattedFollowsChangesMadeElsewhere() throws {
    struct Price: View {
      @State var price = 1.5
      var body: some View {
        VStack {
          TextField("Price", value: $price, format: .number.precision(.fractionLength(2)))
          Button("Double") { price *= 2 }
        }
        .environment(\.locale, Locale(identifier: "en_US"))
      }
    }
    let host = ViewHost(Price(), width: 30, height: 2)
    #expect(try host.textField("Price").value == "1.50")
    try host.button("Double").tap()
    host.update()
    #expect(try host.textField("Price").value == "3.00")
  }

  /// A price field whose locale is the environment's, picked by the person.
  private struct LocalPrice: View {
    @State var price = 1_234.5
    @State var locale = Locale(identifier: "en_US")
    var body: some View {
      VStack {
        TextField("Price", value: $price, format: .number.precision(.fractionLength(2)))
        Text("Price is \(price)")
        Button("Deutsch") { locale = Locale(identifier: "de_DE") }
        Button("हिन्दी") { locale = Locale(identifier: "hi_IN@numbers=deva") }
      }
      .environment(\.locale, locale)
    }
  }

  // The field shows and reads its value in the environment's locale, as a Text showing the
  // value does, and follows it when it changes.
  @Test func theFieldFormatsAndReadsInTheEnvironmentsLocale() throws {
    let host = ViewHost(LocalPrice(), width: 40, height: 4)
    #expect(try host.textField("Price").value == "1,234.50")
    try host.button("Deutsch").tap()
    host.update()
    #expect(try host.textField("Price").value == "1.234,50")
    try host.textField("Price").setText("2.500,75")
    try host.textField("Price").submit()
    host.update()
    // The interpolated value too, in the German decimal separator, as Apple's Text shows it.
    #expect(host.contains(text: "Price is 2500,750000"))
    #expect(try host.textField("Price").value == "2.500,75")

    try host.button("हिन्दी").tap()
    host.update()
    #expect(try host.textField("Price").value == "२,५००.७५")
    try host.textField("Price").setText("३,०००.२५")
    try host.textField("Price").submit()
    host.update()
    #expect(host.contains(text: "Price is 3000.250000"))
  }

  @Test func aNumberFormatterReadsTheEntryBack() throws {
    struct Count: View {
      @State var count = 1_000
      static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
      }()
      var body: some View {
        VStack {
          TextField("Count", value: $count, formatter: Self.formatter)
          Text("Count \(count)")
        }
      }
    }
    let host = ViewHost(Count(), width: 30, height: 2)
    #expect(try host.textField("Count").value == "1,000")
    try host.textField("Count").setText("2,500")
    try host.textField("Count").submit()
    host.update()
    #expect(host.contains(text: "Count 2500"))
    #expect(try host.textField("Count").value == "2,500")
  }

  @Test func legacyActionsRunOnFocusAndCommit() throws {
    final class Log { var events: [String] = [] }
    let log = Log()
    struct Legacy: View {
      let log: Log
      @State var text = ""
      var body: some View {
        VStack {
          TextField(
            "Legacy", text: $text, onEditingChanged: { log.events.append("editing \($0)") },
            onCommit: { log.events.append("commit") })
          TextField("Other", text: .constant(""))
        }
      }
    }
    let host = ViewHost(Legacy(log: log), width: 30, height: 2)
    try host.textField("Legacy").type("hi")
    try host.textField("Legacy").submit()
    try host.textField("Other").focus()
    #expect(log.events == ["editing true", "commit", "editing false"])
  }

  @Test func entriesInSeveralScriptsAreShownWhileTyping() throws {
    struct Named: View {
      @State var name = "Ada"
      var body: some View {
        TextField("Name", value: $name, format: _Verbatim())
      }
    }
    let host = ViewHost(Named(), width: 30, height: 1)
    for entry in ["नमस्ते", "你好", "👋🏽"] {
      try host.textField("Name").setText(entry)
      host.update()
      #expect(try host.textField("Name").value == entry)
      #expect(host.text.contains(entry))
    }
  }

  private struct RatingForm: View {
    @State var rating: Int?
    var body: some View {
      VStack {
        TextField("Rating", value: $rating, format: .number)
        TextField(value: $rating, format: .number, prompt: Text("Score")) { Text("Score") }
        Text("Rating \(rating.map(String.init) ?? "none")")
      }
    }
  }

  @Test func anOptionalValueShowsNothingWhileNil() throws {
    let host = ViewHost(RatingForm(), width: 30, height: 3)
    #expect(try host.textField("Rating").value == "")
    #expect(host.contains(text: "Rating none"))
  }

  @Test func anOptionalValueTakesWhatParsesAndIsNilForWhatDoesNot() throws {
    let host = ViewHost(RatingForm(), width: 30, height: 3)
    try host.textField("Rating").setText("5")
    try host.textField("Rating").submit()
    host.update()
    #expect(host.contains(text: "Rating 5"))
    // The field with a custom label edits the same value.
    #expect(try host.textField("Score").value == "5")

    try host.textField("Score").setText("five")
    try host.textField("Score").submit()
    host.update()
    // Unlike a non-optional value, which keeps its last good value, this one becomes nil.
    #expect(host.contains(text: "Rating none"))
    #expect(try host.textField("Rating").value == "")
    #expect(try host.textField("Score").value == "")

    try host.textField("Rating").setText("3")
    try host.textField("Rating").submit()
    host.update()
    try host.textField("Rating").setText("")
    try host.textField("Rating").submit()
    host.update()
    #expect(host.contains(text: "Rating none"))
  }
}

/// A format that writes and reads strings as they are.
private struct _Verbatim: ParseableFormatStyle {
  struct Strategy: ParseStrategy {
    func parse(_ value: String) throws -> String { value }
  }
  var parseStrategy: Strategy { Strategy() }
  func format(_ value: String) -> String { value }
}

/// Whole degrees Celsius written as "21 °C"; reads "21 °C" or "21" back.
private struct _CelsiusStyle: ParseableFormatStyle {
  struct Strategy: ParseStrategy {
    struct Unreadable: Error {}
    func parse(_ value: String) throws -> Int {
      let number = value.replacingOccurrences(of: "°C", with: "")
        .trimmingCharacters(in: .whitespaces)
      guard let degrees = Int(number) else { throw Unreadable() }
      return degrees
    }
  }
  var parseStrategy: Strategy { Strategy() }
  func format(_ value: Int) -> String { "\(value) °C" }
}
