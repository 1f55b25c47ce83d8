import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

private struct Fruits: View {
  let grouped: Bool

  var body: some View {
    let list = List {
      Section("Stone fruit") {
        ForEach(["Apricot", "Cherry", "Peach", "Plum"], id: \.self) { Text($0) }
      }
      Section("Berries") {
        ForEach(["Gooseberry", "Raspberry", "Strawberry", "Blueberry"], id: \.self) { Text($0) }
      }
    }
    if grouped {
      list.listStyle(.grouped)
    } else {
      list.listStyle(PlainListStyle())
    }
  }
}

@MainActor
@Suite struct ListAndFieldStyleTests {
  @Test func aPlainListPinsItsHeaderAndAGroupedOneLetsItScroll() throws {
    for grouped in [false, true] {
      let host = ViewHost(Fruits(grouped: grouped), width: 30, height: 5)
      #expect(host.text.contains("Stone fruit"))
      try host.text("Apricot").scroll(by: 2)
      #expect(!host.text.contains("Apricot"))
      #expect(host.text.contains("Stone fruit") == !grouped, "grouped: \(grouped)")
    }
  }

  @Test func everyListStyleHasAnInitialiserAndAStaticForm() {
    let styles: [any ListStyle] = [
      DefaultListStyle(), PlainListStyle(), InsetListStyle(), InsetGroupedListStyle(),
      GroupedListStyle(), SidebarListStyle(), BorderedListStyle(), .automatic, .plain, .inset,
      .insetGrouped, .grouped, .sidebar, .bordered,
    ]
    #expect(styles.filter { $0._listStyleKind.isGrouped }.count == 4)
  }

  @Test func aPlainTextFieldIsMarkedForHostsThatDrawFrames() throws {
    struct Form: View {
      @State var name = ""
      @State var city = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name).textFieldStyle(.plain)
          TextField("City", text: $city).textFieldStyle(RoundedBorderTextFieldStyle())
        }
        .textFieldStyle(DefaultTextFieldStyle())
      }
    }
    let core = HostCore(root: Form(), width: 30, height: 4)
    let fields = core.elements.filter { $0.kind == .textField }
    #expect(fields.map(\.isPlainTextField) == [true, false])
    // The terminal keeps its brackets: the only sign of where a field is.
    #expect(core.text.contains("[Name"))
  }
}
