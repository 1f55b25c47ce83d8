import Foundation
import TrellisUI

// Seed 004's `@Binding` views (`../shared/conformance/BindingViews.swift`), verbatim but for a
// namespace, so that the tests can host them.
enum BindingViewsSeed {
  struct SliderContainer: View {
    @State private var value: Double = 0.5

    var body: some View {
      VStack {
        Text("Value: \(value)")
        SliderView(value: $value)
      }
    }
  }

  struct SliderView: View {
    @Binding var value: Double

    var body: some View {
      Slider(value: $value, in: 0...1)
    }
  }

  struct FormField: View {
    let title: String
    @Binding var text: String

    var body: some View {
      VStack(alignment: .leading) {
        Text(title).font(.caption)
        TextField("Enter \(title.lowercased())", text: $text)
          .textFieldStyle(.roundedBorder)
      }
    }
  }

  struct ValidatedField: View {
    @State private var email: String = ""

    var emailBinding: Binding<String> {
      .init(
        get: { email },
        set: { email = $0.lowercased().trimmingCharacters(in: .whitespaces) }
      )
    }

    var body: some View {
      TextField("Email", text: emailBinding)
    }
  }
}
