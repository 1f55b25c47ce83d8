import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

@MainActor @Suite struct OnPreferenceChangeTests {
  @Test func theActionRunsWhenTheReducedValueChangesAndNotOnEveryUpdate() throws {
    struct Screen: View {
      @State var count = 1
      @State var unrelated = 0
      let log: ValueLog<Int>
      var body: some View {
        VStack {
          Button("More") { count += 1 }
          Button("Other") { unrelated += 1 }
          Text("unrelated \(unrelated)")
          ForEach(0..<count, id: \.self) { _ in
            Text("item").preference(key: TotalKey.self, value: 1)
          }
        }
        .onPreferenceChange(TotalKey.self) { log.values.append($0) }
      }
    }
    let log = ValueLog<Int>()
    let host = ViewHost(Screen(log: log), width: 30, height: 10)
    #expect(log.values == [1])
    try host.button("Other").tap()
    host.update()
    #expect(host.contains(text: "unrelated 1"))
    #expect(log.values == [1])
    try host.button("More").tap()
    host.update()
    #expect(log.values == [1, 2])
  }

  @Test func aFirstValueEqualToTheDefaultRunsNoAction() {
    let log = ValueLog<Int>()
    let host = ViewHost(
      Text("zero").preference(key: TotalKey.self, value: 0)
        .onPreferenceChange(TotalKey.self) { log.values.append($0) }, width: 10, height: 2)
    host.update()
    #expect(log.values.isEmpty)
  }

  @Test func theActionWritesStateShownElsewhereInTheSameUpdate() throws {
    struct Screen: View {
      @State var names = ["ऋषि", "한글"]
      @State var shown: [String] = []
      var body: some View {
        VStack {
          Text("shown: \(shown.joined(separator: ","))")
          Button("Add") { names.append("🧑🏽‍💻") }
          VStack {
            ForEach(names, id: \.self) { name in
              Text(name).preference(key: NamesKey.self, value: [name])
            }
          }
          .onPreferenceChange(NamesKey.self) { shown = $0 }
        }
      }
    }
    let host = ViewHost(Screen(), width: 40, height: 10)
    #expect(host.contains(text: "shown: ऋषि,한글"))
    try host.button("Add").tap()
    let passes = host.updatePasses
    host.update()
    #expect(host.contains(text: "shown: ऋषि,한글,🧑🏽‍💻"))
    // The action's write is taken in by the same update.
    #expect(host.updatePasses == passes + 1)
  }

  @Test func stateTheValueDependsOnSettlesWhenItConverges() {
    // The action writes the state the value is made from; the value stops changing once the
    // state catches up (capped at 3).
    struct Screen: View {
      @State var level = 0
      var body: some View {
        Text("level \(level)")
          .preference(key: TotalKey.self, value: min(level + 1, 3))
          .onPreferenceChange(TotalKey.self) { level = $0 }
      }
    }
    let host = ViewHost(Screen(), width: 20, height: 2)
    host.update()
    #expect(host.contains(text: "level 3"))
  }

  @Test func anActionThatKeepsChangingItsValueWarnsAndTheUpdateEnds() {
    struct Screen: View {
      @State var level = 0
      var body: some View {
        Text("level \(level)")
          .preference(key: TotalKey.self, value: level + 1)
          .onPreferenceChange(TotalKey.self) { level = $0 }
      }
    }
    let host = ViewHost(Screen(), width: 20, height: 2)
    host.update()
    host.update()
    #expect(!host.core.hasPendingUpdates)
    #expect(
      _RuntimeWarnings.log.all.contains {
        $0.contains("Bound preference TotalKey tried to update multiple times per frame")
      })
  }

  @Test func onlyTheReadersOfTheChangedKeyAreUpdated() throws {
    struct Screen: View {
      @State var extra = false
      var body: some View {
        VStack {
          Button("Extra") { extra.toggle() }
          Text("n").preference(key: NamesKey.self, value: ["n"])
          Text("t").preference(key: TotalKey.self, value: extra ? 2 : 1)
        }
        .overlayPreferenceValue(NamesKey.self, alignment: .bottom) { NamesLabel(names: $0) }
        .backgroundPreferenceValue(TotalKey.self, alignment: .bottomTrailing) {
          TotalLabel(total: $0)
        }
      }
    }
    let host = ViewHost(Screen(), width: 30, height: 8)
    #expect(host.contains(text: "total 1"))
    let names = host.bodyEvaluations(of: NamesLabel.self)
    let totals = host.bodyEvaluations(of: TotalLabel.self)
    try host.button("Extra").tap()
    host.update()
    #expect(host.contains(text: "total 2"))
    #expect(host.bodyEvaluations(of: TotalLabel.self) == totals + 1)
    #expect(host.bodyEvaluations(of: NamesLabel.self) == names)
  }
}
