import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// Weak references to the objects views created, to check that they are released.
@MainActor
private final class Released {
  private var objects: [() -> AnyObject?] = []
  func track(_ object: AnyObject) { objects.append { [weak object] in object } }
  var created: Int { objects.count }
  var alive: Int { objects.filter { $0() != nil }.count }
}

private final class IDProbe: ObservableObject {}

private struct Counter: View {
  @State private var count = 0
  @State private var note = ""
  @StateObject private var probe: IDProbe

  init(released: Released) {
    _probe = StateObject(
      wrappedValue: {
        let probe = IDProbe()
        released.track(probe)
        return probe
      }())
  }

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
      TextField("Note", text: $note)
    }
  }
}

/// Re-evaluates its body on "Refresh"; its child has a fresh id on each evaluation, or a
/// constant one.
private struct Parent: View {
  let freshID: Bool
  let released: Released
  @State private var refreshes = 0

  var body: some View {
    VStack {
      Text("Refreshes: \(refreshes)")
      Button("Refresh") { refreshes += 1 }
      if freshID {
        Counter(released: released).id(UUID())
      } else {
        Counter(released: released).id("counter")
      }
    }
  }
}

@MainActor
@Suite struct IDTests {
  @Test func aNewIDOnEveryUpdateResetsStateAndFocus() async throws {
    let released = Released()
    let host = ViewHost(Parent(freshID: true, released: released), width: 40, height: 6)
    try host.button("Increment").tap()
    try host.button("Increment").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Count: 2"))
    try host.textField("Note").type("hi")
    await host.nextUpdate()
    #expect(host.focusedElement?.value == "hi")

    try host.button("Refresh").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Refreshes: 1"))
    #expect(host.contains(text: "Count: 0"))
    #expect(try host.textField("Note").value == "")
    // The old identity's objects are gone; one is alive, for the new identity.
    #expect(released.created == 2)
    #expect(released.alive == 1)
  }

  @Test func aConstantIDKeepsStateAndFocus() async throws {
    let released = Released()
    let host = ViewHost(Parent(freshID: false, released: released), width: 40, height: 6)
    try host.button("Increment").tap()
    try host.button("Increment").tap()
    try host.textField("Note").type("hi")
    await host.nextUpdate()
    try host.textField("Note").tap()

    try host.button("Refresh").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Refreshes: 1"))
    #expect(host.contains(text: "Count: 2"))
    #expect(try host.textField("Note").value == "hi")
    #expect(released.created == 1)
  }

  @Test(arguments: [true, false])
  func focusIsResetByANewIDAndKeptByAConstantOne(freshID: Bool) async throws {
    struct Field: View {
      let freshID: Bool
      @State var text = ""
      var body: some View {
        VStack {
          Text("Text: \(text)")
          // Typing changes `text`, so this body runs again on each key.
          if freshID {
            TextField("Name", text: $text).id(UUID())
          } else {
            TextField("Name", text: $text).id("name")
          }
        }
      }
    }
    let host = ViewHost(Field(freshID: freshID), width: 40, height: 4)
    try host.textField("Name").type("a")
    #expect(host.focusedElement?.kind == .textField)
    await host.nextUpdate()
    #expect(host.contains(text: "Text: a"))
    if freshID {
      #expect(host.focusedElement == nil)
    } else {
      #expect(host.focusedElement?.value == "a")
    }
  }

  @Test func theIDFindsTheView() throws {
    let host = ViewHost(
      VStack {
        Text("First").id(1)
        Text("Second").id("two")
      }, width: 20, height: 2)
    #expect(try host.element(id: "two").text == "Second")
    #expect(try host.element(id: 1).text == "First")
  }

  @Test func changingTheIDReplacesTheNodeWithoutGrowingTheGraph() async throws {
    let host = ViewHost(Parent(freshID: true, released: Released()), width: 40, height: 6)
    let nodes = host.liveNodeCount
    for _ in 0..<5 {
      try host.button("Refresh").tap()
      await host.nextUpdate()
    }
    #expect(host.liveNodeCount == nodes)
  }

  @Test func closingReleasesEverything() {
    let released = Released()
    let host = ViewHost(Parent(freshID: true, released: released), width: 40, height: 6)
    #expect(released.alive == 1)
    host.close()
    #expect(host.liveNodeCount == 0)
    #expect(released.alive == 0)
  }
}
