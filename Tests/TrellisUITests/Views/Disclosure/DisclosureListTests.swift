import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// One row's view of its own, counted as it is built.
private struct FruitRow: View {
  let number: Int
  var body: some View { Text("Fruit \(number)") }
}

/// A list whose one group holds ten thousand rows.
private struct Orchard: View {
  var body: some View {
    List {
      Text("Top")
      DisclosureGroup("Fruits") {
        ForEach(0..<10_000) { FruitRow(number: $0) }
      }
      Text("Bottom")
    }
  }
}

@Observable @MainActor
private final class Shelves {
  struct Shelf: Identifiable {
    let id: Int
    var name: String
  }
  var shelves = [
    Shelf(id: 1, name: "क्षेत्र"), Shelf(id: 2, name: "本棚"), Shelf(id: 3, name: "🧑🏽‍🍳 Kitchen"),
  ]
}

/// A group per element of a model's array, each keeping its own expansion, with a nested
/// group in each.
private struct ShelfList: View {
  let model: Shelves

  var body: some View {
    List(model.shelves) { shelf in
      DisclosureGroup(shelf.name) {
        Text("\(shelf.id) first")
        DisclosureGroup("More \(shelf.id)") {
          Text("\(shelf.id) deep")
        }
      }
    }
  }
}

/// Collapsible sections in a form, one bound to state outside the form.
private struct CollapsibleForm: View {
  @State private var showsNetwork = true
  @State private var wifi = true

  var body: some View {
    VStack(alignment: .leading) {
      Button("Hide network") { showsNetwork = false }
      Form {
        Section("Network", isExpanded: $showsNetwork) {
          Toggle("Wi-Fi", isOn: $wifi)
          Text("Connected")
        }
        Section("About") {
          Text("Version 1")
        }
      }
    }
  }
}

@MainActor
@Suite struct DisclosureListTests {
  @Test func inAListTheContentsViewsAreRowsAndStayLazy() throws {
    let host = ViewHost(Orchard(), width: 40, height: 10)
    #expect(host.text.contains("▸ Fruits"))
    #expect(host.contains(text: "Bottom"))
    try host.disclosureGroup("Fruits").expand()
    host.update()
    #expect(host.text.contains("▾ Fruits"))
    // Each fruit is a row of the list, indented under the header, and only the rows on
    // screen are built.
    let list = host.elements.first { $0.scrollOffset() != nil && $0.typeName == "List" }
    #expect(list != nil)
    #expect(try host.text("Fruit 0").frame.x == host.disclosureGroup("Fruits").frame.x + 2)
    #expect(host.bodyEvaluations(of: FruitRow.self) < 20)
    #expect(!host.contains(text: "Bottom"))
    try host.disclosureGroup("Fruits").collapse()
    host.update()
    #expect(host.contains(text: "Bottom"))
    #expect(!host.contains(text: "Fruit 0"))
  }

  @Test func eachGroupKeepsItsExpansionByIdentityAsRowsMove() throws {
    let model = Shelves()
    let host = ViewHost(ShelfList(model: model), width: 40, height: 12)
    try host.disclosureGroup("本棚").expand()
    host.update()
    #expect(host.contains(text: "2 first"))
    #expect(!host.contains(text: "1 first"))
    // The first shelf goes: the second keeps its expansion, as its identity stays.
    model.shelves.removeFirst()
    host.update()
    #expect(try host.disclosureGroup("本棚").isExpanded == true)
    #expect(try host.disclosureGroup("🧑🏽‍🍳 Kitchen").isExpanded == false)
    #expect(host.contains(text: "2 first"))
  }

  @Test func aNestedGroupsExpansionGoesWhenItsParentCollapses() throws {
    let model = Shelves()
    let host = ViewHost(ShelfList(model: model), width: 40, height: 12)
    try host.disclosureGroup("क्षेत्र").expand()
    host.update()
    try host.disclosureGroup("More 1").expand()
    host.update()
    #expect(host.contains(text: "1 deep"))
    #expect(try host.text("1 deep").frame.x == host.disclosureGroup("क्षेत्र").frame.x + 4)
    try host.disclosureGroup("क्षेत्र").collapse()
    host.update()
    #expect(host.disclosureGroups("More 1").isEmpty)
    try host.disclosureGroup("क्षेत्र").expand()
    host.update()
    // Its content left the hierarchy, the nested group's state with it, as on Apple's.
    #expect(try host.disclosureGroup("More 1").isExpanded == false)
    #expect(!host.contains(text: "1 deep"))
  }

  @Test func aCollapsibleSectionsHeaderTogglesItsRows() throws {
    let host = ViewHost(CollapsibleForm(), width: 40, height: 12)
    let header = try host.disclosureGroup("Network")
    #expect(header.isExpanded == true)
    #expect(host.text.contains("▾ Network"))
    #expect(host.toggles("Wi-Fi").count == 1)
    try header.tap()
    host.update()
    #expect(host.toggles("Wi-Fi").isEmpty)
    #expect(!host.contains(text: "Connected"))
    #expect(host.contains(text: "Version 1"))
    try host.disclosureGroup("Network").expand()
    host.update()
    #expect(host.contains(text: "Connected"))
    // The binding, written from outside the form, collapses it.
    try host.button("Hide network").tap()
    host.update()
    #expect(try host.disclosureGroup("Network").isExpanded == false)
    #expect(!host.contains(text: "Connected"))
  }

  @Test func aCollapsibleSectionOutsideAListShowsItsHeaderAlone() throws {
    struct Loose: View {
      @State var open = false
      var body: some View {
        VStack(alignment: .leading) {
          Section("Extras", isExpanded: $open) { Text("Extra row") }
        }
      }
    }
    let host = ViewHost(Loose(), width: 30, height: 5)
    #expect(host.text.contains("▸ Extras"))
    #expect(!host.contains(text: "Extra row"))
    try host.disclosureGroup("Extras").tap()
    host.update()
    #expect(host.contains(text: "Extra row"))
  }
}
