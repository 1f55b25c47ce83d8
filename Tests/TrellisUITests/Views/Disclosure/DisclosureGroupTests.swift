import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Settings whose advanced part is behind a disclosure group that keeps its own expansion.
private struct AdvancedSettings: View {
  @State private var verbose = false
  @State private var retries = 2

  var body: some View {
    VStack(alignment: .leading) {
      Text("Settings")
      DisclosureGroup("Advanced") {
        Toggle("Verbose", isOn: $verbose)
        Stepper("Retries \(retries)", value: $retries, in: 0...5)
      }
      Button("Save") {}
    }
  }
}

@Observable @MainActor
private final class Panel {
  var isOpen = false
}

/// A group bound to a model's property, with a button outside it that opens it.
private struct BoundPanel: View {
  let panel: Panel

  var body: some View {
    @Bindable var panel = panel
    VStack(alignment: .leading) {
      Button("Open details") { panel.isOpen = true }
      DisclosureGroup("Details", isExpanded: $panel.isOpen) {
        Text("Inside")
      }
    }
  }
}

/// A counter whose count is `@State`: it tells whether a view was built afresh.
private struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

/// A group without a binding under a parent that re-evaluates, and whose identity the parent
/// can change.
private struct Reidentified: View {
  @State private var generation = 0
  @State private var unrelated = 0

  var body: some View {
    VStack(alignment: .leading) {
      Button("Touch \(unrelated)") { unrelated += 1 }
      Button("Replace") { generation += 1 }
      DisclosureGroup("Kept") { Counter(name: "Count") }
        .id(generation)
    }
  }
}

private struct Nested: View {
  var body: some View {
    DisclosureGroup("Outer") {
      Text("Leaf one")
      DisclosureGroup("Inner") {
        Text("Leaf two")
      }
    }
  }
}

@MainActor
@Suite struct DisclosureGroupTests {
  @Test func aGroupWithoutABindingStartsCollapsedAndATapExpandsIt() throws {
    let host = ViewHost(AdvancedSettings(), width: 40, height: 10)
    let header = try host.disclosureGroup("Advanced")
    #expect(header.kind == .disclosure)
    #expect(header.isExpanded == false)
    #expect(host.text.contains("▸ Advanced"))
    #expect(host.toggles("Verbose").isEmpty)
    try header.tap()
    host.update()
    #expect(try host.disclosureGroup("Advanced").isExpanded == true)
    #expect(host.text.contains("▾ Advanced"))
    #expect(host.toggles("Verbose").count == 1)
    try host.disclosureGroup("Advanced").collapse()
    host.update()
    #expect(host.toggles("Verbose").isEmpty)
    #expect(host.contains(text: "Settings"))
  }

  @Test func theContentIsIndentedUnderTheHeadersLabel() throws {
    let host = ViewHost(AdvancedSettings(), width: 40, height: 10)
    try host.disclosureGroup("Advanced").expand()
    host.update()
    let header = try host.disclosureGroup("Advanced")
    let toggle = try host.toggle("Verbose")
    // `▸ ` is two cells: the content starts where the label does.
    #expect(toggle.frame.x == header.frame.x + 2)
    #expect(toggle.frame.y == header.frame.y + 1)
  }

  @Test func aBindingWrittenFromOutsideExpandsItAndTheHeaderWritesItBack() throws {
    let panel = Panel()
    let host = ViewHost(BoundPanel(panel: panel), width: 40, height: 8)
    #expect(!host.contains(text: "Inside"))
    try host.button("Open details").tap()
    host.update()
    #expect(host.contains(text: "Inside"))
    #expect(try host.disclosureGroup("Details").isExpanded == true)
    try host.disclosureGroup("Details").tap()
    #expect(panel.isOpen == false)
    host.update()
    #expect(!host.contains(text: "Inside"))
    panel.isOpen = true
    host.update()
    #expect(host.contains(text: "Inside"))
  }

  @Test func collapsingRemovesTheContentAsAppleDoesSoItsStateStartsAfresh() throws {
    let host = ViewHost(Reidentified(), width: 40, height: 8)
    try host.disclosureGroup("Kept").expand()
    host.update()
    try host.button("Count 0").tap()
    host.update()
    #expect(host.contains(text: "Count 1"))
    try host.disclosureGroup("Kept").collapse()
    host.update()
    #expect(!host.contains(text: "Count 1"))
    try host.disclosureGroup("Kept").expand()
    host.update()
    // As on Apple's platforms: the content left the hierarchy, its `@State` with it.
    #expect(host.contains(text: "Count 0"))
  }

  @Test func itsOwnExpansionIsKeptAcrossUpdatesAndGoesWithItsIdentity() throws {
    let host = ViewHost(Reidentified(), width: 40, height: 8)
    try host.disclosureGroup("Kept").expand()
    host.update()
    try host.button("Touch 0").tap()
    host.update()
    #expect(host.contains(text: "Touch 1"))
    #expect(try host.disclosureGroup("Kept").isExpanded == true)
    try host.button("Replace").tap()
    host.update()
    #expect(try host.disclosureGroup("Kept").isExpanded == false)
  }

  @Test func nestedGroupsIndentEachLevel() throws {
    let host = ViewHost(Nested(), width: 30, height: 6)
    try host.disclosureGroup("Outer").expand()
    host.update()
    try host.disclosureGroup("Inner").expand()
    host.update()
    let outer = try host.disclosureGroup("Outer").frame
    #expect(try host.disclosureGroup("Inner").frame.x == outer.x + 2)
    #expect(try host.text("Leaf one").frame.x == outer.x + 2)
    #expect(try host.text("Leaf two").frame.x == outer.x + 4)
    #expect(host.text.contains("▾ Outer"))
    #expect(host.text.contains("▾ Inner"))
  }

  @Test(arguments: ["क्षत्रिय", "漢字の設定", "👩🏽‍💻 Team"])
  func titlesInEveryScriptLineUpTheirContent(title: String) throws {
    let host = ViewHost(
      DisclosureGroup(title) { Text("·") }.disclosureGroupStyle(.automatic), width: 30, height: 4)
    let header = try host.disclosureGroup(title)
    try header.expand()
    host.update()
    #expect(host.text.contains("▾ \(title)"))
    let dot = try host.text("·")
    #expect(dot.frame.x == header.frame.x + 2)
  }
}
