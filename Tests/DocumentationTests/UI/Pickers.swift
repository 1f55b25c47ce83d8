import TrellisUI

/// The code of the article "Pickers".
enum Pickers {
  // MARK: Choosing a value

  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  struct Order: View {
    @State private var flavor = Flavor.vanilla
    @State private var topping: String? = nil

    var body: some View {
      Form {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { flavor in
            Text(flavor.rawValue.capitalized)
          }
        }
        Picker("Topping", selection: $topping) {
          Text("None").tag(String?.none)
          Text("Sprinkles").tag("sprinkles")
          Text("Fudge").tag("fudge")
        }
        .pickerStyle(.segmented)
      }
    }
  }

  // MARK: Colour pickers

  struct Highlighter: View {
    @State private var ink = Color.orange
    @State private var wash = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)

    var body: some View {
      Form {
        ColorPicker("Ink स्याही", selection: $ink, supportsOpacity: false)
        ColorPicker(selection: $wash) {
          Label("Wash 水彩", systemImage: "paintbrush")
        }
      }
    }
  }
}
