import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor @Suite struct PreferenceReduceTests {
  @Test func siblingsForEachAndConditionsReduceInViewOrder() {
    let log = ValueLog<[String]>()
    let host = ViewHost(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["क्षत्रिय"])
        ForEach(["漢字", "👩‍👩‍👧"], id: \.self) { name in
          Text(name).preference(key: NamesKey.self, value: [name])
        }
        if true {
          Text("b").preference(key: NamesKey.self, value: ["last"])
        }
        Text("gives nothing")
      }
      .onPreferenceChange(NamesKey.self) { log.values.append($0) }, width: 30, height: 8)
    host.update()
    #expect(log.values == [["क्षत्रिय", "漢字", "👩‍👩‍👧", "last"]])
  }

  @Test func aViewRemovedFromTheTreeGivesNothing() throws {
    struct Screen: View {
      @State var shown = true
      @State var names = ["one", "two", "three"]
      var body: some View {
        VStack {
          Button("Hide") { shown = false }
          Button("Drop two") { names.removeAll { $0 == "two" } }
          if shown {
            Text("conditional").preference(key: NamesKey.self, value: ["conditional"])
          }
          ForEach(names, id: \.self) { name in
            Text(name).preference(key: NamesKey.self, value: [name])
          }
        }
        .overlayPreferenceValue(NamesKey.self) { NamesLabel(names: $0) }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 10)
    #expect(host.contains(text: "conditional|one|two|three"))
    try host.button("Hide").tap()
    host.update()
    #expect(host.contains(text: "one|two|three"))
    try host.button("Drop two").tap()
    host.update()
    #expect(host.contains(text: "one|three"))
  }

  @Test func anOuterPreferenceReplacesItsContentsAndATransformChangesIt() {
    let log = ValueLog<[String]>()
    let host = ViewHost(
      VStack {
        VStack {
          Text("x").preference(key: NamesKey.self, value: ["inner"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        Section {
          Text("y").preference(key: NamesKey.self, value: ["row"])
        }
        .transformPreference(NamesKey.self) { $0.insert("header", at: 0) }
        // A transform over content that gives nothing starts from the default.
        Text("z").transformPreference(NamesKey.self) { $0.append("from default") }
      }
      .onPreferenceChange(NamesKey.self) { log.values.append($0) }, width: 30, height: 8)
    host.update()
    #expect(log.values == [["outer", "header", "row", "from default"]])
  }

  @Test func keysAreIndependentAndNestedReadersSeeTheirOwnContent() {
    let names = ValueLog<[String]>()
    let inner = ValueLog<Int>()
    let outer = ValueLog<Int>()
    let host = ViewHost(
      VStack {
        VStack {
          Text("a").preference(key: TotalKey.self, value: 2)
            .preference(key: NamesKey.self, value: ["a"])
          Text("b").preference(key: TotalKey.self, value: 3)
        }
        .onPreferenceChange(TotalKey.self) { inner.values.append($0) }
        Text("c").preference(key: TotalKey.self, value: 10)
      }
      .onPreferenceChange(TotalKey.self) { outer.values.append($0) }
      .onPreferenceChange(NamesKey.self) { names.values.append($0) }, width: 30, height: 8)
    host.update()
    // An outer `preference` on "a" hides only its own key: its total still flows up.
    #expect(inner.values == [5])
    #expect(outer.values == [15])
    #expect(names.values == [["a"]])
  }

  @Test func inlineRowClosuresInListSectionsGiveValuesInOrder() {
    let log = ValueLog<[String]>()
    let fruit = ["Apple", "मूली", "桃"]
    let host = ViewHost(
      List {
        Section("Fruit") {
          ForEach(fruit, id: \.self) { name in
            Text(name).preference(key: NamesKey.self, value: [name])
          }
        }
        Section("More") {
          Text("🇮🇳").preference(key: NamesKey.self, value: ["🇮🇳"])
        }
      }
      .onPreferenceChange(NamesKey.self) { log.values.append($0) }, width: 30, height: 12)
    host.update()
    #expect(log.values.last == ["Apple", "मूली", "桃", "🇮🇳"])
  }

  @Test func aLazyListGivesTheValuesOfTheRowsItBuiltInTheFirstFrame() throws {
    let host = ViewHost(
      List(0..<10_000, id: \.self) { index in
        Text("Row \(index)").preference(key: NamesKey.self, value: ["\(index)"])
      }
      .overlayPreferenceValue(NamesKey.self, alignment: .bottomTrailing) { names in
        Text("\(names.first ?? "-")…\(names.last ?? "-") of \(names.count)")
      }, width: 30, height: 10)
    // Built before the first frame: the rows near the screen, never all of them.
    let label = try #require(host.elements.first { $0.text.hasPrefix("0…") })
    let count = try #require(Int(label.text.split(separator: " ").last ?? ""))
    #expect(count > 0 && count < 50)
    try host.text("Row 0").scroll(by: 5_000)
    host.update()
    // Now the rows around the 5,000th are built, and only they give values.
    #expect(host.contains(text: "Row 5000"))
    #expect(host.text.contains("5000…"))
  }

  @Test func onlyTheSelectedTabGivesItsValue() throws {
    struct Screen: View {
      @State var selection = 0
      var body: some View {
        VStack {
          Button("Next") { selection = 1 }
          TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: 0) {
              Text("first").preference(key: NamesKey.self, value: ["एक"])
            }
            Tab("Two", systemImage: "2.circle", value: 1) {
              Text("second").preference(key: NamesKey.self, value: ["二"])
            }
          }
        }
        .overlayPreferenceValue(NamesKey.self, alignment: .bottom) { NamesLabel(names: $0) }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 10)
    #expect(host.contains(text: "एक"))
    #expect(!host.contains(text: "二"))
    try host.button("Next").tap()
    host.update()
    #expect(host.contains(text: "二"))
    #expect(!host.contains(text: "एक"))
  }
}
