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
}
