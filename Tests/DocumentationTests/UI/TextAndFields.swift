import Foundation
import TrellisUI

/// The code of the article "Text, formatting and fields".
enum TextAndFields {
  // MARK: Formatted values

  struct Receipt: View {
    let total: Double
    let items: [String]
    let paid: Date

    var body: some View {
      VStack(alignment: .leading) {
        Text(total, format: .currency(code: "EUR"))
        Text(items, format: .list(type: .and))
        Text("Paid on \(paid, format: .dateTime.day().month(.wide).year())")
        Text("VAT \(0.19, format: .percent) included")
      }
    }
  }

  struct GermanReceipt: View {
    let receipt: Receipt

    var body: some View {
      receipt
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
  }

  // MARK: Dates that run

  struct TeaTimer: View {
    let ready: Date

    var body: some View {
      VStack {
        Text("Ready in \(ready, style: .timer)")
        Text(ready, style: .time)
      }
    }
  }

  struct Kettle: View {
    let ticks: AnyPublisher<Date, Never>
    @State private var temperature = 20

    var body: some View {
      Text("Water: \(temperature) °C")
        .onReceive(ticks) { _ in
          temperature = min(100, temperature + 20)
        }
    }
  }

  struct KettleWindow: View {
    var body: some View {
      Kettle(
        ticks: Timer.publish(every: 1, on: .main, in: .common)
          .autoconnect()
          .eraseToAnyPublisher())
    }
  }

  // MARK: Markdown

  struct Welcome: View {
    let name: String

    var body: some View {
      VStack(alignment: .leading) {
        Text("**Welcome**, *\(name)*! Read the `README` or [the guide](https://example.org/guide).")
        Text(name)
        Text(verbatim: "**not bold**")
      }
    }
  }

  // MARK: Fonts and text modifiers

  struct Headline: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Monsoon arrives early")
          .font(.title)
          .bold()
        Text("मानसून जल्दी आया · 梅雨入り")
          .font(.system(.body, design: .serif))
          .italic()
        Text("breaking")
          .textCase(.uppercase)
          .tracking(1.5)
        Text("Updated five minutes ago, after the first rains reached the coast")
          .font(.caption)
          .foregroundStyle(.secondary)
          .lineLimit(1)
        Text("Price: ") + Text("€4").bold().underline()
      }
    }
  }

  struct Notice: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Trains run late today · आज ट्रेनें देर से चल रही हैं · 本日は列車が遅れています")
          .lineSpacing(16)
        Text("Platform 9 ¾ → Platform 12 🚆")
          .lineLimit(1)
          .minimumScaleFactor(0.5)
          .allowsTightening(true)
      }
    }
  }

  // MARK: Fields bound to values

  struct TripForm: View {
    @State private var distance = 12.5
    @State private var passengers: Int?

    var body: some View {
      Form {
        TextField("Distance", value: $distance, format: .number)
        TextField("Passengers", value: $passengers, format: .number, prompt: Text("Optional"))
        Text("Distance: \(distance, format: .number) km")
        Text("Passengers: \(passengers.map { "\($0)" } ?? "none")")
      }
    }
  }

  struct Contact: View {
    enum Field: Hashable { case name, email }
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
      Form {
        TextField("Name", text: $name).focused($field, equals: .name)
        TextField("Email", text: $email).focused($field, equals: .email)
      }
      .defaultFocus($field, .email)
    }
  }
}
