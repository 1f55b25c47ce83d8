import Testing
import TrellisTesting
import TrellisUI

private enum Flavor: Hashable {
  case vanilla, chocolate
}

private struct FlavorRow: View {
  let name: String
  var body: some View {
    HStack {
      Text(name)
      Text("scoop")
    }
  }
}

@MainActor
@Suite struct TagTests {
  @Test func storesTheTagWithoutChangingTheView() throws {
    let host = ViewHost(
      VStack {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Plain")
      }, width: 20, height: 3)
    #expect(
      host.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
        "Vanilla", "Chocolate", "Plain",
      ])
    #expect(try host.text("Vanilla").tag == AnyHashable(Flavor.vanilla))
    #expect(try host.text("Chocolate").tag == AnyHashable(Flavor.chocolate))
    #expect(try host.text("Plain").tag == nil)
  }

  @Test func aTagOnACompositeViewBelongsToWhatItLaysOut() throws {
    let host = ViewHost(
      VStack {
        ForEach(["a", "b"], id: \.self) { FlavorRow(name: $0).tag($0) }
      }, width: 20, height: 2)
    let rows = host.elements.filter { $0.typeName == "HStack" }
    #expect(rows.map(\.tag) == [AnyHashable("a"), AnyHashable("b")])
    // The texts inside a row are not themselves tagged.
    #expect(try host.text("a").tag == nil)
  }

  @Test func theInnermostTagWins() throws {
    let host = ViewHost(Text("Both").tag(1).tag(2), width: 20, height: 1)
    #expect(try host.text("Both").tag == AnyHashable(1))
  }
}
