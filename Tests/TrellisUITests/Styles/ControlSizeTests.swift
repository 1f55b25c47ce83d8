import Foundation
import Testing
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// A label that says the control size it is drawn at, as views that adapt to it read it.
private struct SizeNote: View {
  @Environment(\.controlSize) private var controlSize
  var body: some View { Text("size: \(String(describing: controlSize))") }
}

private struct Sizes: View {
  var body: some View {
    VStack(alignment: .leading) {
      Button("Mini") {}.controlSize(.mini)
      Button("Regular") {}
      HStack {
        Button("Large") {}
        SizeNote()
      }
      .controlSize(.large)
      Toggle("Wide", isOn: .constant(true)).toggleStyle(.button).controlSize(.extraLarge)
    }
  }
}

@MainActor
@Suite struct ControlSizeTests {
  @Test func theTerminalDrawsEverySizeOneRowHighAndViewsReadIt() throws {
    let host = ViewHost(Sizes(), width: 40, height: 6)
    #expect(host.text.contains("size: large"))
    let rows = try ["Mini", "Regular", "Large"].map { try host.button($0).frame.height }
    #expect(rows == [1, 1, 1])
    #expect(try host.toggle("Wide").frame.height == 1)
    // One row each, one after another: nothing grew.
    let lines = host.text.split(separator: "\n").prefix(4).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines == ["[ Mini ]", "[ Regular ]", "[ Large ] size: large", "[•Wide•]"])
  }
}
