import Testing
import TrellisTesting
import TrellisUI

@testable import binding_gallery

/// Seed 004: `@Binding`, `Binding(get:set:)`, `Binding.constant`, member bindings and
/// bindings to collection elements.
@MainActor
@Suite struct BindingTests {
  typealias Fixtures = BindingFixtures
  typealias Seed = BindingViewsSeed

  private func host(owner: Fixtures.Owner) -> ViewHost {
    switch owner {
    case .state: return ViewHost(Fixtures.StateOwner())
    case .stateObject: return ViewHost(Fixtures.StateObjectOwner())
    case .observable: return ViewHost(Fixtures.ObservableOwner())
    }
  }

  // Apple: a binding passed down any number of levels reads and writes the owner's value; a
  // write at the bottom updates the owner and every view that shows the value.
  @Test(arguments: Fixtures.Owner.allCases)
  func writeThroughThreeLevelsUpdatesOwnerAndEveryViewShowingIt(owner: Fixtures.Owner) async throws
  {
    let host = host(owner: owner)
    #expect(host.contains(text: "Owner: Ada"))
    #expect(host.contains(text: "Level 1: Ada"))
    #expect(host.contains(text: "Level 3: Ada"))
    #expect(host.contains(text: "Display: Ada"))

    try host.textField("Name").setText("Grace")
    await host.nextUpdate()

    #expect(host.contains(text: "Owner: Grace"))
    #expect(host.contains(text: "Level 1: Grace"))
    #expect(host.contains(text: "Level 3: Grace"))
    #expect(host.contains(text: "Display: Grace"))
    #expect(try host.textField("Name").value == "Grace")

    // Typing key by key: each key is one write through the three levels.
    try host.textField("Name").type(" Hopper")
    await host.nextUpdate()
    #expect(host.contains(text: "Owner: Grace Hopper"))
    #expect(host.contains(text: "Level 1: Grace Hopper"))
    #expect(host.contains(text: "Display: Grace Hopper"))
  }

  // Apple: the write is applied to the owner at once, before the views update.
  @Test func writeReachesTheOwnerBeforeTheUpdate() throws {
    let model = Fixtures.ParentModel()
    let host = ViewHost(Fixtures.MemberBindings(model: model))
    try host.textField("Model").setText("changed")
    #expect(model.child.grandchild == "changed")
    #expect(host.contains(text: "Model: changed 7"))
  }

  // Seed 004: the slider writes through SliderView's binding into SliderContainer's state,
  // and the container's text shows it (a Double in a Text literal shows six decimals).
  @Test func sliderWritesThroughBindingToContainer() async throws {
    let host = ViewHost(Seed.SliderContainer())
    #expect(host.contains(text: "Value: 0.500000"))

    try host.slider().setValue(0.25)
    await host.nextUpdate()

    #expect(host.contains(text: "Value: 0.250000"))
    #expect(try host.slider().sliderValue == 0.25)
  }

  // Seed 004: FormField edits its owner's value through `$property`; two fields, two values.
  @Test func formFieldsEditTheirOwnersValues() async throws {
    let host = ViewHost(Fixtures.FormOwner())
    #expect(host.contains(text: "Email"))
    #expect(host.contains(text: "Name"))

    try host.textField("Enter email").type("ada@example.com")
    try host.textField("Enter name").type("Ada")
    await host.nextUpdate()

    #expect(host.contains(text: "Owner has ada@example.com / Ada"))
  }

  // Seed 004: ValidatedField's Binding(get:set:) stores the text lowercased and trimmed.
  @Test func validatedFieldStoresLowercasedTrimmedText() async throws {
    let host = ViewHost(Seed.ValidatedField())

    try host.textField("Email").setText("  Ada@Example.COM \t")
    await host.nextUpdate()
    #expect(try host.textField("Email").value == "ada@example.com")
    #expect(host.text.contains("ada@example.com"))
    #expect(!host.text.contains("Ada@Example.COM"))

    // Key by key, a space is trimmed as soon as it is typed.
    try host.textField("Email").setText("")
    try host.textField("Email").type("A B")
    await host.nextUpdate()
    #expect(try host.textField("Email").value == "ab")
  }

  // Apple: writes to Binding.constant are ignored.
  @Test func constantBindingIgnoresWrites() {
    let binding = Binding.constant(5)
    binding.wrappedValue = 6
    #expect(binding.wrappedValue == 5)

    let text = Binding<String>.constant("fixed")
    text.wrappedValue.append("!")
    #expect(text.wrappedValue == "fixed")
  }

  // Apple: controls bound to Binding.constant keep their value, and nothing updates.
  @Test func controlsBoundToConstantIgnoreInput() async throws {
    let host = ViewHost(Fixtures.ConstantControls())
    let passes = host.updatePasses

    try host.textField("Fixed").type("xyz")
    try host.toggle("Always on").toggle()
    await host.nextUpdate()

    #expect(try host.textField("Fixed").value == "fixed")
    #expect(try host.toggle("Always on").isOn == true)
    #expect(host.text.contains("fixed"))
    #expect(!host.text.contains("xyz"))
    #expect(host.updatePasses == passes)
  }

  // Apple: `$model.child.grandchild` is a binding to a property of a property; a write
  // replaces that one field and keeps the others (`sibling`), for @StateObject and @State.
  @Test func memberBindingsWriteTheNestedField() async throws {
    let model = Fixtures.ParentModel()
    let host = ViewHost(Fixtures.MemberBindings(model: model))
    #expect(host.contains(text: "Model: deep 7"))
    #expect(host.contains(text: "Local: near 7"))

    try host.textField("Model").type("er")
    try host.textField("Local").setText("far")
    await host.nextUpdate()

    #expect(model.child == Fixtures.Child(grandchild: "deeper", sibling: 7))
    #expect(host.contains(text: "Model: deeper 7"))
    #expect(host.contains(text: "Local: far 7"))
    #expect(try host.textField("Model").value == "deeper")
    #expect(try host.textField("Local").value == "far")
  }

  // Apple: `ForEach($items) { $item in TextField(text: $item.name) }` edits the element in
  // the array; the row keeps editing the same element after the array is reordered.
  @Test(arguments: [false, true])
  func forEachBindingEditsReachTheArray(lazy: Bool) async throws {
    let host = ViewHost(Fixtures.EntryEditor(lazy: lazy))
    #expect(host.contains(text: "All: one, two, three"))

    try host.textFields("Entry")[1].setText("TWO")
    await host.nextUpdate()
    #expect(host.contains(text: "All: one, TWO, three"))
    #expect(host.textFields("Entry").map(\.value) == ["one", "TWO", "three"])

    try host.button("Reverse").tap()
    await host.nextUpdate()
    #expect(host.textFields("Entry").map(\.value) == ["three", "TWO", "one"])

    try host.textFields("Entry")[0].type("!")
    await host.nextUpdate()
    #expect(host.contains(text: "All: three!, TWO, one"))
    #expect(host.textFields("Entry").map(\.value) == ["three!", "TWO", "one"])
  }
}
