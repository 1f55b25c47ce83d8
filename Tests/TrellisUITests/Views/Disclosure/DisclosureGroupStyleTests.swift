import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A style of the app's own: a button with an arrow toggles the group.
private struct ArrowStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack(spacing: 8) {
          Text(configuration.isExpanded ? "↓" : "→")
          configuration.label
        }
      }
      .buttonStyle(.plain)
      if configuration.isExpanded {
        configuration.content.padding(.leading, 32)
      }
    }
  }
}

/// A style that draws the built-in look with a mark before it.
private struct MarkedStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .top, spacing: 0) {
      Text("* ")
      DisclosureGroup(configuration)
    }
  }
}

private struct Outline: View {
  var body: some View {
    DisclosureGroup("Parent") {
      Text("Child text")
      DisclosureGroup("Child") { Text("Grandchild") }
    }
  }
}

@MainActor
@Suite struct DisclosureGroupStyleTests {
  @Test func aStyleOfYourOwnDrawsTheGroupAndTogglesItThroughItsConfiguration() throws {
    let host = ViewHost(Outline().disclosureGroupStyle(ArrowStyle()), width: 30, height: 6)
    #expect(host.text.contains("→ Parent"))
    #expect(!host.text.contains("▸"))
    let group = try host.disclosureGroup("Parent")
    #expect(group.kind == .other)
    #expect(group.isExpanded == false)
    try host.button("→ Parent").tap()
    host.update()
    #expect(host.text.contains("↓ Parent"))
    #expect(try host.disclosureGroup("Parent").isExpanded == true)
    // The nested group is drawn in the same style: it applies to the whole hierarchy.
    #expect(host.text.contains("→ Child"))
    let button = try host.button("↓ Parent")
    // The style's padding, not the built-in indent: 32 points, four cells.
    #expect(try host.text("Child text").frame.x == button.frame.x + 4)
    try host.disclosureGroup("Child").expand()
    host.update()
    #expect(host.contains(text: "Grandchild"))
    try host.disclosureGroup("Parent").collapse()
    host.update()
    #expect(!host.contains(text: "Child text"))
  }

  @Test func aStylesGroupOfItsConfigurationTakesTheLookOutsideIt() throws {
    let host = ViewHost(
      DisclosureGroup("Marked", isExpanded: .constant(true)) { Text("Shown") }
        .disclosureGroupStyle(MarkedStyle()), width: 30, height: 4)
    #expect(host.text.contains("* ▾ Marked"))
    #expect(host.contains(text: "Shown"))
    // The built-in header inside the style's body is the control.
    #expect(try host.disclosureGroup("Marked").kind == .disclosure)
  }

  @Test func automaticInsideAStyleBringsTheBuiltInLookBack() throws {
    let host = ViewHost(
      Outline().disclosureGroupStyle(.automatic).disclosureGroupStyle(ArrowStyle()),
      width: 30, height: 6)
    #expect(host.text.contains("▸ Parent"))
  }

  @Test func inAListAGroupInAStyleOfYourOwnIsOneRow() throws {
    let host = ViewHost(
      List {
        DisclosureGroup("Styled") { Text("Inside") }
        Text("After")
      }
      .disclosureGroupStyle(ArrowStyle()), width: 30, height: 6)
    try host.button("→ Styled").tap()
    host.update()
    let inside = try host.text("Inside")
    #expect(inside.frame.x == 4)
    #expect(try host.text("After").frame.y == inside.frame.y + 1)
  }
}
