import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

private enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

/// A picker of tagged texts written inline, and the value it sets shown beside it.
private struct FlavorForm: View {
  @State var flavor = Flavor.vanilla

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $flavor) {
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Strawberry").tag(Flavor.strawberry)
      }
      Text("Chose \(flavor.rawValue)")
    }
  }
}

@Observable @MainActor
private final class Library {
  struct Shelf: Identifiable {
    let id: Int
    var name: String
  }
  var shelves = [Shelf(id: 1, name: "क्षि"), Shelf(id: 2, name: "漢字"), Shelf(id: 3, name: "👩🏽‍💻")]
  var chosen = 2
}

/// A picker over an `@Observable` model's array: the rows' ids are the options' tags.
private struct ShelfPicker: View {
  let library: Library

  var body: some View {
    @Bindable var library = library
    VStack {
      Picker("Shelf", selection: $library.chosen) {
        ForEach(library.shelves) { shelf in Text(shelf.name) }
      }
      Text("Shelf \(library.chosen)")
    }
  }
}

@MainActor
@Suite struct PickerTests {
  @Test func choosingAnInlineOptionWritesItsTag() throws {
    let host = ViewHost(FlavorForm())
    let picker = try host.picker("Flavor")
    #expect(picker.kind == .picker)
    #expect(picker.pickerOptions == ["Chocolate", "Vanilla", "Strawberry"])
    #expect(picker.selectedOption == "Vanilla")
    #expect(picker.pickerLook == .menu)
    try picker.pick("Strawberry")
    host.update()
    #expect(host.contains(text: "Chose strawberry"))
    #expect(try host.picker("Flavor").selectedOption == "Strawberry")
    #expect(host.text.contains("[Strawberry ▾]"))
  }

  @Test func anOptionThatIsNotThereIsAnError() throws {
    let host = ViewHost(FlavorForm())
    #expect(throws: ViewHostError.self) { try host.picker("Flavor").pick("Mint") }
    #expect(throws: ViewHostError.self) { try host.picker("Flavor").pick(at: 3) }
    host.update()
    #expect(host.contains(text: "Chose vanilla"))
  }

  @Test func forEachOverAnObservableModelTagsRowsWithTheirIDs() throws {
    let library = Library()
    let host = ViewHost(ShelfPicker(library: library))
    let picker = try host.picker("Shelf")
    #expect(picker.pickerOptions == ["क्षि", "漢字", "👩🏽‍💻"])
    #expect(picker.selectedOption == "漢字")
    try picker.pick("👩🏽‍💻")
    host.update()
    #expect(library.chosen == 3)
    #expect(host.contains(text: "Shelf 3"))
    // A change of a row's text in the model reaches the picker's options.
    library.shelves[0].name = "क्षि क्षि"
    library.shelves.append(.init(id: 4, name: "新"))
    host.update()
    #expect(try host.picker("Shelf").pickerOptions == ["क्षि क्षि", "漢字", "👩🏽‍💻", "新"])
    library.chosen = 4
    host.update()
    #expect(try host.picker("Shelf").selectedOption == "新")
    #expect(host.text.contains("[新"))
  }

  @Test func caseIterableEnumWithIDSelf() throws {
    struct Sizes: View {
      enum Size: String, CaseIterable { case small, medium, large }
      @State var size = Size.small
      var body: some View {
        VStack {
          Picker("Size", selection: $size) {
            ForEach(Size.allCases, id: \.self) { Text($0.rawValue.capitalized) }
          }
          .pickerStyle(.segmented)
          Text("Size \(size.rawValue)")
        }
      }
    }
    let host = ViewHost(Sizes())
    let picker = try host.picker("Size")
    #expect(picker.pickerLook == .segmented)
    #expect(picker.selectedOption == "Small")
    try picker.movePicker(by: 1)
    host.update()
    #expect(host.contains(text: "Size medium"))
    // At the last option, another step stays there.
    try host.picker("Size").movePicker(by: 5)
    host.update()
    #expect(host.contains(text: "Size large"))
    #expect(host.text.contains("[ Small │ Medium │ Large ]"))
  }

  @Test func optionalSelectionMatchesTagsOfTheWrappedType() throws {
    struct Optional: View {
      @State var flavor: Flavor? = nil
      var body: some View {
        VStack {
          Picker("Flavor", selection: $flavor) {
            Text("None").tag(Flavor?.none)
            ForEach(Flavor.allCases) { Text($0.rawValue) }
          }
          .pickerStyle(.inline)
          Text("Chose \(flavor?.rawValue ?? "nothing")")
        }
      }
    }
    let host = ViewHost(Optional())
    let picker = try host.picker("Flavor")
    #expect(picker.pickerLook == .inline)
    #expect(picker.selectedOption == "None")
    try picker.pick("vanilla")
    host.update()
    #expect(host.contains(text: "Chose vanilla"))
    #expect(try host.picker("Flavor").selectedOption == "vanilla")
    #expect(host.text.contains("(•) vanilla"))
    #expect(host.text.contains("( ) None"))
    try host.picker("Flavor").pick("None")
    host.update()
    #expect(host.contains(text: "Chose nothing"))
  }

