import Testing
import TrellisUI

/// Bindings between optional and non-optional values.
@MainActor
@Suite struct OptionalBindingTests {
  final class Box {
    var value: String?
    init(_ value: String?) { self.value = value }
  }

  private func binding(to box: Box) -> Binding<String?> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }

  @Test func unwrappingANilBindingGivesNil() {
    #expect(Binding(binding(to: Box(nil))) == nil)
  }

  @Test func anUnwrappedBindingReadsAndWritesItsBase() throws {
    let box = Box("a")
    let unwrapped = try #require(Binding(binding(to: box)))
    unwrapped.wrappedValue = "b"
    #expect(box.value == "b")
    box.value = "c"
    #expect(unwrapped.wrappedValue == "c")
  }

  // Once the base turns nil, the unwrapped binding keeps showing the last value it saw,
  // written or read: a view still on screen while its optional is being cleared shows what it
  // showed, not something older.
  @Test func afterTheBaseTurnsNilTheLastWrittenValueIsRead() throws {
    let box = Box("a")
    let unwrapped = try #require(Binding(binding(to: box)))
    unwrapped.wrappedValue = "written"
    box.value = nil
    #expect(unwrapped.wrappedValue == "written")
  }

  @Test func anOptionalViewOfABindingIgnoresNil() {
    let box = Box("a")
    let plain = Binding<String>(get: { box.value ?? "" }, set: { box.value = $0 })
    let optional = Binding<String?>(plain)
    optional.wrappedValue = "b"
    #expect(box.value == "b")
    optional.wrappedValue = nil
    #expect(box.value == "b")
  }
}
