import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Controls of each kind with labels in several scripts, whose labels are hidden together
/// from outside, and one that shows its label again inside.
private struct Settings: View {
  @State var isOn = true
  @State var count = 3
  @State var flavour = "Mango"
  let visibility: Visibility

  var body: some View {
    VStack {
      Toggle("वाई-फ़ाई", isOn: $isOn)
      Stepper("東京 \(count)", value: $count)
      Picker("🍦 Flavour", selection: $flavour) {
        Text("Mango").tag("Mango")
        Text("Lime").tag("Lime")
      }
      LabeledContent("Version", value: "2.4")
      Toggle("Shown", isOn: $isOn).labelsVisibility(.visible)
    }
    .labelsVisibility(visibility)
  }
}

/// A toggle whose label a button hides and shows again at run time.
private struct Switchable: View {
  @State var isHidden = false
  @State var isOn = false

  var body: some View {
    VStack {
      Button("Hide labels") { isHidden.toggle() }
      Toggle("Dark mode", isOn: $isOn)
        .labelsVisibility(isHidden ? .hidden : .automatic)
    }
  }
}

/// Shows the labels visibility its environment has.
private struct VisibilityReader: View {
  @Environment(\.labelsVisibility) var visibility
  var body: some View { Text(verbatim: "\(visibility)") }
}

@MainActor
@Suite struct LabelsVisibilityTests {
  @Test func theEnvironmentDefaultsToAutomaticAndTheModifiersSetIt() {
    #expect(EnvironmentValues().labelsVisibility == .automatic)
    let host = ViewHost(
      VStack {
        VisibilityReader()
        VisibilityReader().labelsHidden()
        VisibilityReader().labelsVisibility(.visible)
      }, width: 20, height: 3)
    #expect(
      host.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
        "automatic", "hidden", "visible",
      ])
  }

  @Test func hiddenLabelsAreNotShownButStillNameTheControls() throws {
    let host = ViewHost(Settings(visibility: .hidden), width: 40, height: 8)
    for label in ["वाई-फ़ाई", "東京 3", "🍦 Flavour", "Version"] {
      #expect(!host.text.contains(label))
    }
    // The controls are still there, each named by its label.
    let toggle = try host.toggle("वाई-फ़ाई")
    #expect(toggle.isOn == true)
    #expect(toggle.accessibilityLabel == "वाई-फ़ाई")
    #expect(try host.picker("🍦 Flavour").accessibilityLabel == "🍦 Flavour")
    #expect(host.text.contains("[x]"))
    #expect(host.text.contains("[−] [+]"))
    #expect(host.text.contains("Mango"))
    #expect(host.text.contains("2.4"))
    // `.labelsVisibility(.visible)` inside shows that toggle's label again.
    #expect(host.text.contains("[x] Shown"))
  }

  @Test func visibleAndAutomaticShowTheLabels() {
    for visibility in [Visibility.visible, .automatic] {
      let host = ViewHost(Settings(visibility: visibility), width: 40, height: 8)
      for label in ["वाई-फ़ाई", "東京 3", "🍦 Flavour", "Version", "Shown"] {
        #expect(host.text.contains(label))
      }
    }
  }

  @Test func aHiddenLabelTakesNoRoomAndTheBareControlIsCentred() throws {
    let shown = ViewHost(Settings(visibility: .automatic), width: 40, height: 8)
    let hidden = ViewHost(Settings(visibility: .hidden), width: 40, height: 8)
    let shownToggle = try shown.toggle("वाई-फ़ाई")
    let hiddenToggle = try hidden.toggle("वाई-फ़ाई")
    #expect(hiddenToggle.frame.width < shownToggle.frame.width)
    #expect(hiddenToggle.frame.width <= 4)
    // The VStack centres the bare box in its 40 cells.
    #expect(abs(hiddenToggle.frame.x * 2 + hiddenToggle.frame.width - 40) <= 2)
    let shownPicker = try shown.picker("🍦 Flavour")
    let hiddenPicker = try hidden.picker("🍦 Flavour")
    #expect(hiddenPicker.frame.width < shownPicker.frame.width)
  }

  @Test func hiddenLabelsOfLabelledContentLeaveTheValueAlone() throws {
    let host = ViewHost(
      LabeledContent("संस्करण", value: "२.४").labelsHidden(), width: 30, height: 1)
    #expect(!host.text.contains("संस्करण"))
    let value = try host.text("२.४")
    // The value alone, centred, with no room kept for the label nor a gap before it.
    #expect(abs(value.frame.x * 2 + value.frame.width - 30) <= 1)
  }

  @Test func aStateChangeHidesAndShowsTheLabelAtRunTime() throws {
    let host = ViewHost(Switchable(), width: 30, height: 2)
    #expect(host.text.contains("[ ] Dark mode"))
    let wide = try host.toggle("Dark mode").frame.width
    try host.button("Hide labels").tap()
    #expect(!host.text.contains("Dark mode"))
    #expect(try host.toggle("Dark mode").frame.width < wide)
    // Still a working toggle, still named by its label.
    try host.toggle("Dark mode").toggle()
    #expect(host.text.contains("[x]"))
    try host.button("Hide labels").tap()
    #expect(host.text.contains("[x] Dark mode"))
  }

  @Test func aToggleDrawnAsAButtonKeepsItsLabel() {
    let host = ViewHost(
      Toggle("Bold", isOn: .constant(false)).toggleStyle(.button).labelsHidden(),
      width: 20, height: 1)
    #expect(host.text.contains("Bold"))
  }

  @Test func theDisplayItemsTitleIsEmptyAndItsSpokenTitleIsTheLabel() throws {
    let core = HostCore(
      root: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), width: 20, height: 1)
    _ = core.text
    let items = core.displayList.items.filter {
      if case .control = $0.content { return true }
      return false
    }
    let item = try #require(items.first)
    #expect(item.attributes.title == "")
    #expect(item.attributes.spokenTitle == "Wi-Fi")
  }

  @Test func aFormsRowsShowTheirControlsAlone() throws {
    let host = ViewHost(
      Form {
        Toggle("Airplane ✈️", isOn: .constant(false))
        LabeledContent("Build", value: "१२३")
      }
      .labelsHidden(), width: 30, height: 4)
    #expect(!host.text.contains("Airplane"))
    #expect(!host.text.contains("Build"))
    #expect(host.text.contains("[ ]"))
    #expect(host.text.contains("१२३"))
    #expect(try host.toggle("Airplane ✈️").isOn == false)
    #expect(try host.labeledContent("Build").labeledContentValue == "१२३")
  }
}
