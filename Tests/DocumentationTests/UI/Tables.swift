import TrellisUI

/// The code of the article "Tables".
enum Tables {
  // MARK: Sorting

  struct Planet: Identifiable {
    let id: Int
    var name: String
    var moons: Int
  }

  struct Planets: View {
    @State private var planets = [
      Planet(id: 1, name: "Mars", moons: 2), Planet(id: 2, name: "बृहस्पति", moons: 95),
      Planet(id: 3, name: "土星", moons: 146), Planet(id: 4, name: "Venus", moons: 0),
    ]
    @State private var order = [KeyPathComparator(\Planet.name)]
    @State private var chosen = Set<Planet.ID>()

    var body: some View {
      Table(planets, selection: $chosen, sortOrder: $order) {
        TableColumn("Planet", value: \.name)
        TableColumn("Moons", value: \.moons) { planet in
          Text("\(planet.moons)")
        }
        .width(min: 48, max: 96)
      }
      .onChange(of: order) { _, newOrder in
        planets.sort(using: newOrder)
      }
    }
  }

  // MARK: Rows

  struct Shelf: View {
    let books = [
      Planet(id: 10, name: "Solaris", moons: 0), Planet(id: 11, name: "三体", moons: 3),
    ]

    var body: some View {
      Table(of: Planet.self) {
        TableColumn("Title", value: \.name)
      } rows: {
        TableRow(Planet(id: 9, name: "Dune", moons: 2))
        ForEach(books) { book in
          TableRow(book)
        }
      }
      .tableStyle(.bordered)
    }
  }
}
