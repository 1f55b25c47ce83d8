import Testing
import TrellisTesting
import TrellisUI

@Observable private final class Store {
  var items = ["a", "b"]
  var name = "store"
}

private struct LocalBindable: View {
  var store: Store
  var body: some View {
    @Bindable var store = store
    VStack {
      TextField("Name", text: $store.name)
      Text("name \(store.name)")
    }
  }
}

private struct MigratingOwner: View {
  // During a migration an @Observable class may still be held by @StateObject.
  @StateObject private var store = Store()
  var body: some View {
    VStack {
      Text("items \(store.items.count)")
      Button("Add") { store.items.append("c") }
    }
  }
}

@MainActor
@Suite struct MigrationTests {
  // `@Bindable var x = x` inside `body` gives bindings to an @Observable object's properties.
  @Test func localBindableInsideBody() throws {
    let store = Store()
    let host = ViewHost(LocalBindable(store: store))
    try host.textField("Name").setText("renamed")
    host.update()
    #expect(store.name == "renamed")
    #expect(host.contains(text: "name renamed"))
  }

  // `@StateObject` accepts an @Observable class, whose reads in body are tracked.
  @Test func stateObjectHoldingAnObservableClass() throws {
    let host = ViewHost(MigratingOwner())
    #expect(host.contains(text: "items 2"))
    try host.button("Add").tap()
    host.update()
    #expect(host.contains(text: "items 3"))
  }
}