  @Test func aTagThatLeavesOutOptionalsDoesNotMatch() throws {
    struct Strict: View {
      @State var flavor: Flavor? = .vanilla
      var body: some View {
        Picker("Strict", selection: $flavor) {
          Text("Vanilla").tag(Flavor.vanilla, includeOptional: false)
          Text("Chocolate").tag(Flavor?.some(.chocolate))
        }
      }
    }
    let host = ViewHost(Strict())
    let picker = try host.picker("Strict")
    #expect(picker.selectedOption == nil)
    #expect(throws: ViewHostError.self) { try picker.pick("Vanilla") }
    try picker.pick("Chocolate")
    host.update()
    #expect(try host.picker("Strict").selectedOption == "Chocolate")
  }

  @Test func aSelectionNoTagMatchesShowsNothingAndWarnsOnce() throws {
    struct Mismatched: View {
      @State var size = 7
      var body: some View {
        VStack {
          Picker("Mismatched", selection: $size) {
            Text("One").tag(1)
            Text("Two").tag(2)
            // A tag of another type never matches, even when its value is equal.
            Text("Seven").tag(Int8(7))
          }
          Button("Again") { size = 8 }
        }
      }
    }
    func warnings() -> Int {
      _RuntimeWarnings.log.all.filter { $0.contains("Picker: the selection \"7\"") }.count
    }
    let before = warnings()
    let host = ViewHost(Mismatched())
    let picker = try host.picker("Mismatched")
    #expect(picker.selectedOption == nil)
    #expect(picker.currentValue == nil)
    #expect(host.text.contains("[      ▾]"))
    try host.button("Again").tap()
    host.update()
    _ = try host.picker("Mismatched").selectedOption
    #expect(warnings() == before + 1)
    #expect(!_RuntimeWarnings.log.all.contains { $0.contains("Picker: the selection \"8\"") })
  }

  @Test func sourcesShowAMixAndChoosingSetsThemAll() throws {
    struct Item: Identifiable {
      let id: Int
      var flavor: Flavor
    }
    struct Batch: View {
      @State var items = [Item(id: 1, flavor: .vanilla), Item(id: 2, flavor: .chocolate)]
      var body: some View {
        VStack {
          Picker("All", sources: $items, selection: \.flavor) {
            ForEach(Flavor.allCases) { Text($0.rawValue) }
          }
          Text(items.map(\.flavor.rawValue).joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Batch())
    let picker = try host.picker("All")
    #expect(picker.isMixed)
    #expect(picker.selectedOption == nil)
    #expect(picker.selectedOptions == ["chocolate", "vanilla"])
    #expect(host.text.contains("[—"))
    try picker.pick("strawberry")
    host.update()
    #expect(host.contains(text: "strawberry,strawberry"))
    #expect(try !host.picker("All").isMixed)
  }

  @Test func currentValueLabelAndCustomLabel() throws {
    struct Custom: View {
      @State var count = 2
      var body: some View {
        Picker(selection: $count) {
          Text("One").tag(1)
          Text("Two").tag(2)
        } label: {
          HStack {
            Text("Co")
            Text("unt")
          }
        } currentValueLabel: {
          Text("\(count) items")
        }
      }
    }
    let host = ViewHost(Custom())
    let picker = try host.picker("Co unt")
    #expect(picker.currentValue == "2 items")
    #expect(picker.selectedOption == "Two")
    try picker.pick("One")
    host.update()
    #expect(try host.picker("Co unt").currentValue == "1 items")
    #expect(host.text.contains("[1 items ▾]"))
  }

  @Test func aDisabledPickerRefusesAChoice() throws {
    let host = ViewHost(FlavorForm().disabled(true))
    #expect(throws: ViewHostError.disabled("Picker \"Flavor\"")) {
      try host.picker("Flavor").pick("Chocolate")
    }
  }

  @Test func everyStyleDrawsOneOfTheThreeLooks() throws {
    struct Styled<S: PickerStyle>: View {
      let style: S
      @State var value = 1
      var body: some View {
        Picker("P", selection: $value) {
          Text("A").tag(1)
          Text("B").tag(2)
        }
        .pickerStyle(style)
      }
    }
    func look(_ style: some PickerStyle) -> ViewHost.Element.PickerLook? {
      (try? ViewHost(Styled(style: style)).picker("P"))?.pickerLook
    }
    #expect(look(.automatic) == .menu)
    #expect(look(.menu) == .menu)
    #expect(look(.navigationLink) == .menu)
    #expect(look(MenuPickerStyle()) == .menu)
    #expect(look(.segmented) == .segmented)
    #expect(look(.palette) == .segmented)
    #expect(look(.inline) == .inline)
    #expect(look(.radioGroup) == .inline)
    #expect(look(WheelPickerStyle()) == .inline)
  }
}
