// A list and a table side by side, as a desktop app shows them, to read them through AT-SPI
// as a screen reader does: a list of mailboxes with one selected, and a table of cities with
// its column headers and one selected row, in several scripts.
import TrellisUI

@main
struct ListsApp: App {
  var body: some Scene {
    WindowGroup("Lists") {
      ListsView()
    }
    .defaultSize(width: 720, height: 360)
  }
}

struct City: Identifiable {
  let id: Int
  let name: String
  let people: Int
}

struct ListsView: View {
  private let boxes = ["Inbox", "漢字", "क्षिति", "👩🏽‍💻 Drafts"]
  @State private var box: String? = "漢字"
  private let cities = [
    City(id: 1, name: "दिल्ली", people: 33), City(id: 2, name: "東京", people: 37),
    City(id: 3, name: "Lagos", people: 16),
  ]
  @State private var city: Int? = 3

  var body: some View {
    HStack {
      List(boxes, id: \.self, selection: $box) { name in
        Text(name)
      }
      Table(cities, selection: $city) {
        TableColumn("City", value: \.name)
        TableColumn("Millions") { Text("\($0.people) M") }
      }
    }
    .padding()
  }
}
