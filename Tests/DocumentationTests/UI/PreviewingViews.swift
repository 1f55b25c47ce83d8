import Testing
import TrellisTesting
import TrellisUI

// The code of the article "Previewing views": a view, its previews in each form, and the test
// that hosts one.

struct TipView: View {
  let tip: String
  @Binding var isRead: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(tip)
      Toggle("Read", isOn: $isRead)
    }
    .padding()
  }
}

#Preview {
  TipView(tip: "Tab moves the focus", isRead: .constant(false))
}

#Preview("Read tip", traits: .fixedLayout(width: 320, height: 96)) {
  TipView(tip: "Enter presses a button", isRead: .constant(true))
}

#Preview("Interactive") {
  @Previewable @State var isRead = false
  TipView(tip: "Space toggles", isRead: $isRead)
}

struct TipView_Previews: PreviewProvider {
  static var previews: some View {
    TipView(tip: "Ctrl-C quits", isRead: .constant(false))
      .previewDisplayName("Quitting")
  }
}

extension EnvironmentValues {
  @Entry var tipPrefix: String = "Tip:"
}

@MainActor
@Suite struct PreviewingViewsTests {
  @Test func theInteractivePreviewTogglesItsOwnState() throws {
    let host = try ViewHost(preview: "Interactive", in: "DocumentationTests")
    #expect(try host.toggle("Read").isOn == false)
    try host.toggle("Read").toggle()
    host.update()
    #expect(try host.toggle("Read").isOn == true)
  }

  @Test func everyPreviewIsListed() {
    #expect(
      ViewHost.previewNames(in: "DocumentationTests") == [
        "PreviewingViews.swift:21", "Read tip", "Interactive", "TipView_Previews",
      ])
  }

  @Test func aFixedLayoutSizesTheHost() throws {
    // 320 x 96 points are 40 columns and 6 rows.
    let host = try ViewHost(preview: "Read tip", in: "DocumentationTests")
    #expect(host.text.split(separator: "\n", omittingEmptySubsequences: false).count <= 6)
    #expect(host.contains(text: "Enter presses a button"))
  }

  @Test func anEntryHasItsDefaultUntilSet() {
    var values = EnvironmentValues()
    #expect(values.tipPrefix == "Tip:")
    values.tipPrefix = "Astuce :"
    #expect(values.tipPrefix == "Astuce :")
  }
}
